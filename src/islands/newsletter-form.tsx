import { useId, useState, type FormEvent } from 'react';
import { HoneypotField } from '../components/honeypot-field';
import { Button } from '../components/button';
import { DataNotice } from '../components/data-notice';
import type { NoticeProps } from '../content/data-rights-copy';
import type { FormProblemsCopy } from '../schemas/page-copy';
import { postNewsletter } from '../lib/api-client';
import { readFields } from '../lib/form-fields';
import { paths } from '../lib/paths';
import type { Layout } from '../schemas/layout';
import { checkEnquiry, HONEYPOT_FIELD, newsletterSchema } from '../schemas/enquiry';
import styles from '../layouts/site-footer.module.css';

type NewsletterState =
  | { status: 'idle' }
  | { status: 'submitting' }
  | { status: 'invalid'; message: string }
  | { status: 'subscribed' | 'already-subscribed' }
  | { status: 'failed' };

export type NewsletterFormProps = {
  copy: Layout['footer']['newsletter'];
  notice: NoticeProps;
  /** The words of the problems the shared schema names by code. */
  problems: FormProblemsCopy;
};

/**
 * The footer's newsletter box (an island): validates with the shared rule, subscribes, and says
 * what happened. Before the island wakes (or without JavaScript) the form posts to the server,
 * which answers with a page.
 */
export function NewsletterForm({ copy, notice, problems }: NewsletterFormProps) {
  const headingId = useId();
  const inputId = useId();
  const messageId = useId();
  const [state, setState] = useState<NewsletterState>({ status: 'idle' });

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const { email, [HONEYPOT_FIELD]: honeypot } = readFields(form, ['email', HONEYPOT_FIELD]);
    const { data, problem } = checkEnquiry(newsletterSchema, { email, ...(honeypot ? { [HONEYPOT_FIELD]: honeypot } : {}) }, problems);
    if (problem) {
      setState({ status: 'invalid', message: problem.message });
      return;
    }
    setState({ status: 'submitting' });
    try {
      const result = await postNewsletter(data);
      setState({ status: result.status });
      form.reset();
    } catch (error) {
      console.warn('Newsletter not subscribed:', error instanceof Error ? error.message : error);
      setState({ status: 'failed' });
    }
  }

  const message =
    state.status === 'invalid'
      ? { text: state.message, isError: true }
      : state.status === 'failed'
        ? { text: copy.failed, isError: true }
        : state.status === 'subscribed'
          ? { text: copy.subscribed, isError: false }
          : state.status === 'already-subscribed'
            ? { text: copy.alreadySubscribed, isError: false }
            : null;

  return (
    <section className={styles.newsletter} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {copy.heading}
      </h2>
      <p>{copy.text}</p>
      <form method="post" action={paths.forms.newsletter} noValidate onSubmit={handleSubmit} className={styles.newsletterForm}>
        <label htmlFor={inputId} className="visually-hidden">
          {copy.label}
        </label>
        <div className={styles.newsletterRow}>
          <input
            id={inputId}
            name="email"
            type="email"
            required
            autoComplete="email"
            placeholder={copy.placeholder}
            aria-invalid={message?.isError && state.status === 'invalid' ? true : undefined}
            aria-describedby={message ? messageId : undefined}
            className={styles.newsletterInput}
          />
          <Button type="submit" disabled={state.status === 'submitting'}>
            {state.status === 'submitting' ? copy.submitting : copy.submit}
          </Button>
        </div>
        <HoneypotField />
        <DataNotice notice={notice} />
        <p id={messageId} className={message?.isError ? styles.error : styles.success} role={message?.isError ? 'alert' : 'status'}>
          {message?.text}
        </p>
      </form>
    </section>
  );
}
