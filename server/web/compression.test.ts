import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressDirectory } from '../../scripts/precompress.ts';
import { registerConsole } from './console.ts';

const dir = mkdtempSync(join(tmpdir(), 'console-build-'));
const script = `export const words = ${JSON.stringify('組織とアカウントを管理します。'.repeat(200))};\n`;
const page = `<!doctype html><html lang="ja"><head><title>管理コンソール</title></head><body>${'<div></div>'.repeat(200)}</body></html>`;
const app = Fastify();

beforeAll(async () => {
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'assets', 'index-abc123.js'), script);
  writeFileSync(join(dir, 'assets', 'tiny-abc123.js'), 'export {};\n');
  writeFileSync(join(dir, 'index.html'), page);
  precompressDirectory(dir);
  await registerConsole(app, dir);
});
afterAll(() => app.close());

const get = (url: string, encoding?: string) =>
  app.inject({ method: 'GET', url, headers: encoding ? { 'accept-encoding': encoding } : {} });

describe('the built console is sent compressed (issue 15)', () => {
  it('brotli when the browser takes it, the asset still cached for good', async () => {
    const answer = await get('/assets/index-abc123.js', 'gzip, deflate, br');
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers.vary).toMatch(/accept-encoding/i);
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(answer.rawPayload).toString()).toBe(script);
    expect(answer.rawPayload.length).toBeLessThan(Buffer.byteLength(script) / 5);
  });

  it('gzip for a browser without brotli, and as it is for one that takes neither', async () => {
    const gzipped = await get('/assets/index-abc123.js', 'gzip');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(script);
    const plain = await get('/assets/index-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('the page of every client-side route too, and a file too small to gain is sent as it is', async () => {
    const route = await get('/group/2', 'br');
    expect(route.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(route.rawPayload).toString()).toBe(page);
    expect((await get('/assets/tiny-abc123.js', 'br')).headers['content-encoding']).toBeUndefined();
  });
});
