import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { linkStartStyles } from './scripts/linkStartStyles.ts';
import { precompress } from './scripts/precompress.ts';
import { prerenderSignIn } from './scripts/prerenderSignIn.ts';
import { previewFrame } from './scripts/previewFrame.ts';

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin(), ...linkStartStyles(), prerenderSignIn(), previewFrame(), precompress()],
  build: {
    outDir: 'dist',
    sourcemap: true,
  },
  server: {
    proxy: {
      '/api': 'http://127.0.0.1:3000',
      // /auth and /auth/…, not the console's /author screens (a bare '/auth' would match them as a prefix).
      '^/auth(?:[/?]|$)': 'http://127.0.0.1:3000',
      '/common.css': 'http://127.0.0.1:3000',
      '/clients': { target: 'http://127.0.0.1:3000', ws: true },
    },
  },
  // `vite preview` serves only the built Storybook (scripts/test-stories.sh), which has the preview frame's
  // file: the dev server's proxies (its default) would send calls to a reference server that is not running.
  preview: { proxy: {} },
});
