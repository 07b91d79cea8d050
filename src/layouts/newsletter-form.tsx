import { useId, useState, type FormEvent } from 'react';
import { HoneypotField } from '../components/honeypot-field';
import { Button } from '../components/button';
import { getLayout } from '../content/layout';
import { postNewsletter } from '../lib/api-client';
import { paths } from '../lib/paths';
import { HONEYPOT_FIELD, newsletterProblem } from '../schemas/enquiry-rules';
import styles from './site-footer.module.css';

type NewsletterState =
  | { status: 'idle' }
  | { status: 'submitting' }
  | { status: 'invalid'; message: string }
  | { status: 'subscribed' | 'already-subscribed' }
  | { status: 'failed' };

/**
 * The footer's newsletter box: validates with the shared rule, subscribes, and says what happened.
 * Before the script runs (or without it) the form posts to the server, which answers with a page.
 */
export function NewsletterForm() {
  const { newsletter } = getLayout().footer;
  const headingId = useId();
  const inputId = useId();
  const messageId = useId();
  const [email, setEmail] = useState('');
  const [honeypot, setHoneypot] = useState('');
  const [state, setState] = useState<NewsletterState>({ status: 'idle' });

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = newsletterProblem(email);
    if (problem) {
      setState({ status: 'invalid', message: problem });
      return;
    }
    setState({ status: 'submitting' });
    try {
      const result = await postNewsletter({ email: email.trim(), ...(honeypot ? { [HONEYPOT_FIELD]: honeypot } : {}) });
      setState({ status: result.status });
      setEmail('');
    } catch (error) {
      console.warn('Newsletter not subscribed:', error instanceof Error ? error.message : error);
      setState({ status: 'failed' });
    }
  }

  const message =
    state.status === 'invalid'
      ? { text: state.message, isError: true }
      : state.status === 'failed'
        ? { text: newsletter.failed, isError: true }
        : state.status === 'subscribed'
          ? { text: newsletter.subscribed, isError: false }
          : state.status === 'already-subscribed'
            ? { text: newsletter.alreadySubscribed, isError: false }
            : null;

  return (
    <section className={styles.newsletter} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {newsletter.heading}
      </h2>
      <p>{newsletter.text}</p>
      <form method="post" action={paths.forms.newsletter} noValidate onSubmit={handleSubmit} className={styles.newsletterForm}>
        <label htmlFor={inputId} className="visually-hidden">
          {newsletter.label}
        </label>
        <div className={styles.newsletterRow}>
          <input
            id={inputId}
            name="email"
            type="email"
            required
            autoComplete="email"
            placeholder={newsletter.placeholder}
            value={email}
            aria-invalid={message?.isError && state.status === 'invalid' ? true : undefined}
            aria-describedby={message ? messageId : undefined}
            onChange={(event) => setEmail(event.target.value)}
            className={styles.newsletterInput}
          />
          <Button type="submit" disabled={state.status === 'submitting'}>
            {state.status === 'submitting' ? newsletter.submitting : newsletter.submit}
          </Button>
        </div>
        <HoneypotField value={honeypot} onChange={setHoneypot} />
        <p id={messageId} className={message?.isError ? styles.error : styles.success} role={message?.isError ? 'alert' : 'status'}>
          {message?.text}
        </p>
      </form>
    </section>
  );
}
