import type { HtmlTagDescriptor, Plugin, Rollup } from 'vite';
import { startAssets } from './startAssets.ts';

/** How a preload list in a built chunk names a file: `"assets/x.css"`. */
const named = (file: string) => JSON.stringify(file);

/**
 * Vite plugin: the built index.html links the stylesheets of the console's start and of the sign-in screen
 * (scripts/startAssets.ts) as one file, their rules in the same order. The first paint waits for them, and
 * index.html's picture of the sign-in screen is drawn with them (scripts/prerenderSignIn.ts): one request
 * instead of nine, a round trip less on a slow line before anything shows (Lighthouse's simulated slow 4G
 * counted ~220 ms for the nine). The start's scripts do not ask for those files again: where Vite's preload
 * list of a dynamic import names one of them, it names the combined one instead, which the page already has.
 */
export const linkStartStyles = (): Plugin[] => {
  let startStyles: string[] = [];
  let combined: string | undefined;
  const combine: Plugin = {
    name: 'console:link-start-styles',
    apply: 'build',
    generateBundle: {
      order: 'pre',
      handler(_options, bundle) {
        startStyles = startAssets(bundle).styles;
        const source = startStyles
          .map((file) => {
            const asset = bundle[file];
            if (asset?.type !== 'asset') throw new Error(`linkStartStyles: ${file} is not in the build`);
            return String(asset.source);
          })
          .join('\n');
        combined = this.getFileName(this.emitFile({ type: 'asset', name: 'start-styles.css', source }));
      },
    },
    transformIndexHtml: {
      order: 'post',
      handler: (): HtmlTagDescriptor[] =>
        combined
          ? [{ tag: 'link', attrs: { rel: 'stylesheet', crossorigin: true, href: `/${combined}` }, injectTo: 'head' }]
          : [],
    },
  };
  // Vite writes the preload lists in its own generateBundle (vite:build-import-analysis): this one runs after.
  const repoint: Plugin = {
    name: 'console:link-start-styles:preload-lists',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        if (combined) pointAtCombined(bundle, startStyles, combined);
      },
    },
  };
  return [combine, repoint];
};

/** The chunks' code with every preload list's start stylesheet named as the combined one. */
export const pointAtCombined = (bundle: Rollup.OutputBundle, styles: readonly string[], combined: string): void => {
  for (const output of Object.values(bundle)) {
    if (output.type !== 'chunk') continue;
    for (const file of styles) output.code = output.code.replaceAll(named(file), named(combined));
  }
};
