/** What the outbox hands to a transport. `id` becomes the Message-ID, so a resend can be recognised. */
export type MailMessage = { id: string; from: string; to: string; replyTo?: string; subject: string; text: string };

export interface Mailer {
  /** A short name for logs and /healthz: smtp, eml-folder, memory. */
  readonly kind: string;
  /** Resolves once the message is accepted; rejects when it must be tried again later. */
  send(message: MailMessage): Promise<void>;
  close?(): Promise<void>;
}

export function messageId(id: string, from: string): string {
  const domain = /@([^>\s]+)/.exec(from)?.[1] ?? 'localhost';
  return `<${id}@${domain}>`;
}
