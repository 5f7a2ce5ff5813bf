import { readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { PRERENDERED_ID } from '../../../app/prerender/markers.ts';
import { codeForStep, stepAt } from '../../../server/auth/totp.ts';
import { DEMO_PASSWORD, demoOtpSecret } from '../../../server/seed/demoAccounts.ts';

/**
 * Sign-in helpers for the end-to-end flows: real one-time codes from the demo accounts' secrets.
 *
 * The server spends each 30-second step once per account (replay protection) and accepts the step
 * either side of now, so two sign-ins of one account in one step use now and now + 1; a third waits.
 * Test files run one after another in separate module instances and share the one server, so the spent
 * steps are kept in a file rather than in memory, by server: a file with a server of its own (a database of
 * its own) does not wait for the steps the shared one spent, nor make it wait.
 */
const PERIOD_MS = 30_000;
const spentFile = join(tmpdir(), 'console-e2e-spent-otp-steps.json');

const readSpent = (): Record<string, number> => {
  try {
    return JSON.parse(readFileSync(spentFile, 'utf8')) as Record<string, number>;
  } catch {
    return {};
  }
};

export const freshCode = async (baseUrl: string, secret: string): Promise<string> => {
  const key = `${baseUrl} ${secret}`;
  for (;;) {
    const spent = readSpent();
    const current = stepAt(new Date());
    const step = Math.max(current, (spent[key] ?? Number.NEGATIVE_INFINITY) + 1);
    if (step <= current + 1) {
      writeFileSync(spentFile, JSON.stringify({ ...spent, [key]: step }));
      return codeForStep(secret, step);
    }
    const waitMs = PERIOD_MS - (Date.now() % PERIOD_MS) + 200;
    // Said, so a run's log shows what the spent steps cost it (a file that signs one account in three times).
    process.stderr.write(`one-time code: both steps of an account on ${baseUrl} are spent; waiting ${waitMs} ms\n`);
    await new Promise((wait) => setTimeout(wait, waitMs));
  }
};

/** A code of a demo account that the server at `baseUrl` has not spent. */
export const demoCode = (baseUrl: string, email: string): Promise<string> => freshCode(baseUrl, demoOtpSecret(email));

/** A field by its whole label (required fields' labels end in a 「必須」 badge, hidden from screen readers). */
export const field = (page: Page, label: string) =>
  page.getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(必須)?$`));

/** How long the console may take to start on a loaded machine and take the picture's place. */
const CONSOLE_START_TIMEOUT_MS = 30_000;

/**
 * Fills the console's login form and submits it. On `/` signed out, index.html's picture of the form shows
 * first and the console takes its place once its authentication check has answered (app/prerender): this
 * waits for the console's own form (CI, 2026-11-29: the picture's fields were filled, then both forms'
 * buttons were there at the click).
 */
export const submitPassword = async (page: Page, email: string, password = DEMO_PASSWORD): Promise<void> => {
  await page.locator(`#${PRERENDERED_ID}`).waitFor({ state: 'detached', timeout: CONSOLE_START_TIMEOUT_MS });
  await page.getByRole('heading', { level: 1, name: 'ログイン' }).waitFor();
  await field(page, 'メールアドレス').fill(email);
  await field(page, 'パスワード').fill(password);
  await page.getByRole('button', { name: 'ログインする' }).click();
};

/** Password and a one-time code of an enrolled demo account, from the login screen to the overview. */
export const signInEnrolled = async (page: Page, baseUrl: string, email: string): Promise<void> => {
  await submitPassword(page, email);
  await page.waitForURL(`${baseUrl}/login/verify-token`);
  await field(page, 'ワンタイムパスワード').fill(await demoCode(baseUrl, email));
  await page.getByRole('button', { name: 'ログインする' }).click();
  await page.waitForURL(`${baseUrl}/overview`);
  // Not by role: a dialog opened on arrival (a draft offered back) hides the page from the accessibility tree.
  await page.locator('h1', { hasText: 'ホーム' }).waitFor();
};

/** A session for API calls (the cookie header), without a browser. */
export const apiSession = async (baseUrl: string, email: string): Promise<string> => {
  const post = (path: string, body: unknown) =>
    fetch(`${baseUrl}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
  const login = (await (await post('/auth/login', { email, password: DEMO_PASSWORD })).json()) as { require?: string };
  if (login.require !== 'otp') throw new Error(`${email}: expected require otp, got ${JSON.stringify(login)}`);
  const verified = await post(`/auth/login/verify/${encodeURIComponent(email)}`, {
    password: DEMO_PASSWORD,
    token: await demoCode(baseUrl, email),
  });
  const cookie = verified.headers.getSetCookie().find((header) => header.startsWith('console_session='));
  if (!cookie) throw new Error(`${email}: no session cookie (${verified.status} ${await verified.text()})`);
  return cookie.split(';')[0] as string;
};

/** Everything in the page's local and session storage. */
export const storageOf = (page: Page) =>
  page.evaluate(() => ({
    local: Object.fromEntries(Object.entries(localStorage)),
    session: Object.fromEntries(Object.entries(sessionStorage)),
  }));
