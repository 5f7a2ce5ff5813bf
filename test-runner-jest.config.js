import { getJestConfig } from '@storybook/test-runner';
import { chromiumArgs } from './tests/chromium-args.mjs';

const base = getJestConfig();

export default {
  ...base,
  testEnvironmentOptions: {
    ...base.testEnvironmentOptions,
    'jest-playwright': {
      ...base.testEnvironmentOptions['jest-playwright'],
      browsers: ['chromium'],
      launchOptions: {
        executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
        headless: true,
        args: chromiumArgs,
      },
    },
  },
};
