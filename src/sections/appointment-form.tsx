import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { HoneypotField } from '../components/honeypot-field';
import { Button } from '../components/button';
import { getSite } from '../content/site';
import { useSubmitEnquiry } from '../hooks/use-submit-enquiry';
import { useTimeout } from '../hooks/use-timeout';
import { paths } from '../lib/paths';
import { fill } from '../lib/template';
import { firstEnquiryProblem, type EnquiryFieldName } from '../schemas/enquiry-rules';
import type { AppointmentForm as AppointmentFormContent } from '../schemas/marketing-sections';
import styles from './appointment-form.module.css';

const FIELDS = ['name', 'email', 'phone', 'message'] as const satisfies readonly EnquiryFieldName[];
type Values = Record<(typeof FIELDS)[number], string>;
const EMPTY: Values = { name: '', email: '', phone: '', message: '' };

export const SUCCESS_DISPLAY_MS = 4000;

export type AppointmentFormProps = { form: AppointmentFormContent };

/**
 * The home page's appointment request. Validation order and messages are the shared rules'
 * (src/schemas/enquiry.ts). Inputs are cleared only after a confirmed success; a failure says
 * so, gives the phone number and keeps everything typed. Without JavaScript the browser checks
 * the fields and posts the form to the server.
 */
export function AppointmentForm({ form }: AppointmentFormProps) {
  const site = getSite();
  const ids = { heading: useId(), name: useId(), email: useId(), phone: useId(), message: useId(), feedback: useId() };
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<Values>(EMPTY);
  const [honeypot, setHoneypot] = useState('');
  const [problem, setProblem] = useState<{ field: EnquiryFieldName; message: string } | null>(null);
  const { state, submit, reset } = useSubmitEnquiry('home');
  useTimeout(reset, state.status === 'success' ? SUCCESS_DISPLAY_MS : null);

  // With JavaScript running, the form shows the site's own messages instead of the browser's.
  useEffect(() => {
    if (formRef.current) formRef.current.noValidate = true;
  }, []);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (state.status === 'submitting') return;
    const found = firstEnquiryProblem(values, FIELDS);
    setProblem(found);
    if (found) {
      reset();
      return;
    }
    if (honeypot !== '') return;
    const isSent = await submit({ ...values, subject: form.subject });
    if (isSent) setValues(EMPTY);
  }

  const isSubmitting = state.status === 'submitting';
  const field = (name: (typeof FIELDS)[number]) => ({
    id: ids[name],
    name,
    value: values[name],
    required: true,
    placeholder: form.fields[name].placeholder,
    'aria-invalid': problem?.field === name ? true : undefined,
    'aria-describedby': problem?.field === name ? ids.feedback : undefined,
    onChange: (event: { target: { value: string } }) => setValues((current) => ({ ...current, [name]: event.target.value })),
    className: styles.input,
  });

  return (
    <div className={styles.card}>
      <h2 id={ids.heading} className={styles.heading}>
        {form.heading}
      </h2>
      {form.text && <p className={styles.text}>{form.text}</p>}
      <form ref={formRef} method="post" action={paths.forms.home} aria-labelledby={ids.heading} onSubmit={handleSubmit} className={styles.form}>
        <div className={styles.field}>
          <label htmlFor={ids.name}>{form.fields.name.label}</label>
          <input type="text" autoComplete="name" maxLength={100} {...field('name')} />
        </div>
        <div className={styles.pair}>
          <div className={styles.field}>
            <label htmlFor={ids.email}>{form.fields.email.label}</label>
            <input type="email" autoComplete="email" {...field('email')} />
          </div>
          <div className={styles.field}>
            <label htmlFor={ids.phone}>{form.fields.phone.label}</label>
            <input type="tel" inputMode="numeric" autoComplete="tel-national" maxLength={10} pattern="[0-9]{10}" {...field('phone')} />
          </div>
        </div>
        <div className={styles.field}>
          <label htmlFor={ids.message}>{form.fields.message.label}</label>
          <textarea rows={3} {...field('message')} />
        </div>
        <HoneypotField value={honeypot} onChange={setHoneypot} />
        <Button type="submit" size="large" disabled={isSubmitting} className={styles.submit}>
          {isSubmitting ? form.submitting : form.submit}
        </Button>
        <div id={ids.feedback} className={styles.feedback}>
          {problem && (
            <p role="alert" className={styles.error}>
              {problem.message}
            </p>
          )}
          {!problem && state.status === 'error' && (
            <p role="alert" className={styles.error}>
              {fill(form.failure, { phone: site.phone.display })}
            </p>
          )}
          {!problem && state.status === 'success' && (
            <p role="status" className={styles.success}>
              {form.success}
            </p>
          )}
        </div>
      </form>
    </div>
  );
}
