import type { TestRunnerConfig } from '@storybook/test-runner';
import { checkA11y, injectAxe } from 'axe-playwright';

// Every story is checked by axe after its play function; one violation fails the run.
const config: TestRunnerConfig = {
  async preVisit(page) {
    // A file's stories share one page: axe is put into it once.
    if (await page.evaluate(() => !('axe' in window))) await injectAxe(page);
  },
  async postVisit(page) {
    // 'body', not '#storybook-root': Ark renders dialogs and popovers in portals outside the root.
    await checkA11y(page, 'body', {
      verbose: false,
      detailedReport: true,
      detailedReportOptions: { html: true },
      // axe runs every rule either way; this only spares building the passing nodes' details (~0.3 s a story).
      axeOptions: { resultTypes: ['violations'] },
    });
  },
};

export default config;
