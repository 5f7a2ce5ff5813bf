import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { build, type Plugin, type ResolvedConfig } from 'vite';
import { prerenderGateScript } from '../app/prerender/gateScript.ts';
import { BUSY_MARK_ID, PRERENDERED_ID, START_CHUNKS_ID } from '../app/prerender/markers.ts';
import { inlineScriptHashes } from '../server/web/inlineScripts.ts';
import { startAssets } from './startAssets.ts';

const ROOT_ELEMENT = '<div id="root"></div>';

const MODULE_TAG = /<(?:script type="module"|link rel="modulepreload")(?=\s)/g;
const FORM_TAG = /<form(?=\s|>)/;
const STYLESHEET_LINK = /[ \t]*<link\b[^>]*\brel="stylesheet"[^>]*>\n?/g;

/**
 * index.html with the sign-in picture (app/prerender/markers.ts): the list of the start's chunks and the
 * gate script after the title, then the
 * stylesheets (the first paint waits for them, not for the scripts: asked for first, they are not queued
 * behind the entry chunk on the browser's few connections; the module scripts, which never hold the first
 * paint, are asked for at low priority so they do not compete with them), and the rendered screen just before the
 * console's root element: the form itself, usable before the console runs (app/prerender/markers.ts), with
 * the busy mark its button shows while a sending is held. It is
 * sent by POST should the gate script not hold it (no script at all), so a password never goes into an address.
 */
export const withPrerenderedSignIn = (
  html: string,
  {
    markup,
    busyMark,
    gateScript,
    startChunks,
  }: { markup: string; busyMark: string; gateScript: string; startChunks: readonly string[] },
): string => {
  if (!html.includes(ROOT_ELEMENT)) throw new Error(`prerenderSignIn: index.html has no ${ROOT_ELEMENT}`);
  if (!html.includes('</title>')) throw new Error('prerenderSignIn: index.html has no <title>');
  const stylesheets = [...html.matchAll(STYLESHEET_LINK)].map(([tag]) => `    ${tag.trim()}\n`).join('');
  if (!FORM_TAG.test(markup)) throw new Error('prerenderSignIn: the sign-in screen has no <form>');
  const form = markup.replace(FORM_TAG, '<form method="post"');
  const picture = `<div id="${PRERENDERED_ID}">${form}<template id="${BUSY_MARK_ID}">${busyMark}</template></div>`;
  return html
    .replace(STYLESHEET_LINK, '')
    .replace(MODULE_TAG, (tag) => `${tag} fetchpriority="low"`)
    .replace(
      '</title>',
      () =>
        `</title>\n    <script type="application/json" id="${START_CHUNKS_ID}">${JSON.stringify(startChunks)}</script>` +
        `\n    <script>${gateScript}</script>\n${stylesheets.trimEnd()}`,
    )
    .replace(ROOT_ELEMENT, () => `${picture}\n    ${ROOT_ELEMENT}`);
};

/** The stylesheets index.html links, as paths inside the build. */
export const linkedStylesheets = (html: string): string[] =>
  [...html.matchAll(STYLESHEET_LINK)].flatMap(([tag]) => {
    const href = tag.match(/\bhref="\/([^"]+)"/)?.[1];
    return href ? [href] : [];
  });

/** The class names of `markup` that none of `css` defines (a picture drawn with styles that never load). */
export const classesWithoutStyles = (markup: string, css: string): string[] => {
  const classes = new Set(
    [...markup.matchAll(/\bclass="([^"]*)"/g)].flatMap(([, list]) => (list ?? '').split(/\s+/).filter(Boolean)),
  );
  const defined = new Set([...css.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map(([, name]) => name));
  return [...classes].filter((name) => !defined.has(name));
};

/**
 * Renders the sign-in screen with the same components and styles the console mounts (an SSR build of
 * app/prerender/signInPage.tsx in production mode, so vanilla-extract names its classes as in the client
 * build), and writes it into the built index.html. Before the compressed copies are made (scripts/precompress.ts).
 */
export const prerenderSignIn = (): Plugin => {
  let config: ResolvedConfig;
  let startScripts: string[] = [];
  return {
    name: 'console:prerender-sign-in',
    apply: (_, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(resolved) {
      config = resolved;
    },
    writeBundle(_, bundle) {
      startScripts = startAssets(bundle).scripts.map((file) => `/${file}`);
    },
    closeBundle: {
      order: 'pre',
      sequential: true,
      async handler() {
        const outDir = resolve(config.root, config.build.outDir);
        // Inside the project: the rendered module imports React and the rest from its node_modules.
        const cache = join(config.root, 'node_modules', '.cache');
        mkdirSync(cache, { recursive: true });
        const work = mkdtempSync(join(cache, 'prerender-sign-in-'));
        try {
          await build({
            configFile: false,
            root: config.root,
            mode: 'production',
            logLevel: 'error',
            plugins: [vanillaExtractPlugin()],
            build: {
              ssr: resolve(config.root, 'app/prerender/signInPage.tsx'),
              outDir: work,
              emptyOutDir: true,
              sourcemap: false,
              minify: false,
              copyPublicDir: false,
            },
          });
          const { renderSignInPage, renderBusyMark } = (await import(
            pathToFileURL(join(work, 'signInPage.js')).href
          )) as {
            renderSignInPage: () => string;
            renderBusyMark: () => string;
          };
          const markup = renderSignInPage();
          const busyMark = renderBusyMark();
          const indexPath = join(outDir, 'index.html');
          const html = readFileSync(indexPath, 'utf8');
          const css = linkedStylesheets(html)
            .map((file) => readFileSync(join(outDir, file), 'utf8'))
            .join('\n');
          const missing = classesWithoutStyles(markup + busyMark, css);
          if (missing.length > 0) {
            throw new Error(`prerenderSignIn: no stylesheet index.html links defines ${missing.join(', ')}`);
          }
          const written = withPrerenderedSignIn(html, {
            markup,
            busyMark,
            gateScript: prerenderGateScript(),
            startChunks: startScripts,
          });
          writeFileSync(indexPath, written);
          // For a server that sends its own Content-Security-Policy with the console (README, "The sign-in form before the console runs").
          config.logger.info(`index.html's inline script, for script-src: ${inlineScriptHashes(written).join(' ')}`);
        } finally {
          rmSync(work, { recursive: true, force: true });
        }
      },
    },
  };
};
