#!/usr/bin/env node
/**
 * What a cold start on `/` downloads: the entry chunk's size (minified and gzip) and the total initial
 * JavaScript — the entry, the console's start it imports (index.html lists its chunks), the chunks they
 * import statically, and the sign-in page's route chunk with its own static imports. Prints figures; enforces nothing.
 *
 *   node scripts/bundle-size.mjs           builds into a temporary folder (never dist/) and measures it
 *   node scripts/bundle-size.mjs <folder>  measures a build already made (with or without a manifest)
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

/** The route module `/` renders (app/router.tsx: sessionPaths.login). */
const FIRST_SCREEN = 'pages/login/index.ts';

const build = async () => {
  const outDir = mkdtempSync(join(tmpdir(), 'bundle-size-'));
  const { build: viteBuild } = await import('vite');
  await viteBuild({ logLevel: 'error', build: { outDir, emptyOutDir: true, manifest: true } });
  return outDir;
};

const given = process.argv[2];
const dir = given ? resolve(given) : await build();
const file = (name) => readFileSync(join(dir, name));
const kB = (bytes) => `${(bytes / 1000).toFixed(2)} kB`;
const sizes = (names) => {
  const buffers = names.map(file);
  return {
    min: buffers.reduce((sum, code) => sum + code.length, 0),
    gzip: buffers.reduce((sum, code) => sum + gzipSync(code, { level: 9 }).length, 0),
  };
};

const html = file('index.html').toString();
const entry = html.match(/<script type="module"[^>]*src="\/([^"]+)"/)?.[1];
if (!entry) throw new Error(`no module script in ${join(dir, 'index.html')}`);

/** The chunks a chunk imports statically, from the manifest or, without one, from its code. */
const manifestPath = join(dir, '.vite/manifest.json');
const manifest = existsSync(manifestPath) ? JSON.parse(readFileSync(manifestPath, 'utf8')) : null;
const chunkOf = (name) => Object.values(manifest ?? {}).find((item) => item.file === name);
const staticImports = manifest
  ? (name) => (chunkOf(name)?.imports ?? []).map((key) => manifest[key].file)
  : (name) =>
      [
        ...file(name)
          .toString()
          .matchAll(/(?:\bfrom\s*|\bimport\s*)["']\.\/([^"']+\.js)["']/g),
      ].map(([, relative]) => join(name, '..', relative));

const withStaticImports = (roots) => {
  const seen = new Set();
  const visit = (name) => {
    if (seen.has(name)) return;
    seen.add(name);
    for (const next of staticImports(name)) visit(next);
  };
  for (const root of roots) visit(root);
  return [...seen];
};

/** The first screen's route chunk: named in the manifest, or found by the sources in its source map. */
const firstScreenChunk = () => {
  if (manifest) return manifest[FIRST_SCREEN]?.file;
  const page = FIRST_SCREEN.replace(/index\.ts$/, '');
  return readdirSync(join(dir, 'assets'))
    .filter((name) => name.endsWith('.js') && existsSync(join(dir, 'assets', `${name}.map`)))
    .map((name) => `assets/${name}`)
    .find((name) => JSON.parse(file(`${name}.map`)).sources.some((source) => source.includes(`/${page}`)));
};

const screen = firstScreenChunk();
/** The console's start, which the entry imports once the page has painted: index.html lists its chunks. */
const startChunks = JSON.parse(
  html.match(/<script type="application\/json" id="console-start-chunks">([^<]*)<\/script>/)?.[1] ?? '[]',
).map((href) => href.replace(/^\//, ''));
const atStart = withStaticImports([entry, ...startChunks]);
const initial = withStaticImports(screen ? [entry, ...startChunks, screen] : [entry, ...startChunks]);
/** Stylesheets: every initial chunk's with a manifest; without one, only those index.html links. */
const css = manifest
  ? [...new Set(initial.flatMap((name) => chunkOf(name)?.css ?? []))]
  : [...html.matchAll(/<link rel="stylesheet"[^>]*href="\/([^"]+)"/g)].map(([, name]) => name);

const line = (label, names) => {
  const { min, gzip } = sizes(names);
  console.log(
    `${label.padEnd(44)}${kB(min).padStart(11)} min ${kB(gzip).padStart(11)} gzip -9  (${names.length} files)`,
  );
};
console.log(`bundle in ${dir}${manifest ? '' : ' (no manifest: static imports read from the code)'}`);
line('entry chunk', [entry]);
line('entry + start + static imports', atStart);
line(`initial JS for / (+ ${FIRST_SCREEN})`, initial);
line(manifest ? 'initial CSS for /' : 'initial CSS (index.html only)', css);
for (const name of initial) console.log(`  ${name.padEnd(42)}${kB(file(name).length).padStart(11)}`);
if (!screen) console.log(`  (no chunk found for ${FIRST_SCREEN})`);

if (!given) rmSync(dir, { recursive: true, force: true });
