import { createHash } from 'node:crypto';
import { lstatSync, mkdirSync, rmSync } from 'node:fs';
import { createConnection, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Db } from '../db/connect.ts';
import { type OtpCodeAnswer, storedOtpCode } from './otpCode.ts';

/**
 * How `npm run otp` reads a one-time code while the server holds the PGlite data folder (which only one
 * process may open): the server answers on a local socket, never on its HTTP port. Development only: the
 * server opens it when it runs on a PGlite folder and `NODE_ENV` is not `production` (server/config.ts).
 *
 * The socket lives in a folder of the temp directory named after the data folder, created owner-only
 * (0700): other users of the machine cannot connect. Protocol: one JSON line `{"email": "…"}` in, one JSON
 * line out (`OtpCodeAnswer`), then the server closes the connection. Windows uses a named pipe instead.
 */
const socketName = (dataDir: string) =>
  `agency-console-otp-${createHash('sha256').update(resolve(dataDir)).digest('hex').slice(0, 16)}`;

export const otpSocketPath = (dataDir: string): string =>
  process.platform === 'win32'
    ? `\\\\.\\pipe\\${socketName(dataDir)}`
    : join(tmpdir(), socketName(dataDir), 'otp.sock');

/** The owner-only folder of the socket, made when missing; undefined when someone else's is in the way. */
const privateFolder = (path: string): string | undefined => {
  const folder = join(path, '..');
  mkdirSync(folder, { recursive: true, mode: 0o700 });
  const stat = lstatSync(folder);
  const ours = stat.isDirectory() && stat.uid === process.getuid?.() && (stat.mode & 0o077) === 0;
  return ours ? folder : undefined;
};

const MAX_REQUEST = 1024;

export interface OtpSocket {
  path: string;
  close: () => Promise<void>;
}

/** Starts answering `npm run otp` for the database of `dataDir`; undefined when the socket cannot be made. */
export const serveOtpCodes = async (db: Db, dataDir: string, now: () => Date): Promise<OtpSocket | undefined> => {
  const path = otpSocketPath(dataDir);
  if (process.platform !== 'win32') {
    if (!privateFolder(path)) return undefined;
    // Left by a server that did not stop cleanly: the data folder is ours now, so is its socket.
    rmSync(path, { force: true });
  }
  const server = createServer((socket) => {
    let request = '';
    socket.setEncoding('utf8');
    socket.setTimeout(5000, () => socket.destroy());
    socket.on('error', () => socket.destroy());
    socket.on('data', async (chunk: string) => {
      request += chunk;
      if (request.length > MAX_REQUEST) return socket.destroy();
      if (!request.includes('\n')) return;
      socket.pause();
      let answer: OtpCodeAnswer;
      try {
        const { email } = JSON.parse(request.slice(0, request.indexOf('\n'))) as { email?: unknown };
        answer =
          typeof email === 'string'
            ? await storedOtpCode(db, email, now())
            : { ok: false, message: 'メールアドレスがありません。' };
      } catch {
        answer = { ok: false, message: 'サーバーがワンタイムパスワードを読み取れませんでした。' };
      }
      socket.end(`${JSON.stringify(answer)}\n`);
    });
  });
  const listening = await new Promise<boolean>((done) => {
    server.once('error', () => done(false));
    server.listen(path, () => done(true));
  });
  if (!listening) return undefined;
  return {
    path,
    close: async () => {
      await new Promise<void>((done) => server.close(() => done()));
      if (process.platform !== 'win32') rmSync(join(path, '..'), { recursive: true, force: true });
    },
  };
};

/**
 * Asks the server running on `dataDir` for the account's current code; undefined when no server answers
 * (none runs, it runs with NODE_ENV=production, or as another user).
 */
export const askRunningServer = (
  dataDir: string,
  email: string,
  timeoutMs = 5000,
): Promise<OtpCodeAnswer | undefined> =>
  new Promise((done) => {
    let answer = '';
    const socket = createConnection(otpSocketPath(dataDir));
    socket.setEncoding('utf8');
    socket.setTimeout(timeoutMs, () => {
      socket.destroy();
      done(undefined);
    });
    socket.on('error', () => done(undefined));
    socket.on('connect', () => socket.write(`${JSON.stringify({ email })}\n`));
    socket.on('data', (chunk: string) => {
      answer += chunk;
    });
    socket.on('end', () => {
      try {
        done(JSON.parse(answer) as OtpCodeAnswer);
      } catch {
        done(undefined);
      }
    });
  });
