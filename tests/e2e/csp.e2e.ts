import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { type OpenBrowser, openBrowser } from './harness/browser.ts';
import { assertNoPolicyViolations, expectSanitisedMarkup, takePolicyViolations } from './harness/policyViolations.ts';

const baseUrl = inject('baseUrl');
let open: OpenBrowser;

beforeAll(async () => {
  open = await openBrowser();
  await open.page.goto(`${baseUrl}/`);
  await open.page.getByRole('heading', { level: 1, name: 'ログイン' }).waitFor();
});
afterAll(async () => {
  await open?.close();
});

describe('the console under its Content-Security-Policy', () => {
  test('is served with Trusted Types enforced: a string in an HTML sink is refused', async () => {
    const response = await fetch(`${baseUrl}/`);
    expect(response.headers.get('content-security-policy')).toContain("require-trusted-types-for 'script'");
    const outcome = await open.page.evaluate(
      () =>
        new Promise<string>((settled) => {
          let outcome = 'inserted';
          // The report is an event queued after the refusal: waited for, so that it has been sent.
          document.addEventListener('securitypolicyviolation', () => settled(outcome), { once: true });
          try {
            document.body.insertAdjacentHTML('beforeend', '<b>not trusted</b>');
            settled(outcome);
          } catch (error) {
            outcome = (error as Error).name;
          }
        }),
    );
    expect(outcome).toBe('TypeError');
    // The harness saw it, and would fail this test for it (taken here so that it does not).
    await expect(assertNoPolicyViolations()).rejects.toThrow(/require-trusted-types-for blocked trusted-types-sink/);
  });

  test('a CSP violation in the page fails the test too, even where sanitised markup is expected', async () => {
    expectSanitisedMarkup(open.context);
    // As above: the report is waited for in the page.
    await open.page.evaluate(
      () =>
        new Promise<void>((reported) => {
          document.addEventListener('securitypolicyviolation', () => reported(), { once: true });
          document.querySelector('h1')?.setAttribute('style', 'color: red');
        }),
    );
    await expect(assertNoPolicyViolations()).rejects.toThrow(/style-src-attr blocked inline at h1/);
  });

  test('a second context of the same browser is watched as well', async () => {
    const context = await open.browser.newContext();
    try {
      const page = await context.newPage();
      await page.goto(`${baseUrl}/`);
      await page.evaluate(
        () =>
          new Promise<void>((reported) => {
            document.addEventListener('securitypolicyviolation', () => reported(), { once: true });
            const image = document.createElement('img');
            image.src = 'https://elsewhere.example/pixel.png';
            document.body.append(image);
          }),
      );
      const seen = await takePolicyViolations();
      expect(seen.map((violation) => [violation.directive, violation.blocked, violation.expected])).toEqual([
        ['img-src', 'https://elsewhere.example/pixel.png', false],
      ]);
    } finally {
      await context.close();
    }
  });
});
