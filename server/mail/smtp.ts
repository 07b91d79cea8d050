/* Sends through the SMTP server in SMTP_URL with nodemailer. */
import nodemailer from 'nodemailer';
import { MailRefused, nodemailerMessage, type Mailer, type MailMessage } from './mailer';

/**
 * The SMTP answer of an error when it refuses the mail for good: a 5xx reply to the message or
 * its recipients (RFC 5321). A 5xx to the sign-in is about our account, not the mail, so it is
 * retried like a server that is down; so is everything else (4xx, timeouts, lost connections).
 */
function permanentRefusal(error: unknown): string | null {
  if (!(error instanceof Error) || !('responseCode' in error) || typeof error.responseCode !== 'number') return null;
  if (error.responseCode < 500 || error.responseCode > 599) return null;
  if ('code' in error && error.code === 'EAUTH') return null;
  return 'response' in error && typeof error.response === 'string' ? error.response : error.message;
}

/** How long the SMTP server may take to open the connection and greet, then to answer each later step. */
export type SmtpTimeouts = { connectTimeoutMs: number; answerTimeoutMs: number };

export function createSmtpMailer(url: string, timeouts: SmtpTimeouts): Mailer {
  // One connection per message: the outbox sends a few at a time and retries, so pooling buys
  // nothing. Every step is bounded (nodemailer's own bounds are minutes): a server that stops
  // answering fails the send within seconds, and the outbox tries that mail again later.
  const transport = nodemailer.createTransport({
    url,
    connectionTimeout: timeouts.connectTimeoutMs,
    greetingTimeout: timeouts.connectTimeoutMs,
    socketTimeout: timeouts.answerTimeoutMs,
  });
  return {
    kind: 'smtp',
    async send(message: MailMessage) {
      try {
        await transport.sendMail(nodemailerMessage(message));
      } catch (error) {
        const refusal = permanentRefusal(error);
        throw refusal === null ? error : new MailRefused(refusal);
      }
    },
    close() {
      transport.close();
      return Promise.resolve();
    },
  };
}
