import { Fragment, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import type * as z from 'zod/mini';
import { getAdminCopy } from '../content/admin';
import { useDraftForm } from '../hooks/use-draft-form';
import { useLocalStorage } from '../hooks/use-local-storage';
import { AdminForm, type AdminFormStatus } from './admin-form';
import { AdminPageShell, type AdminPageShellProps } from './admin-page-shell';
import { AdminStorageBlockedNotice } from './admin-storage-blocked-notice';
import { storageProblemMessage } from './admin-storage-message';

/** What a form page's fields are made with: useDraftForm's `field` (any control) and `textField` (an input, text area or select). */
export type DraftFields<V extends Record<string, unknown>, O> = Pick<ReturnType<typeof useDraftForm<V, O>>, 'field' | 'textField'>;

export type AdminDraftFormPageProps<V extends Record<string, unknown>, O> = {
  path: string;
  page: AdminPageShellProps['page'] & { submit: string };
  /** The browser-storage key the draft is saved under (src/lib/storage-keys.ts). */
  storageKey: string;
  schema: z.ZodMiniType<O>;
  /** The form's values before anything is typed. */
  empty: V;
  /** After a save: go to the page that shows the draft, or stay on the form, emptied, saying so. */
  afterSave: { showAt: string } | { message: string };
  fields: (form: DraftFields<V, O>) => ReactNode;
};

/**
 * An admin-style page whose form saves one draft in this browser (DECISIONS.md 7): checked with its
 * schema, saved under its key, then shown on its own page or the form emptied for the next one.
 */
export function AdminDraftFormPage<V extends Record<string, unknown>, O>({
  path,
  page,
  storageKey,
  schema,
  empty,
  afterSave,
  fields,
}: AdminDraftFormPageProps<V, O>) {
  const { states } = getAdminCopy();
  const storage = useLocalStorage(storageKey, schema, null);
  const form = useDraftForm(schema, empty);
  const [status, setStatus] = useState<AdminFormStatus>(null);
  // A new key empties the form's controls after a save, a file input included, which React cannot
  // empty; the form and its status line stay, so the status is announced.
  const [fieldsKey, setFieldsKey] = useState(0);
  const navigate = useNavigate();

  function handleSubmit(element: HTMLFormElement) {
    const draft = form.validate(element, form.values);
    if (draft === null) return setStatus({ tone: 'error', message: states.invalid });
    const saved = storage.write(draft);
    if (!saved.ok) return setStatus({ tone: 'error', message: storageProblemMessage(saved.problem, states) });
    if ('showAt' in afterSave) return void navigate(afterSave.showAt);
    form.reset();
    setFieldsKey((key) => key + 1);
    setStatus({ tone: 'success', message: afterSave.message });
  }

  return (
    <AdminPageShell path={path} page={page}>
      <AdminStorageBlockedNotice readProblem={storage.readProblem} />
      <AdminForm label={page.heading} submitLabel={page.submit} status={status} onSubmit={handleSubmit}>
        <Fragment key={fieldsKey}>{fields({ field: form.field, textField: form.textField })}</Fragment>
      </AdminForm>
    </AdminPageShell>
  );
}
