import { type Browser, type BrowserContext, type BrowserContextOptions, chromium, type Page } from 'playwright-core';
import { chromiumArgs, chromiumPath } from '../../chromium-args.mjs';
import { watchPolicyViolations } from './policyViolations.ts';

export interface OpenBrowser {
  browser: Browser;
  context: BrowserContext;
  page: Page;
  /** Console errors and uncaught page errors seen so far. */
  errors: string[];
  close: () => Promise<void>;
}

/**
 * Launches Debian Chromium headless (Playwright gives each launch a new empty profile) with one page that
 * records errors. `options` go to its context, such as a saved session's `storageState`. Every context of the
 * browser, this one and any a test makes later, reports its CSP and Trusted Types violations
 * (./policyViolations.ts), which fail the test they happen in.
 */
export const openBrowser = async (options: BrowserContextOptions = {}): Promise<OpenBrowser> => {
  const browser = await chromium.launch({ executablePath: chromiumPath, headless: true, args: chromiumArgs });
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (contextOptions) => {
    const made = await newContext(contextOptions);
    await watchPolicyViolations(made);
    return made;
  };
  const context = await browser.newContext({ locale: 'ja-JP', timezoneId: 'Asia/Tokyo', ...options });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return { browser, context, page, errors, close: () => browser.close() };
};
