import { useId, useRef, useState, type FormEvent } from 'react';
import { HoneypotField } from '../components/honeypot-field';
import { LocaleField } from '../components/locale-field';
import { Button } from '../components/button';
import { DataNotice } from '../components/data-notice';
import type { NoticeProps } from '../content/data-rights-copy';
import { newSubmissionKey, postNewsletter } from '../lib/api-client';
import { readFields } from '../lib/form-fields';
import { paths } from '../lib/paths';
import { DEFAULT_LOCALE, type Locale } from '../lib/locale';
import type { Layout } from '../schemas/layout';
import { checkEnquiry, ENQUIRY_FORMS, HONEYPOT_FIELD, problemMessage } from '../lib/enquiry-rules';
import type { FormsCopy } from '../schemas/page-copy';
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
  /** What the box says about an address that needs fixing (content/copy/forms.yaml). */
  messages: FormsCopy;
  /** The page's language, sent with the address. */
  locale: Locale;
};

/**
 * The footer's newsletter box (an island): validates with the shared rule, subscribes, and says
 * what happened. Before the island wakes (or without JavaScript) the form posts to the server,
 * which answers with a page.
 */
export function NewsletterForm({ copy, notice, messages, locale }: NewsletterFormProps) {
  const headingId = useId();
  const inputId = useId();
  const messageId = useId();
  const [state, setState] = useState<NewsletterState>({ status: 'idle' });
  // The idempotency key of the subscription under way, kept until it goes through (as the enquiry forms do).
  const submission = useRef<string | null>(null);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const { email, [HONEYPOT_FIELD]: honeypot } = readFields(form, ['email', HONEYPOT_FIELD]);
    const { data, problem } = checkEnquiry(ENQUIRY_FORMS.newsletter, { email });
    if (problem) {
      setState({ status: 'invalid', message: problemMessage(problem, messages) });
      return;
    }
    setState({ status: 'submitting' });
    try {
      // An English page sends the address alone, as before there were languages.
      // A filled trap goes with the address: the server answers it as usual and stores nothing.
      const request = { ...data, ...(honeypot ? { [HONEYPOT_FIELD]: honeypot } : {}) };
      submission.current ??= newSubmissionKey();
      const result = await postNewsletter(locale === DEFAULT_LOCALE ? request : { ...request, locale }, { submission: submission.current });
      submission.current = null;
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
        <LocaleField locale={locale} />
        <DataNotice notice={notice} />
        <p id={messageId} className={message?.isError ? styles.error : styles.success} role={message?.isError ? 'alert' : 'status'}>
          {message?.text}
        </p>
      </form>
    </section>
  );
}
