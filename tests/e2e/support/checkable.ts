import type { Locator } from 'playwright-core';
import { expect } from 'vitest';

/**
 * Sets an Ark checkbox, switch or radio (its input is drawn hidden, hence `force`). Their state is drawn a
 * moment after the click (their machine answers, then React), while Playwright's `check()` reads it at once
 * and fails under load: one click, then the state is waited for.
 */
export const setChecked = async (box: Locator, checked = true): Promise<void> => {
  if ((await box.isChecked()) === checked) return;
  await box.click({ force: true });
  await expect.poll(() => box.isChecked(), { timeout: 10_000 }).toBe(checked);
};
