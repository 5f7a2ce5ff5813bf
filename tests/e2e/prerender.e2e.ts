import type { Page, Route } from 'playwright-core';
import { afterEach, expect, inject, test } from 'vitest';
import { DEMO_PASSWORD } from '../../server/seed/demoAccounts.ts';
import { type OpenBrowser, openBrowser } from './harness/browser.ts';
import { apiSession, field } from './support/signIn.ts';

/**
 * Issue 15: index.html carries a picture of the sign-in screen (scripts/prerenderSignIn.ts), shown before the
 * console's code runs to a visitor on `/` who is not known to be signed in — a form that can be filled in and
 * sent at once — and replaced by the console's own in place, with what was typed. The harness fails each test on a CSP violation: the gate script runs under the real policy.
 */
const baseUrl = inject('baseUrl');
const PICTURE = '#sign-in-prerendered';
let open: OpenBrowser | undefined;

afterEach(async () => {
  await open?.close();
  open = undefined;
});

/** Holds every script of the build until `release` is called: the page as it is before its code runs. */
const holdScripts = async (page: Page) => {
  const held: Route[] = [];
  let released = false;
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    if (released) return route.continue();
    held.push(route);
  });
  return async () => {
    released = true;
    await Promise.all(held.map((route) => route.continue()));
  };
};

/** The sign-in sendings a page makes: the browser's own would go to `/`, the console's to the spec's call. */
const postsTo = (page: Page) => {
  const posts: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (request.method() === 'POST' && (path === '/' || path.startsWith('/auth'))) posts.push(path);
  });
  return posts;
};

/** Until every stylesheet index.html links has loaded (they hold the page's first paint, not its DOM). */
const stylesLoaded = (page: Page) =>
  page.waitForFunction(() =>
    [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].every((link) => link.sheet !== null),
  );

const boxOf = async (page: Page, selector: string) => {
  const box = await page.locator(selector).boundingBox();
  if (!box) throw new Error(`${selector} has no box`);
  return box;
};

test('signed out on `/`: the sign-in form shows and can be filled in before any script, then the console takes its place', async () => {
  open = await openBrowser();
  const { page } = open;
  const release = await holdScripts(page);
  await page.goto(`${baseUrl}/`, { waitUntil: 'commit' });

  const picture = page.locator(PICTURE);
  await expect.poll(() => picture.locator('h1').textContent()).toBe('ログイン');
  await stylesLoaded(page);
  // The form itself, to everyone: by role and label, and typed into.
  await page.getByRole('heading', { level: 1, name: 'ログイン' }).waitFor();
  await field(page, 'メールアドレス').fill('someone@example.jp');
  await field(page, 'パスワード').fill('not-yet');
  await field(page, 'パスワード').press('Shift+Home');
  await field(page, 'パスワード').press('Backspace');
  await field(page, 'パスワード').pressSequentially('pass');
  const before = await boxOf(page, `${PICTURE} h1`);
  const fieldBefore = await boxOf(page, `${PICTURE} input[name="password"]`);

  await release();
  // The console's start, in steps (app/startSteps.ts): about a second on this kind of machine, more under load.
  await expect.poll(() => picture.count(), { timeout: 15_000 }).toBe(0);
  // In the same place, with what was typed and the focus where it was: the caret goes on from there.
  expect(await boxOf(page, '#root h1')).toEqual(before);
  expect(await boxOf(page, '#root input[name="password"]')).toEqual(fieldBefore);
  expect(await field(page, 'メールアドレス').inputValue()).toBe('someone@example.jp');
  await page.keyboard.type('word');
  expect(await field(page, 'パスワード').inputValue()).toBe('password');
  expect(await page.getByRole('heading', { level: 1, name: 'ログイン' }).count()).toBe(1);
});

