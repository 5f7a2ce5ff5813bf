import type { TestRunnerConfig } from '@storybook/test-runner';
import { checkA11y, injectAxe } from 'axe-playwright';

// Every story is checked by axe after its play function; one violation fails the run.
const config: TestRunnerConfig = {
  async preVisit(page) {
    await injectAxe(page);
  },
  async postVisit(page) {
    // 'body', not '#storybook-root': Ark renders dialogs and popovers in portals outside the root.
    await checkA11y(page, 'body', { verbose: false, detailedReport: true, detailedReportOptions: { html: true } });
  },
};

export default config;
