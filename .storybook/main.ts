import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  // app/: the composed shell (the signed-in layout) has stories of its own; nothing outside app/ imports it.
  stories: ['../ui/**/*.stories.@(ts|tsx)', '../pages/**/*.stories.@(ts|tsx)', '../app/**/*.stories.@(ts|tsx)'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
  typescript: { reactDocgen: 'react-docgen' },
  // The console's compressed copies are for its server (scripts/precompress.ts), not for Storybook's build.
  viteFinal: (viteConfig) => ({
    ...viteConfig,
    plugins: (viteConfig.plugins ?? []).filter(
      (plugin) => !(plugin && typeof plugin === 'object' && 'name' in plugin && plugin.name === 'console:precompress'),
    ),
  }),
};

export default config;
