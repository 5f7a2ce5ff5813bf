import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  // app/: the composed shell (the signed-in layout) has stories of its own; nothing outside app/ imports it.
  stories: ['../ui/**/*.stories.@(ts|tsx)', '../pages/**/*.stories.@(ts|tsx)', '../app/**/*.stories.@(ts|tsx)'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
  typescript: { reactDocgen: 'react-docgen' },
};

export default config;
