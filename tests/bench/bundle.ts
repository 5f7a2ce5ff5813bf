import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/**
 * Reading a build of the console (Vite's output folder): its entry chunk, what that chunk imports
 * statically, its route chunks and what went into each (from the source maps the build writes). Shared by
 * the bench (tests/bench/figures/bundle.ts) and the fast CI check (tests/e2e/bundle.e2e.ts).
 */

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export interface ConsoleBuild {
  dir: string;
  /** The module script index.html loads, as `assets/index-….js`. */
  entry: string;
  /** Vite's manifest when the build wrote one (`--manifest`). */
  manifest: Manifest | null;
  /** The text of a built file. */
  read: (name: string) => string;
}

export const readBuild = (dir: string): ConsoleBuild => {
  const read = (name: string) => readFileSync(join(dir, name), 'utf8');
  const entry = read('index.html').match(/<script type="module"[^>]*src="\/([^"]+)"/)?.[1];
  if (!entry) throw new Error(`no module script in ${join(dir, 'index.html')}`);
  const manifestPath = join(dir, '.vite/manifest.json');
  const manifest = existsSync(manifestPath) ? (JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest) : null;
  return { dir, entry, manifest, read };
};

/** The chunks a chunk imports statically (`import … from './x.js'`), read from its code. */
const staticImportsOf = (build: ConsoleBuild, name: string): string[] =>
  [...build.read(name).matchAll(/(?:\bfrom\s*|\bimport\s*)["']\.\/([^"']+\.js)["']/g)].map(([, relative]) =>
    join(name, '..', relative as string),
  );

/**
 * The chunks of the console's start (app/start.tsx and the sign-in screen), which the entry imports and
 * index.html lists for its preloading (app/prerender/markers.ts START_CHUNKS_ID).
 */
export const startChunks = (build: ConsoleBuild): string[] => {
  const list = build
    .read('index.html')
    .match(/<script type="application\/json" id="console-start-chunks">([^<]*)<\/script>/)?.[1];
  if (!list) throw new Error(`index.html in ${build.dir} names no start chunks (app/prerender/gateScript.ts)`);
  return (JSON.parse(list) as string[]).map((href) => href.replace(/^\//, ''));
};

/**
 * The entry chunk, the console's start and every chunk they import statically: what a cold start loads
 * before any route but the sign-in screen.
 */
export const entryClosure = (build: ConsoleBuild): string[] => {
  const seen = new Set<string>();
  const visit = (name: string) => {
    if (seen.has(name)) return;
    seen.add(name);
    for (const next of staticImportsOf(build, name)) visit(next);
  };
  visit(build.entry);
  startChunks(build).forEach(visit);
  return [...seen];
};

const projectRoot = resolve(import.meta.dirname, '../..');

/** The source files a chunk was built from, as paths relative to the project (`model/session/session.ts`, `node_modules/zod/…`). */
export const sourcesOf = (build: ConsoleBuild, chunk: string): string[] => {
  const map = join(build.dir, `${chunk}.map`);
  // Without a map: the bundler's module runtime (a few lines of its own), and a chunk that only imports others.
  const importsOnly = (code: string) => /^(\s*import\s*["'][^"']+["'];?)*\s*$/.test(code);
  if (!existsSync(map) && (/^assets\/rolldown-runtime-[\w-]+\.js$/.test(chunk) || importsOnly(build.read(chunk))))
    return [];
  if (!existsSync(map)) throw new Error(`${chunk} has no source map: build with sourcemap (vite.config.ts has it)`);
  const { sources } = JSON.parse(readFileSync(map, 'utf8')) as { sources: string[] };
  // Relative to the map: a build outside the project (--outDir /tmp/…) names them from further up.
  return sources.map((source) => relative(projectRoot, resolve(dirname(map), source)));
};

/**
 * The model folders every screen needs (session, the shell, messages and the plumbing under them); any other
 * folder of model/ is a domain (group, notice, realtime, and those later issues add) and belongs to the
 * routes that use it.
 */
export const appWideModels = ['api', 'kit', 'messages', 'navigation', 'session', 'settings', 'shell'] as const;

/** What must never be loaded by the entry: a name and the test a source path fails. */
export const keptOutOfTheEntry: readonly { name: string; matches: (source: string) => boolean }[] = [
  { name: 'MSAL (@azure/msal-*)', matches: (source) => /node_modules\/@azure\/msal-/.test(source) },
  {
    name: 'CodeMirror (@codemirror/*, codemirror)',
    matches: (source) => /node_modules\/(@codemirror\/|codemirror\/|@lezer\/)/.test(source),
  },
  {
    name: 'socket.io (socket.io-client, engine.io-client)',
    matches: (source) =>
      /node_modules\/(socket\.io-client|socket\.io-parser|engine\.io-client|engine\.io-parser)\//.test(source),
  },
  {
    // The sign-in screens show no HTML from outside; the global messages load the sanitiser when idle.
    name: 'DOMPurify (the HTML sanitiser)',
    matches: (source) => /node_modules\/dompurify\//.test(source),
  },
  {
    name: `a domain model (model/<domain>/ other than ${appWideModels.join(', ')})`,
    matches: (source) => {
      const folder = source.match(/^model\/([^/]+)\//)?.[1];
      return folder !== undefined && !(appWideModels as readonly string[]).includes(folder);
    },
  },
];

export interface Intruder {
  name: string;
  chunk: string;
  sources: string[];
}

/** What of `keptOutOfTheEntry` the entry chunk or its static imports contain. */
export const entryIntruders = (build: ConsoleBuild): Intruder[] =>
  entryClosure(build).flatMap((chunk) => {
    const sources = sourcesOf(build, chunk);
    return keptOutOfTheEntry.flatMap(({ name, matches }) => {
      const found = sources.filter(matches);
      return found.length > 0 ? [{ name, chunk, sources: found }] : [];
    });
  });

/**
 * Chunks loaded by `import()`: route chunks (a screen of pages/, the signed-in app of app/) and the
 * libraries loaded on demand (MSAL on the identity-provider path…).
 */
export const lazyChunks = (build: ConsoleBuild): { file: string; src: string; route: boolean }[] => {
  if (!build.manifest) throw new Error('the build has no manifest: build with --manifest');
  // The console's start is imported dynamically by the entry (app/main.tsx), but every visit loads it.
  const atStart = new Set(entryClosure(build));
  return Object.values(build.manifest)
    .filter((chunk) => chunk.isDynamicEntry && !atStart.has(chunk.file))
    .map((chunk) => {
      const src = chunk.src ?? chunk.file;
      return { file: chunk.file, src, route: /^(pages|app)\//.test(src) };
    });
};

export const gzipSize = (code: string | Buffer): number => gzipSync(code, { level: 9 }).length;
export const brotliSize = (code: string | Buffer): number =>
  brotliCompressSync(code, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
