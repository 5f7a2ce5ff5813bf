import { readFileSync } from 'node:fs';
import { get } from 'node:http';
import { resolve } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { expect, inject, test } from 'vitest';
import { readBuild } from '../bench/bundle.ts';

/**
 * Issue 15: the reference server sends the built console compressed (brotli or gzip by Accept-Encoding) and
 * keeps hashed assets cached for good. Checked on the real build the e2e server serves, bytes as sent.
 */
const dist = resolve(import.meta.dirname, '../..', process.env.CONSOLE_DIR ?? 'dist');
const build = readBuild(dist);

const raw = (path: string, acceptEncoding: string) =>
  new Promise<{ headers: Record<string, string | string[] | undefined>; body: Buffer }>((done, fail) => {
    get(`${inject('baseUrl')}${path}`, { headers: { 'accept-encoding': acceptEncoding } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => done({ headers: response.headers, body: Buffer.concat(chunks) }));
    }).on('error', fail);
  });

test('the entry chunk is sent brotli-compressed to `Accept-Encoding: br, gzip`, still immutable', async () => {
  const original = readFileSync(resolve(dist, build.entry));
  const answer = await raw(`/${build.entry}`, 'br, gzip');
  expect(answer.headers['content-encoding']).toBe('br');
  expect(String(answer.headers.vary)).toMatch(/accept-encoding/i);
  expect(answer.headers['cache-control']).toMatch(/immutable/);
  expect(brotliDecompressSync(answer.body).equals(original)).toBe(true);
  expect(answer.body.length).toBeLessThan(original.length / 2);
});

test('gzip to a client that takes only gzip, and the page itself compressed too', async () => {
  const original = readFileSync(resolve(dist, build.entry));
  const gzipped = await raw(`/${build.entry}`, 'gzip');
  expect(gzipped.headers['content-encoding']).toBe('gzip');
  expect(gunzipSync(gzipped.body).equals(original)).toBe(true);
  const page = await raw('/', 'br, gzip');
  expect(['br', 'gzip']).toContain(page.headers['content-encoding']);
});
