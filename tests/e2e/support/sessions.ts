import { readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContextOptions } from 'playwright-core';
import { type OpenBrowser, openBrowser } from '../harness/browser.ts';
import { apiSession, signInEnrolled } from './signIn.ts';

/**
 * Signed-in browsers without a sign-in each: every sign-in spends a one-time-code step of its account, and
 * the server takes two per 30-second step, so a third one in a run waits up to 30 seconds.
 *
 * A session is kept per server address and account in a temp file (test files run in separate module
 * instances, one after another). It is used again only while the server still answers it as signed in
 * as that account: a later run may get the same port with a fresh server, and a test may end the session.
 */
type StorageState = Exclude<BrowserContextOptions['storageState'], string | undefined>;

const sessionsFile = join(tmpdir(), 'console-e2e-sessions.json');

const readSessions = (): Record<string, StorageState> => {
  try {
    return JSON.parse(readFileSync(sessionsFile, 'utf8')) as Record<string, StorageState>;
  } catch {
    return {};
  }
};

const stillSignedIn = async (baseUrl: string, email: string, state: StorageState): Promise<boolean> => {
  const cookie = state.cookies.find((candidate) => candidate.name === 'console_session');
  if (!cookie) return false;
  const response = await fetch(`${baseUrl}/auth`, { headers: { cookie: `${cookie.name}=${cookie.value}` } });
  if (!response.ok) return false;
  const answer = (await response.json()) as { tokenInfo?: { email?: string } };
  return answer.tokenInfo?.email === email;
};

/** A browser on the overview signed in as an enrolled demo account: the run's saved session, or a new sign-in. */
export const openSignedIn = async (baseUrl: string, email: string): Promise<OpenBrowser> => {
  const key = `${baseUrl} ${email}`;
  const saved = readSessions()[key];
  if (saved && (await stillSignedIn(baseUrl, email, saved))) {
    const opened = await openBrowser({ storageState: saved });
    await opened.page.goto(`${baseUrl}/overview`);
    await opened.page.locator('h1', { hasText: 'ホーム' }).waitFor();
    return opened;
  }
  const opened = await openBrowser();
  await opened.page.goto(`${baseUrl}/`);
  await signInEnrolled(opened.page, baseUrl, email);
  writeFileSync(sessionsFile, JSON.stringify({ ...readSessions(), [key]: await opened.context.storageState() }));
  return opened;
};

/**
 * A cookie header for API calls as an enrolled demo account: the run's saved session while the server still
 * answers it as that account (no one-time code spent), else a sign-in through the API (not saved).
 */
export const runSessionCookie = async (baseUrl: string, email: string): Promise<string> => {
  const saved = readSessions()[`${baseUrl} ${email}`];
  const cookie = saved?.cookies.find((candidate) => candidate.name === 'console_session');
  if (saved && cookie && (await stillSignedIn(baseUrl, email, saved))) return `${cookie.name}=${cookie.value}`;
  return apiSession(baseUrl, email);
};

/** A second context in the same browser with the same session: another window of the same signed-in user. */
export const openSameSession = async (from: OpenBrowser): Promise<OpenBrowser> => {
  const context = await from.browser.newContext({
    locale: 'ja-JP',
    timezoneId: 'Asia/Tokyo',
    storageState: await from.context.storageState(),
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return { browser: from.browser, context, page, errors, close: () => context.close() };
};