test('sent before the console runs: held (the button busy, nothing sent by the browser), then sent by the console', async () => {
  open = await openBrowser();
  const { page } = open;
  const posts = postsTo(page);
  const release = await holdScripts(page);
  await page.goto(`${baseUrl}/`, { waitUntil: 'commit' });
  await stylesLoaded(page);
  await field(page, 'メールアドレス').fill('admin@example.go.jp');
  await field(page, 'パスワード').fill(DEMO_PASSWORD);
  await field(page, 'パスワード').press('Enter');
  const button = page.getByRole('button', { name: 'ログインする' });
  await expect.poll(() => button.getAttribute('aria-busy')).toBe('true');
  // The console's busy mark, as its own button shows while sending.
  expect(await button.locator('svg').count()).toBe(1);
  expect(page.url()).toBe(`${baseUrl}/`);
  expect(posts).toEqual([]);

  await release();
  await page.waitForURL(`${baseUrl}/login/verify-token`);
  expect(posts).toEqual(['/auth/login']);
});

test('signed in after all (a session, but no login time kept): the picture just goes, nothing typed into it is sent', async () => {
  const [name = '', ...value] = (await apiSession(baseUrl, 'koho@example.go.jp')).split('=');
  open = await openBrowser();
  const { page, context } = open;
  await context.addCookies([{ name, value: value.join('='), url: baseUrl }]);
  const posts = postsTo(page);
  const release = await holdScripts(page);
  await page.goto(`${baseUrl}/`, { waitUntil: 'commit' });
  await stylesLoaded(page);
  await field(page, 'メールアドレス').fill('someone@example.jp');
  await field(page, 'パスワード').fill('typed-anyway');
  await field(page, 'パスワード').press('Enter');
  await expect.poll(() => page.getByRole('button', { name: 'ログインする' }).getAttribute('aria-busy')).toBe('true');

  await release();
  await page.waitForURL(`${baseUrl}/overview`);
  await page.locator('h1', { hasText: 'ホーム' }).waitFor();
  expect(await page.locator(PICTURE).count()).toBe(0);
  expect(posts).toEqual([]);
});

test('a visitor who signed in and has not signed out, and any other address, never see it', async () => {
  open = await openBrowser();
  const { page } = open;
  await page.addInitScript(() => {
    if (location.pathname === '/') localStorage.setItem('console-login-time', String(Date.now()));
  });
  const release = await holdScripts(page);
  await page.goto(`${baseUrl}/`, { waitUntil: 'commit' });
  await expect.poll(() => page.locator('html').getAttribute('data-prerender-off')).toBe('');
  await stylesLoaded(page);
  expect(await page.locator(`${PICTURE} h1`).isVisible()).toBe(false);

  await page.goto(`${baseUrl}/group`, { waitUntil: 'commit' });
  await expect.poll(() => page.locator('html').getAttribute('data-prerender-off')).toBe('');
  await stylesLoaded(page);
  expect(await page.locator(`${PICTURE} h1`).isVisible()).toBe(false);
  await release();
});

test('the policy allows the inline gate script by its hash, not by unsafe-inline', async () => {
  const response = await fetch(`${baseUrl}/`);
  const scriptSrc =
    (response.headers.get('content-security-policy') ?? '').split('; ').find((part) => part.startsWith('script-src')) ??
    '';
  expect(scriptSrc).toMatch(/^script-src 'self' 'sha256-[A-Za-z0-9+/]+=*'$/);
});

test('when the console’s code cannot be fetched, the picture goes and a Japanese message says what to do', async () => {
  open = await openBrowser();
  const { page } = open;
  await page.route(/\/assets\/start-[\w-]+\.js$/, (route) => route.abort('connectionfailed'));
  await page.goto(`${baseUrl}/`, { waitUntil: 'commit' });
  await page
    .getByText('コンソールの読み込みに失敗しました。通信状況を確認して、ページを再読み込みしてください。')
    .waitFor();
  expect(await page.locator(PICTURE).count()).toBe(0);
});
