/* Sends through the SMTP server in SMTP_URL with nodemailer. */
import nodemailer from 'nodemailer';
import { nodemailerMessage, type Mailer, type MailMessage } from './mailer';

export function createSmtpMailer(url: string): Mailer {
  // One connection per message: the outbox sends slowly and retries, so pooling buys nothing.
  const transport = nodemailer.createTransport(url);
  return {
    kind: 'smtp',
    async send(message: MailMessage) {
      await transport.sendMail(nodemailerMessage(message));
    },
    async close() {
      transport.close();
    },
  };
}
