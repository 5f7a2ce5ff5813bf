import type { Page } from 'playwright-core';

/**
 * Waits until the work the page had queued has run: a few rounds of a posted message (React renders and
 * runs effects in posted-message tasks, and so do the routers' blockers it registers) and an animation
 * frame. For what has no visible state of its own, such as a guard armed after typing; not a timer.
 */
export const idle = (page: Page, rounds = 3): Promise<void> =>
  page.evaluate(async (count) => {
    for (let round = 0; round < count; round += 1) {
      await new Promise<void>((done) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => done();
        channel.port2.postMessage(null);
      });
      await new Promise((done) => requestAnimationFrame(done));
    }
  }, rounds);
