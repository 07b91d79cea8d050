import { useId, useRef, useState, type FormEvent } from 'react';
import { HoneypotField } from '../components/honeypot-field';
import { LocaleField } from '../components/locale-field';
import { Button } from '../components/button';
import { FormField } from '../components/form-field';
import { DataNotice } from '../components/data-notice';
import type { NoticeProps } from '../content/data-rights-copy';
import { useNoValidate } from '../hooks/use-no-validate';
import { useSubmitEnquiry } from '../hooks/use-submit-enquiry';
import { useTimeout } from '../hooks/use-timeout';
import { readFields } from '../lib/form-fields';
import { paths } from '../lib/paths';
import { fillCopy } from '../lib/fill-copy';
import type { Locale } from '../lib/locale';
import { checkEnquiry, ENQUIRY_CONTROLS, ENQUIRY_FORMS, HONEYPOT_FIELD, problemLang, problemMessage, type EnquiryProblem } from '../lib/enquiry-rules';
import type { FormsCopy } from '../schemas/page-copy';
import type { AppointmentForm as AppointmentFormContent } from '../schemas/marketing-sections';
import styles from './appointment-form.module.css';

const FIELDS = ENQUIRY_FORMS.enquiry.fields;

export const SUCCESS_DISPLAY_MS = 4000;

export type AppointmentFormProps = {
  form: AppointmentFormContent;
  /** The phone number a failure message offers, as shown on the site. */
  phone: string;
  /** The itemised data notice beside the submit button. */
  notice: NoticeProps;
  /** What the form says about a field that needs fixing (content/copy/forms.yaml). */
  messages: FormsCopy;
  /** The page's language, sent with the form. */
  locale: Locale;
};

/**
 * The home page's appointment request (an island of the hero). Validation order and problems are
 * the shared rules' (src/lib/enquiry-rules.ts), their words the page language's. Inputs are cleared only after a confirmed
 * success; a failure says so, gives the phone number and keeps everything typed. Without
 * JavaScript the browser checks the fields and posts the form to the server.
 */
export function AppointmentForm({ form, phone, notice, messages, locale }: AppointmentFormProps) {
  const ids = { heading: useId(), feedback: useId() };
  const formRef = useRef<HTMLFormElement>(null);
  const [problem, setProblem] = useState<EnquiryProblem | null>(null);
  const { state, submit, reset } = useSubmitEnquiry('home', locale);
  useTimeout(reset, state.status === 'success' ? SUCCESS_DISPLAY_MS : null);

  useNoValidate(formRef);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (state.status === 'submitting') return;
    const element = event.currentTarget;
    const { data, problem: found } = checkEnquiry(ENQUIRY_FORMS.enquiry, readFields(element, FIELDS));
    setProblem(found);
    if (found) {
      reset();
      return;
    }
    if (readFields(element, [HONEYPOT_FIELD])[HONEYPOT_FIELD] !== '') return;
    const isSent = await submit({ ...data, subject: form.subject });
    if (isSent) element.reset();
  }

  const isSubmitting = state.status === 'submitting';
  const field = (name: (typeof FIELDS)[number]) => (
    <FormField
      label={form.fields[name].label}
      labelLang={form.fields[name].lang?.label}
      isRequired={false}
      errorId={problem?.field === name ? ids.feedback : undefined}
      size="compact"
      classNames={{ control: styles.input }}
    >
      {(control) => {
        const props = { ...ENQUIRY_CONTROLS[name], name, required: true, placeholder: form.fields[name].placeholder, ...control };
        return name === 'message' ? <textarea rows={3} {...props} /> : <input {...props} />;
      }}
    </FormField>
  );

  return (
    <div className={styles.card}>
      <h2 id={ids.heading} className={styles.heading} lang={form.lang?.heading}>
        {form.heading}
      </h2>
      {form.text && (
        <p className={styles.text} lang={form.lang?.text}>
          {form.text}
        </p>
      )}
      <form ref={formRef} method="post" action={paths.forms.home} aria-labelledby={ids.heading} onSubmit={handleSubmit} className={styles.form}>
        {field('name')}
        <div className={styles.pair}>
          {field('email')}
          {field('phone')}
        </div>
        {field('message')}
        <HoneypotField />
        <LocaleField locale={locale} />
        <Button type="submit" size="large" disabled={isSubmitting} className={styles.submit} lang={isSubmitting ? form.lang?.submitting : form.lang?.submit}>
          {isSubmitting ? form.submitting : form.submit}
        </Button>
        <DataNotice notice={notice} />
        <div id={ids.feedback} className={styles.feedback}>
          {problem && (
            <p role="alert" className={styles.error} lang={problemLang(problem, messages)}>
              {problemMessage(problem, messages)}
            </p>
          )}
          {!problem && state.status === 'error' && (
            <p role="alert" className={styles.error} lang={form.lang?.failure}>
              {fillCopy(form.failure, { phone })}
            </p>
          )}
          {!problem && state.status === 'success' && (
            <p role="status" className={styles.success} lang={form.lang?.success}>
              {form.success}
            </p>
          )}
        </div>
      </form>
    </div>
  );
}
