import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { isApiPath, pathOf } from '../http/paths.ts';

/**
 * Paths the console never owns: an unknown one there is a JSON 404, never the SPA's index.html. Matched by
 * whole segments, so the console's own `/author` screens load directly.
 */
const notTheConsole = (path: string): boolean =>
  isApiPath(path) || path.startsWith('/clients/') || path.startsWith('/assets/') || path.startsWith('/files/');

/**
 * Serves the built console from `dir`: hashed assets with a year-long immutable cache, everything
 * else revalidated, and unknown GETs answered with index.html so client-side routes load directly.
 */
export const registerConsole = async (app: FastifyInstance, dir: string): Promise<boolean> => {
  const root = resolve(dir);
  if (!existsSync(resolve(root, 'index.html'))) return false;
  await app.register(fastifyStatic, {
    root,
    // The build writes .br and .gz copies (scripts/precompress.ts): sent to browsers that accept them.
    preCompressed: true,
    // The hashed assets have their own routes (below).
    allowedPath: (path) => !path.startsWith('/assets/'),
    setHeaders: (res) => res.header('Cache-Control', 'no-cache'),
  });
  // The hashed assets, one route per file there at start, cached for good: a wildcard route reads the folder
  // for every request to check the path's spelling (7 ms a request with the build's ~600 files on this
  // machine, so the first page's ~40 came one after another). A new build is served by starting again.
  await app.register(fastifyStatic, {
    root: resolve(root, 'assets'),
    prefix: '/assets/',
    wildcard: false,
    decorateReply: false,
    preCompressed: true,
    setHeaders: (res) => res.header('Cache-Control', 'public, max-age=31536000, immutable'),
  });
  app.setNotFoundHandler((request, reply) => {
    if (request.method !== 'GET' || notTheConsole(pathOf(request.url))) {
      return reply.code(404).send({ error: true, message: 'お探しのページは見つかりませんでした。' });
    }
    return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
  });
  return true;
};
