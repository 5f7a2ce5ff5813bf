import type { Page } from 'playwright-core';
import { oneTimeCodeOf, SPEC_ONLY_PASSWORD } from '../../specOnly/data.ts';
import { field, submitPassword } from './signIn.ts';

export { startSpecOnlyServer } from '../../specOnly/server.ts';
/**
 * Helpers for flows against the spec-only stand-in server (tests/specOnly): its accounts sign in with
 * their password and a one-time code from their authenticator secret (no replay rule: any code of the step).
 */
export { SPEC_ONLY_PASSWORD };

/** The signed-in user's type on the overview: the row after the term 「ログイン方法」. */
export const overviewAccountType = (page: Page) =>
  page.locator('dt', { hasText: /^ログイン方法$/ }).locator('xpath=following-sibling::dd[1]');

/** Password and a one-time code, from the login screen to the overview. */
export const signInSpecOnly = async (page: Page, baseUrl: string, email: string): Promise<void> => {
  await submitPassword(page, email, SPEC_ONLY_PASSWORD);
  await page.waitForURL(`${baseUrl}/login/verify-token`);
  await field(page, 'ワンタイムパスワード').fill(oneTimeCodeOf(email));
  await page.getByRole('button', { name: 'ログインする' }).click();
  await page.waitForURL(`${baseUrl}/overview`);
  await page.locator('h1', { hasText: 'ホーム' }).waitFor();
};
