import type { Locator, Page } from 'playwright-core';

/**
 * Waits for the page to draw twice: what a timer of the page's set off (a state change, React's render of it)
 * is on screen by then. For checks right after `page.clock.fastForward`, which fires the timers due in the
 * page but returns before the page has drawn what they changed.
 */
export const drawnTwice = (page: Page): Promise<void> =>
  page.evaluate(() => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))));

/** Whether the message (an item of the message overlay) is still shown and not fading out. */
export const stillShown = async (message: Locator): Promise<boolean> =>
  (await message.count()) === 1 && (await message.getAttribute('data-state')) === 'open';
