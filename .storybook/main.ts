import type { StorybookConfig } from '@storybook/react-vite';
import type { Plugin } from 'vite';
import { PREVIEW_FRAME_PATH, previewFrameHtml } from '../server/web/previewFrame.ts';

/**
 * ui/PagePreview's frame at the path the reference server answers it (server/web/previewFrame.ts, the one
 * copy of its markup): from the dev server, and as `cms-preview.html` in the build, which `vite preview`
 * (scripts/test-stories.sh) serves for `/cms-preview`.
 */
const previewFrame: Plugin = {
  name: 'storybook:cms-preview',
  configureServer: (server) => {
    server.middlewares.use(PREVIEW_FRAME_PATH, (_request, response) => {
      response.setHeader('Content-Type', 'text/html; charset=utf-8');
      response.end(previewFrameHtml);
    });
  },
  generateBundle() {
    this.emitFile({ type: 'asset', fileName: `${PREVIEW_FRAME_PATH.slice(1)}.html`, source: previewFrameHtml });
  },
};

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
      previewFrame,
    ],
  }),
};

export default config;
