import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface SmtpSinkOptions {
  /** How many times to refuse this recipient with a 4xx (temporary) before taking it. */
  failFirst?: (rcpt: string) => number;
  /** Refuse this recipient with a 5xx (permanent). */
  reject?: (rcpt: string) => boolean;
}

export interface SmtpSink {
  port: number;
  /** Every message taken, parsed, in the order they arrived. */
  messages: ParsedMail[];
  /** Resolves once `n` messages have arrived; rejects after `timeoutMs` (default 10 s) saying how many did. */
  waitForCount: (n: number, timeoutMs?: number) => Promise<void>;
  close: () => Promise<void>;
}

const smtpError = (responseCode: number, text: string) => Object.assign(new Error(text), { responseCode });

/**
 * An SMTP server for tests on 127.0.0.1 (a free port), without auth or TLS, that keeps what it is sent:
 * point SMTP_HOST=127.0.0.1, SMTP_PORT=port, SMTP_IGNORE_TLS=true at it.
 */
export const startSmtpSink = async (options: SmtpSinkOptions = {}): Promise<SmtpSink> => {
  const messages: ParsedMail[] = [];
  const refusedSoFar = new Map<string, number>();
  const waiters = new Set<() => void>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onRcptTo: (address, _session, callback) => {
      const rcpt = address.address.toLowerCase();
      if (options.reject?.(rcpt)) {
        callback(smtpError(550, `5.1.1 <${rcpt}>: Recipient address rejected: User unknown`));
        return;
      }
      const times = options.failFirst?.(rcpt) ?? 0;
      const refused = refusedSoFar.get(rcpt) ?? 0;
      if (refused < times) {
        refusedSoFar.set(rcpt, refused + 1);
        callback(smtpError(451, `4.3.0 <${rcpt}>: Temporary failure, try again later`));
        return;
      }
      callback();
    },
    onData: (stream, _session, callback) => {
      simpleParser(stream)
        .then((parsed) => {
          messages.push(parsed);
          for (const wake of waiters) wake();
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  server.on('error', () => {});
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    port,
    messages,
    waitForCount: (n, timeoutMs = 10_000) =>
      new Promise<void>((resolve, reject) => {
        const check = () => {
          if (messages.length < n) return;
          done();
          resolve();
        };
        const timer = setTimeout(() => {
          done();
          reject(new Error(`SMTP sink: ${messages.length} of ${n} messages after ${timeoutMs} ms`));
        }, timeoutMs);
        const done = () => {
          clearTimeout(timer);
          waiters.delete(check);
        };
        waiters.add(check);
        check();
      }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};
