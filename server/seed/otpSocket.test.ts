import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeForStep, newSecret, stepAt } from '../auth/totp.ts';
import { readConfig } from '../config.ts';
import { accounts } from '../db/schema.ts';
import { type RunningServer, startServer } from '../start.ts';
import { askRunningServer, otpSocketPath } from './otpSocket.ts';

const run = promisify(execFile);
const FORM = 'form@example.go.jp';

/** `npm run --silent otp -- <email>` as the README gives it, beside the server on `dataDir`. */
const otpScript = (dataDir: string, email: string) =>
  run(process.execPath, ['--import', 'tsx', 'server/seed/otp-code.ts', email], {
    cwd: join(import.meta.dirname, '../..'),
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
  }).then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (error: { code: number; stdout: string; stderr: string }) => error,
  );

/** The codes of this step and the one before (a step may end between the script and the check). */
const codesAround = (secret: string) => {
  const step = stepAt(new Date());
  return [codeForStep(secret, step), codeForStep(secret, step - 1)];
};

const startOn = (dataDir: string, development: boolean) =>
  startServer(
    {
      ...readConfig({}),
      dataDir,
      databaseUrl: undefined,
      development,
      port: 0,
      consoleDir: '/nonexistent',
      hub: 'test',
    },
    { logLevel: 'silent' },
  );

describe('npm run otp beside a running server (PGlite folder in use)', () => {
  let dataDir = '';
  let server: RunningServer | undefined;
  const secret = newSecret();

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'console-otp-'));
    server = await startOn(dataDir, true);
    // form@ enrols its own authenticator app: its secret exists only in the database.
    await server.database.db.update(accounts).set({ otpSecret: secret }).where(eq(accounts.email, FORM));
  }, 120_000);
  afterAll(async () => {
    await server?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('prints the code of the stored secret alone on the first line, the rest on stderr', async () => {
    const { code, stdout, stderr } = await otpScript(dataDir, FORM);
    expect(code).toBe(0);
    expect(stdout).toMatch(/^\d{6}\n$/);
    expect(codesAround(secret)).toContain(stdout.trim());
    expect(stderr).toMatch(/あと\d+秒有効/);
  }, 30_000);

  it('passes on the refusal for an unknown account', async () => {
    expect(await askRunningServer(dataDir, 'nobody@example.go.jp')).toEqual({
      ok: false,
      message: 'nobody@example.go.jp というアカウントはありません。',
    });
  });

  it('closes the socket with the server', async () => {
    await server?.close();
    server = undefined;
    expect(await askRunningServer(dataDir, FORM, 1000)).toBeUndefined();
    if (process.platform !== 'win32') expect(existsSync(join(otpSocketPath(dataDir), '..'))).toBe(false);
  });
});

describe('a server in production mode (NODE_ENV=production)', () => {
  let dataDir = '';
  let server: RunningServer | undefined;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'console-otp-prod-'));
    server = await startOn(dataDir, false);
  }, 120_000);
  afterAll(async () => {
    await server?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('opens no socket: the script says the folder is in use, and prints nothing on stdout', async () => {
    expect(await askRunningServer(dataDir, FORM, 1000)).toBeUndefined();
    const { code, stdout, stderr } = await otpScript(dataDir, FORM);
    expect(code).toBe(1);
    expect(stdout).toBe('');
    expect(stderr).toContain('サーバーが使用中');
  }, 30_000);
});
