import nodemailer from 'nodemailer';
import type Mail from 'nodemailer/lib/mailer/index.js';
import type { MailConfig } from '../config.ts';
import type { Db } from '../db/connect.ts';
import { mailOutbox } from '../db/schema.ts';

/** Where messages go: an SMTP server, or the outbox table when none is configured. */
export interface MailTransport {
  kind: 'smtp' | 'outbox';
  /** Sends one message; throws what the SMTP server or the connection said (see `failureOf`). */
  send: (message: Mail.Options, mailId: number | null) => Promise<void>;
  close: () => void;
}

/** The outbox: the message as it would go over SMTP (RFC 822 text), one row each. */
const outboxTransport = (db: Db): MailTransport => {
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    kind: 'outbox',
    send: async (message, mailId) => {
      const info = await composer.sendMail(message);
      await db.insert(mailOutbox).values({
        mailId,
        to: String(message.to),
        subject: String(message.subject ?? ''),
        raw: (info.message as Buffer).toString('utf8'),
      });
    },
    close: () => composer.close(),
  };
};

const smtpTransport = (smtp: NonNullable<MailConfig['smtp']>): MailTransport => {
  const transporter = nodemailer.createTransport({
    host: smtp.host,
    port: smtp.port,
    secure: smtp.secure,
    ignoreTLS: smtp.ignoreTls,
    ...(smtp.auth ? { auth: smtp.auth } : {}),
    // One connection kept open for a whole send: the rate is ours (MAIL_RATE_PER_SECOND).
    pool: true,
    maxConnections: 1,
    connectionTimeout: 30_000,
    greetingTimeout: 30_000,
    socketTimeout: 60_000,
  });
  return {
    kind: 'smtp',
    send: async (message) => {
      await transporter.sendMail(message);
    },
    close: () => transporter.close(),
  };
};

export const transportOf = (config: MailConfig, db: Db): MailTransport =>
  config.smtp ? smtpTransport(config.smtp) : outboxTransport(db);

const CONNECTION_ERRORS = new Set([
  'ECONNECTION',
  'ETIMEDOUT',
  'ESOCKET',
  'EDNS',
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
  'ETLS',
]);

/**
 * What a failed send means: the SMTP server's 5xx is permanent (the address does not exist, the message is
 * refused); its 4xx and a connection that failed are temporary, worth another attempt later.
 */
export const failureOf = (error: unknown): { temporary: boolean; message: string } => {
  const { responseCode, code, response, message } = error as {
    responseCode?: number;
    code?: string;
    response?: string;
    message?: string;
  };
  const text = (response || message || String(error)).slice(0, 1000);
  if (typeof responseCode === 'number') return { temporary: responseCode < 500, message: text };
  return { temporary: code === undefined || CONNECTION_ERRORS.has(code), message: text };
};
