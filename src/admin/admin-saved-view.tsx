import { useState } from 'react';
import { Button, ButtonLink } from '../components/button';
import { StatusMessage } from '../components/status-message';
import { getAdminCopy } from '../content/admin';
import type { LocalStorageState } from '../hooks/use-local-storage';
import type { AdminCopy } from '../schemas/admin-copy';
import { AdminSavedRecord, type AdminSavedRecordProps } from './admin-saved-record';
import { storageProblemMessage } from './admin-storage-message';
import styles from './admin-saved-view.module.css';

export type AdminSavedViewProps<T> = {
  copy: AdminCopy['showData'];
  storage: LocalStorageState<T | null>;
  /** The form that creates the record. */
  formHref: string;
  toRecord: (value: T) => Pick<AdminSavedRecordProps, 'rows' | 'image'>;
};

/** A show page's body: the saved record, or why there is none (nothing saved, unreadable, blocked). */
export function AdminSavedView<T>({ copy, storage, formHref, toRecord }: AdminSavedViewProps<T>) {
  const { states } = getAdminCopy();
  const [status, setStatus] = useState<{ tone: 'success' | 'error'; message: string } | null>(null);
  const { value, readProblem } = storage;

  function handleDelete() {
    const result = storage.remove();
    setStatus(result.ok ? { tone: 'success', message: copy.cleared } : { tone: 'error', message: storageProblemMessage(result.problem, states) });
  }

  const formLink = (
    <ButtonLink href={formHref} variant={value === null ? 'primary' : 'secondary'}>
      {copy.formLink}
    </ButtonLink>
  );

  let body;
  if (storage.status === 'pending') {
    body = <p className={styles.muted}>{states.loading}</p>;
  } else if (value === null) {
    body = (
      <div className={styles.empty}>
        {readProblem && <StatusMessage tone="error" message={storageProblemMessage(readProblem, states)} />}
        <p className={styles.emptyText}>{states.empty}</p>
        {readProblem !== 'blocked' && formLink}
      </div>
    );
  } else {
    const actions = (
      <>
        <Button variant="secondary" onClick={handleDelete}>
          {copy.clear}
        </Button>
        {formLink}
      </>
    );
    body = <AdminSavedRecord heading={copy.savedHeading} {...toRecord(value)} actions={actions} />;
  }

  return (
    <div className={styles.view}>
      {body}
      <StatusMessage tone={status?.tone ?? 'success'} message={status?.message ?? null} />
    </div>
  );
}
