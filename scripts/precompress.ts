import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** What is worth compressing: text the browser fetches (not source maps, not images already compressed). */
const compressible = /\.(?:js|mjs|css|html|svg|json|txt|webmanifest)$/;
/** Below this a compressed copy saves less than the header costs. */
const MIN_BYTES = 1024;

const filesUnder = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });

/** Writes `<file>.br` and `<file>.gz` beside every compressible file of a build directory. */
export const precompressDirectory = (dir: string): { files: number } => {
  let files = 0;
  for (const path of filesUnder(dir)) {
    if (!compressible.test(path)) continue;
    const content = readFileSync(path);
    if (content.length < MIN_BYTES) continue;
    writeFileSync(
      `${path}.br`,
      brotliCompressSync(content, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
        },
      }),
    );
    writeFileSync(`${path}.gz`, gzipSync(content, { level: 9 }));
    files += 1;
  }
  return { files };
};

/**
 * Vite plugin: once a build is written, its assets get brotli and gzip copies, which the reference server
 * sends by content negotiation (@fastify/static `preCompressed`): no compression work per request.
 */
export const precompress = (): Plugin => {
  let outDir = 'dist';
  return {
    name: 'console:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir.startsWith('/') ? config.build.outDir : join(config.root, config.build.outDir);
    },
    // After every other step that writes into the build (scripts/prerenderSignIn.ts rewrites index.html).
    closeBundle: {
      order: 'post',
      sequential: true,
      handler() {
        precompressDirectory(outDir);
      },
    },
  };
};
