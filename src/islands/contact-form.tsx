import { CircleCheck } from 'lucide-react';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useNoValidate } from '../hooks/use-no-validate';
import { useSubmitEnquiry } from '../hooks/use-submit-enquiry';
import { useTimeout } from '../hooks/use-timeout';
import { readFields } from '../lib/form-fields';
import { paths } from '../lib/paths';
import type { Locale } from '../lib/locale';
import { ENQUIRY_CONTROLS, ENQUIRY_FORMS, checkEnquiry, problemLang, problemMessage, type EnquiryFieldName } from '../lib/enquiry-rules';
import { HoneypotField } from '../components/honeypot-field';
import { LocaleField } from '../components/locale-field';
import type { ContactCopy, FormsCopy } from '../schemas/page-copy';
import { Button } from '../components/button';
import { DataNotice } from '../components/data-notice';
import { FormField } from '../components/form-field';
import type { NoticeProps } from '../content/data-rights-copy';
import styles from './contact-form.module.css';

const FIELDS = ENQUIRY_FORMS.mail.fields;

/** How long a status message stays (SPEC.md §9). */
export const MESSAGE_MS = 4000;

type Status =
  { kind: 'invalid'; field: EnquiryFieldName; text: string; lang: string | undefined } | { kind: 'success'; text: string } | { kind: 'error' } | null;

export type ContactFormProps = {
  copy: ContactCopy['form'];
  phone: { display: string; tel: string };
  /** The itemised data notice beside the submit button. */
  notice: NoticeProps;
  /** What the form says about a field that needs fixing (content/copy/forms.yaml). */
  messages: FormsCopy;
  /** The page's language, sent with the form. */
  locale: Locale;
};

/**
 * The contact form (an island of the contact page): checks the fields in the spec's order, sends
 * the enquiry and then the mail, and says honestly whether that worked. Inputs are cleared only on
 * success. Without JavaScript it posts to the server's form endpoint.
 */
export function ContactForm({ copy, phone, notice, messages, locale }: ContactFormProps) {
  const [status, setStatus] = useState<Status>(null);
  const [shownAt, setShownAt] = useState(0);
  const { state, submit } = useSubmitEnquiry('contact', locale);
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
    const { data, problem } = checkEnquiry(ENQUIRY_FORMS.mail, readFields(form, FIELDS));
    if (problem) {
      // The contact form puts a warning sign before the message of a missing field (SPEC.md §5).
      const words = problemMessage(problem, messages);
      const text = problem.code === 'required' ? `⚠️ ${words}` : words;
      show({ kind: 'invalid', field: problem.field, text, lang: problemLang(problem, messages) });
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
  const field = (name: (typeof FIELDS)[number], label: string, hint?: string) => (
    <FormField
      label={label}
      labelLang={copy.lang?.[name]}
      hint={hint}
      isRequired={false}
      errorId={invalidField === name ? statusId : undefined}
      size="compact"
      hintPlacement="control"
      classNames={{ hint: styles.hint }}
    >
      {(control) =>
        name === 'message' ? (
          <textarea name={name} rows={6} required {...ENQUIRY_CONTROLS.message} {...control} />
        ) : (
          <input name={name} required {...ENQUIRY_CONTROLS[name]} {...control} />
        )
      }
    </FormField>
  );
  const [errorBefore, errorAfter] = copy.error.split('{phone}');

  return (
    <form ref={formRef} method="post" action={paths.forms.contact} onSubmit={handleSubmit} className={styles.form}>
      <div className={styles.row}>
        {field('name', copy.name)}
        {field('email', copy.email)}
      </div>
      <div className={styles.row}>
        {field('phone', copy.phone, copy.phoneHint)}
        {field('subject', copy.subject)}
      </div>
      {field('message', copy.message)}
      <HoneypotField />
      <LocaleField locale={locale} />
      <div className={styles.actions}>
        <Button
          type="submit"
          size="large"
          disabled={state.status === 'submitting'}
          lang={state.status === 'submitting' ? copy.lang?.submitting : copy.lang?.submit}
        >
          {state.status === 'submitting' ? copy.submitting : copy.submit}
        </Button>
        <DataNotice notice={notice} />
        <div id={statusId} role="status" aria-live="polite" className={styles.status}>
          {status?.kind === 'invalid' && (
            <p className={styles.invalid} lang={status.lang}>
              {status.text}
            </p>
          )}
          {status?.kind === 'success' && (
            <p className={styles.success} lang={serverMessage ? undefined : copy.lang?.success}>
              <CircleCheck aria-hidden="true" size={20} />
              {serverMessage || copy.success}
            </p>
          )}
          {status?.kind === 'error' && (
            <p className={styles.error} lang={copy.lang?.error}>
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
