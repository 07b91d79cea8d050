import type { SendMailOptions } from 'nodemailer';

/** What the outbox hands to a transport. `id` becomes the Message-ID, so a resend can be recognised. */
export type MailMessage = {
  id: string;
  from: string;
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
  /** The HTML alternative of the text, when the mail has one. */
  html?: string;
  /** A mail to a newsletter subscriber: its one-click unsubscribe address (RFC 8058). */
  listUnsubscribe?: string;
};

/** The List-Unsubscribe and List-Unsubscribe-Post headers (RFC 8058) of a mail to a subscriber. */
function unsubscribeHeaders(message: MailMessage): Record<string, string> | undefined {
  if (!message.listUnsubscribe) return undefined;
  return { 'List-Unsubscribe': `<${message.listUnsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
}

export interface Mailer {
  /** A short name for logs and /healthz: smtp, eml-folder, memory. */
  readonly kind: string;
  /** Resolves once the message is accepted; rejects when it must be tried again later. */
  send(message: MailMessage): Promise<void>;
  close?(): Promise<void>;
}

function messageId(id: string, from: string): string {
  const domain = /@([^>\s]+)/.exec(from)?.[1] ?? 'localhost';
  return `<${id}@${domain}>`;
}

/** The message as nodemailer sends it over SMTP or writes it to an .eml file: the same headers either way. */
export function nodemailerMessage(message: MailMessage): SendMailOptions {
  return {
    from: message.from,
    to: message.to,
    replyTo: message.replyTo,
    subject: message.subject,
    text: message.text,
    html: message.html,
    messageId: messageId(message.id, message.from),
    headers: unsubscribeHeaders(message),
  };
}
