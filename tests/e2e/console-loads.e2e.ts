import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import { type OpenBrowser, openBrowser } from './harness/browser.ts';

let open: OpenBrowser;
const baseUrl = inject('baseUrl');

beforeAll(async () => {
  open = await openBrowser();
});
afterAll(async () => {
  await open?.close();
});

test('the login route renders in Japanese without errors', async () => {
  const refused: string[] = [];
  open.page.on('response', (answer) => {
    if (answer.status() >= 400) refused.push(`${answer.status()} ${new URL(answer.url()).pathname}`);
  });
  const response = await open.page.goto(`${baseUrl}/`);
  expect(response?.status()).toBe(200);
  expect(await open.page.getAttribute('html', 'lang')).toBe('ja');
  await open.page.getByRole('heading', { level: 1 }).waitFor();
  expect(await open.page.title()).toContain('管理コンソール');
  // Signed out with no cookie, the start-up check (GET /auth, spec §7.1) is the spec's `error` in a 200:
  // no request is refused, so the browser's console stays clean (issue 15).
  expect(refused).toEqual([]);
  expect(open.errors).toEqual([]);
});

test('the server sends the security headers with the console', async () => {
  const response = await fetch(`${baseUrl}/`);
  const csp = response.headers.get('content-security-policy') ?? '';
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain("script-src 'self'");
  expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  expect(response.headers.get('referrer-policy')).toBeTruthy();
});

test('an unknown path counts down in Japanese and lands on the login route', async () => {
  await open.page.goto(`${baseUrl}/no-such-screen`);
  await open.page.getByText("The page you're looking for doesn't exist.").waitFor();
  await open.page.getByText(/5\s*秒後/).waitFor();
  await open.page.waitForURL(`${baseUrl}/`, { timeout: 10_000 });
});
