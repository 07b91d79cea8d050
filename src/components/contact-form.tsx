import { CircleCheck } from 'lucide-react';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useNoValidate } from '../hooks/use-no-validate';
import { useSubmitEnquiry } from '../hooks/use-submit-enquiry';
import { useTimeout } from '../hooks/use-timeout';
import { readFields } from '../lib/form-fields';
import { paths } from '../lib/paths';
import { ENQUIRY_CONTROLS, ENQUIRY_MESSAGES, checkEnquiry, mailSchema, type EnquiryFieldName } from '../schemas/enquiry';
import { HoneypotField } from './honeypot-field';
import type { ContactCopy } from '../schemas/page-copy';
import { Button } from './button';
import { DataNotice } from './data-notice';
import type { NoticeProps } from '../content/data-rights-copy';
import styles from './contact-form.module.css';

const FIELDS = ['name', 'email', 'phone', 'subject', 'message'] as const satisfies readonly EnquiryFieldName[];

/** How long a status message stays (SPEC.md §9). */
export const MESSAGE_MS = 4000;

type Status = { kind: 'invalid'; field: EnquiryFieldName; text: string } | { kind: 'success'; text: string } | { kind: 'error' } | null;

export type ContactFormProps = {
  copy: ContactCopy['form'];
  phone: { display: string; tel: string };
  /** The itemised data notice beside the submit button. */
  notice: NoticeProps;
};

/**
 * The contact form (an island of the contact page): checks the fields in the spec's order, sends
 * the enquiry and then the mail, and says honestly whether that worked. Inputs are cleared only on
 * success. Without JavaScript it posts to the server's form endpoint.
 */
export function ContactForm({ copy, phone, notice }: ContactFormProps) {
  const [status, setStatus] = useState<Status>(null);
  const [shownAt, setShownAt] = useState(0);
  const { state, submit } = useSubmitEnquiry('contact');
  const formRef = useRef<HTMLFormElement>(null);
  const id = useId();
  const statusId = `${id}-status`;
  useNoValidate(formRef);
  useTimeout(() => setStatus(null), status ? MESSAGE_MS : null, shownAt);

  const show = (next: Status) => {
    setStatus(next);
    setShownAt((n) => n + 1);
  };
  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (state.status === 'submitting') return;
    const form = event.currentTarget;
    const { data, problem } = checkEnquiry(mailSchema, readFields(form, FIELDS));
    if (problem) {
      const text = problem.message === ENQUIRY_MESSAGES.required ? `⚠️ ${problem.message}` : problem.message;
      show({ kind: 'invalid', field: problem.field, text });
      form.querySelector<HTMLElement>(`[name="${problem.field}"]`)?.focus();
      return;
    }
    setStatus(null);
    const sent = await submit(data);
    if (sent) form.reset();
    show(sent ? { kind: 'success', text: '' } : { kind: 'error' });
  };

  const serverMessage = state.status === 'success' ? state.serverMessage : undefined;
  const invalidField = status?.kind === 'invalid' ? status.field : null;
  const field = (name: 'name' | 'email' | 'subject', label: string) => (
    <div className={styles.field}>
      <label htmlFor={`${id}-${name}`}>{label}</label>
      <input
        id={`${id}-${name}`}
        name={name}
        required
        aria-invalid={invalidField === name ? true : undefined}
        aria-describedby={invalidField === name ? statusId : undefined}
        className={styles.input}
        {...ENQUIRY_CONTROLS[name]}
      />
    </div>
  );
  const [errorBefore, errorAfter] = copy.error.split('{phone}');

  return (
    <form ref={formRef} method="post" action={paths.forms.contact} onSubmit={handleSubmit} className={styles.form}>
      <div className={styles.row}>
        {field('name', copy.name)}
        {field('email', copy.email)}
      </div>
      <div className={styles.row}>
        <div className={styles.field}>
          <label htmlFor={`${id}-phone`}>{copy.phone}</label>
          <input
            id={`${id}-phone`}
            name="phone"
            {...ENQUIRY_CONTROLS.phone}
            required
            aria-invalid={invalidField === 'phone' ? true : undefined}
            aria-describedby={`${id}-phone-hint${invalidField === 'phone' ? ` ${statusId}` : ''}`}
            className={styles.input}
          />
          <span id={`${id}-phone-hint`} className={styles.hint}>
            {copy.phoneHint}
          </span>
        </div>
        {field('subject', copy.subject)}
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-message`}>{copy.message}</label>
        <textarea
          id={`${id}-message`}
          name="message"
          rows={6}
          required
          {...ENQUIRY_CONTROLS.message}
          aria-invalid={invalidField === 'message' ? true : undefined}
          aria-describedby={invalidField === 'message' ? statusId : undefined}
          className={styles.input}
        />
      </div>
      <HoneypotField />
      <div className={styles.actions}>
        <Button type="submit" size="large" disabled={state.status === 'submitting'}>
          {state.status === 'submitting' ? copy.submitting : copy.submit}
        </Button>
        <DataNotice notice={notice} />
        <div id={statusId} role="status" aria-live="polite" className={styles.status}>
          {status?.kind === 'invalid' && <p className={styles.invalid}>{status.text}</p>}
          {status?.kind === 'success' && (
            <p className={styles.success}>
              <CircleCheck aria-hidden="true" size={20} />
              {serverMessage || copy.success}
            </p>
          )}
          {status?.kind === 'error' && (
            <p className={styles.error}>
              {errorBefore}
              {errorAfter !== undefined && <a href={`tel:${phone.tel}`}>{phone.display}</a>}
              {errorAfter}
            </p>
          )}
        </div>
      </div>
    </form>
  );
}
