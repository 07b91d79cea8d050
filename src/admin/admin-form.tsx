import type { FormEvent, ReactNode } from 'react';
import { Button } from '../components/button';
import { StatusMessage, type StatusTone } from '../components/status-message';
import styles from './admin-form.module.css';

export type AdminFormStatus = { tone: StatusTone; message: string } | null;

export type AdminFormProps = {
  /** Names the form for assistive technology (the page heading). */
  label: string;
  submitLabel: string;
  status: AdminFormStatus;
  onSubmit: (form: HTMLFormElement) => void;
  children: ReactNode;
};

/** The layout of an admin-style form: fields in a column, the submit button, then its status. */
export function AdminForm({ label, submitLabel, status, onSubmit, children }: AdminFormProps) {
  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSubmit(event.currentTarget);
  }
  return (
    <form className={styles.form} aria-label={label} onSubmit={handleSubmit}>
      {children}
      <div className={styles.actions}>
        <Button type="submit" size="large">
          {submitLabel}
        </Button>
      </div>
      <StatusMessage tone={status?.tone ?? 'info'} message={status?.message ?? null} />
    </form>
  );
}

/** Fields side by side from tablet width up. */
export function AdminFormRow({ children }: { children: ReactNode }) {
  return <div className={styles.row}>{children}</div>;
}
