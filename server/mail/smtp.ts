/* Sends through the SMTP server in SMTP_URL with nodemailer. */
import nodemailer from 'nodemailer';
import { messageId, unsubscribeHeaders, type Mailer, type MailMessage } from './mailer';

export function createSmtpMailer(url: string): Mailer {
  // One connection per message: the outbox sends slowly and retries, so pooling buys nothing.
  const transport = nodemailer.createTransport(url);
  return {
    kind: 'smtp',
    async send(message: MailMessage) {
      await transport.sendMail({
        from: message.from,
        to: message.to,
        replyTo: message.replyTo,
        subject: message.subject,
        text: message.text,
        messageId: messageId(message.id, message.from),
        headers: unsubscribeHeaders(message),
      });
    },
    async close() {
      transport.close();
    },
  };
}
