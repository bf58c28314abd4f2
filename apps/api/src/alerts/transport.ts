import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';

// Where e-mails go: the SMTP server SMTP_URL names, or without it .eml files in DATA_DIR/outbox/
// (the embedded default: nothing leaves the machine, and the files open in any mail program).

export interface OutgoingMail {
  from: string;
  to: string;
  subject: string;
  text: string;
  headers: Record<string, string>;
  /** The queue's key: the file name of an .eml, the Message-ID's left part. */
  key: string;
}

export interface MailTransport {
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

const messageId = (mail: OutgoingMail, from: string) =>
  `<${mail.key.replace(/[^A-Za-z0-9_-]/g, '')}@${from.split('@')[1]?.replace(/[^A-Za-z0-9.-]/g, '') || 'localhost'}>`;

export function createMailTransport(options: { smtpUrl?: string; outboxDir: string }): MailTransport {
  if (options.smtpUrl) {
    const smtp = nodemailer.createTransport(options.smtpUrl);
    return {
      async send(mail) {
        await smtp.sendMail({
          from: mail.from,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          headers: mail.headers,
          messageId: messageId(mail, mail.from),
        });
      },
      close: () => smtp.close(),
    };
  }
  const stream = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(mail) {
      const info = await stream.sendMail({
        from: mail.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        headers: mail.headers,
        messageId: messageId(mail, mail.from),
      });
      await mkdir(options.outboxDir, { recursive: true });
      const name = `${Date.now()}-${mail.key.replace(/[^A-Za-z0-9_-]/g, '')}.eml`;
      // Written whole, then renamed: a reader of the folder never sees half a message.
      const partial = join(options.outboxDir, `.${name}.part`);
      await writeFile(partial, info.message as Buffer);
      await rename(partial, join(options.outboxDir, name));
    },
    close: () => {},
  };
}
