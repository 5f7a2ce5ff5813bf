import type { HtmlTagDescriptor, Plugin } from 'vite';
import { startAssets } from './startAssets.ts';

/**
 * Vite plugin: the built index.html links the stylesheets of the console's start and of the sign-in screen
 * (scripts/startAssets.ts). The first paint waits for them, and index.html's picture of the sign-in screen
 * is drawn with them (scripts/prerenderSignIn.ts); their scripts are fetched as the page starts (issue 15).
 */
export const linkStartStyles = (): Plugin => ({
  name: 'console:link-start-styles',
  apply: 'build',
  transformIndexHtml: {
    order: 'post',
    handler: (_html, context) =>
      context.bundle
        ? startAssets(context.bundle).styles.map(
            (file): HtmlTagDescriptor => ({
              tag: 'link',
              attrs: { rel: 'stylesheet', crossorigin: true, href: `/${file}` },
              injectTo: 'head',
            }),
          )
        : [],
  },
});
