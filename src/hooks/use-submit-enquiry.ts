import { useCallback, useEffect, useRef, useState } from 'react';
import { newSubmissionKey, postEnquiry, postMail } from '../lib/api-client';
import { DEFAULT_LOCALE, type Locale } from '../lib/locale';
import type { EnquirySubmission } from '../lib/enquiry-rules';

export type EnquiryFormKind = 'home' | 'contact';

export type SubmitState = { status: 'idle' } | { status: 'submitting' } | { status: 'success'; serverMessage?: string } | { status: 'error' };

/**
 * Sends a form the way the spec's clients do: first the enquiry, and only if that succeeded, the
 * mail. The home form also needs `success: true` from the mail call; the contact form takes any
 * 2xx and shows the server's message when there is one. Resolves to true on success so the form
 * clears its inputs then, and only then. A page in another language than English says which, so
 * the server answers in it; an English page sends the spec's payloads as they are. Each submission
 * carries an idempotency key, the same on every try until one goes through.
 */
export function useSubmitEnquiry(kind: EnquiryFormKind, locale: Locale) {
  const [state, setState] = useState<SubmitState>({ status: 'idle' });
  const controller = useRef<AbortController | null>(null);
  // The idempotency key of the submission under way: kept while it fails, so sending it again is
  // the same submission to the server (stored once), and let go once it went through.
  const submission = useRef<string | null>(null);
  useEffect(() => () => controller.current?.abort(), []);

  const submit = useCallback(
    async (form: EnquirySubmission): Promise<boolean> => {
      controller.current?.abort();
      const current = new AbortController();
      controller.current = current;
      setState({ status: 'submitting' });
      const { name, email, phone, subject, message } = form;
      const language = locale === DEFAULT_LOCALE ? {} : { locale };
      submission.current ??= newSubmissionKey();
      const options = { signal: current.signal, submission: submission.current };
      try {
        // The contact form's enquiry carries the subject on the first line of the message.
        const enquiryMessage = kind === 'contact' ? `${subject}\n${message}` : message;
        await postEnquiry({ name, email, phone, message: enquiryMessage, ...language }, options);
        const mail = await postMail({ name, email, phone, message, subject, ...language }, options);
        if (kind === 'home' && mail.success !== true) throw new Error('The mail service did not confirm the message');
        submission.current = null;
        setState({ status: 'success', serverMessage: kind === 'contact' ? mail.message : undefined });
        return true;
      } catch (error) {
        if (current.signal.aborted) return false;
        console.warn('Enquiry not sent:', error instanceof Error ? error.message : error);
        setState({ status: 'error' });
        return false;
      }
    },
    [kind, locale],
  );

  const reset = useCallback(() => setState({ status: 'idle' }), []);
  return { state, submit, reset };
}
