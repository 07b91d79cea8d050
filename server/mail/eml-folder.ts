/* Without SMTP_URL, each mail is written to a folder as an .eml file a newcomer can open. */
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import { nodemailerMessage, type Mailer, type MailMessage } from './mailer';

export function createEmlFolderMailer(dir: string): Mailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    kind: 'eml-folder',
    async send(message: MailMessage) {
      const info = await transport.sendMail(nodemailerMessage(message));
      await mkdir(dir, { recursive: true });
      const file = path.join(dir, `${message.id}.eml`);
      // Write then rename, so a reader never sees half a file and a resend replaces the same file.
      await writeFile(`${file}.tmp`, info.message as Buffer);
      await rename(`${file}.tmp`, file);
    },
  };
}
