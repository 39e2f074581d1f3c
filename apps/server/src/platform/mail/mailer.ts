import nodemailer from 'nodemailer';
import { AppError } from '../http/errors.ts';
import { messages } from '@iyl/core/catalog/messages';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  headers?: Record<string, string>;
}

export interface OutboxEntry extends MailMessage {
  id: number;
  sentAt: Date;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  /** Closes kept connections (on shutdown). */
  close?(): void;
  /** Present only in development without SMTP_URL: the messages that were "sent". */
  outbox?: OutboxEntry[];
}

interface Logger {
  info(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

const OUTBOX_SIZE = 100;

export function createMailer(options: { smtpUrl?: string; from: string; log: Logger; print?: (text: string) => void }): Mailer {
  if (!options.smtpUrl) {
    const outbox: OutboxEntry[] = [];
    let next = 1;
    const print = options.print ?? ((text: string) => process.stdout.write(text));
    return {
      outbox,
      async send(message) {
        outbox.unshift({ ...message, id: next++, sentAt: new Date() });
        outbox.length = Math.min(outbox.length, OUTBOX_SIZE);
        // Development outbox: the newcomer reads their code here or on /dev/mail.
        print(`\n--- dev outbox: mail to ${message.to} ---\nSubject: ${message.subject}\n\n${message.text}\n--- end of mail (also at /dev/mail) ---\n\n`);
      },
    };
  }
  const transport = nodemailer.createTransport({
    url: options.smtpUrl,
    // A pool of kept connections: reminders due in the same minute go out over a few connections.
    pool: true,
    maxConnections: 5,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  return {
    close: () => transport.close(),
    async send(message) {
      try {
        await transport.sendMail({ from: options.from, ...message });
        options.log.info({ to: message.to, subject: message.subject }, 'mail sent');
      } catch (err) {
        options.log.error({ err: { message: (err as Error).message }, subject: message.subject }, 'mail send failed');
        throw new AppError(502, 'MAIL_FAILED', messages.mailFailed);
      }
    },
  };
}
