import type { Locator } from 'playwright-core';
import { expect } from 'vitest';

/**
 * Sets an Ark checkbox, switch or radio. Ark draws each as a `<label>` around a visually hidden input: the
 * label is clicked as a person would, once it stands still and nothing covers it (a forced click on the
 * hidden input went to its coordinates at once, and under load a shifting layout sent it elsewhere). Their
 * state is drawn a moment after the click (their machine answers, then React), while Playwright's `check()`
 * reads it at once and fails under load: one click, then the state is waited for.
 */
export const setChecked = async (box: Locator, checked = true): Promise<void> => {
  if ((await box.isChecked()) === checked) return;
  const label = box.locator('xpath=ancestor::label[1]');
  if ((await label.count()) > 0) await label.click();
  else await box.click({ force: true });
  await expect.poll(() => box.isChecked()).toBe(checked);
};
