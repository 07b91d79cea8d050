/* Keeps mail in an array: for unit tests of one handler and for the browser tests' server. */
import type { Mailer, MailMessage } from './mailer';

export type MemoryMailer = Mailer & { readonly sent: MailMessage[] };

export function createMemoryMailer(): MemoryMailer {
  const sent: MailMessage[] = [];
  return {
    kind: 'memory',
    sent,
    send(message) {
      sent.push(message);
      return Promise.resolve();
    },
  };
}
