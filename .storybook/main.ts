import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  // app/: the composed shell (the signed-in layout) has stories of its own; nothing outside app/ imports it.
  stories: ['../ui/**/*.stories.@(ts|tsx)', '../pages/**/*.stories.@(ts|tsx)', '../app/**/*.stories.@(ts|tsx)'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
  typescript: { reactDocgen: 'react-docgen' },
  // The console's own build steps (scripts/: compressed copies, the sign-in preload) are for its server and
  // its index.html, not for Storybook's build.
  viteFinal: (viteConfig) => ({
    ...viteConfig,
    plugins: [
      ...(viteConfig.plugins ?? []).filter(
        (plugin) =>
          !(plugin && typeof plugin === 'object' && 'name' in plugin && String(plugin.name).startsWith('console:')),
      ),
    ],
  }),
};

export default config;
