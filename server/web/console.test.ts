import { readFileSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/harness.ts';

/** Every route of spec §2.1–2.3, read from the spec itself, with sample ids in place of its `{id}`s. */
const specRoutes = (): string[] => {
  const spec = readFileSync(new URL('../../../shared/spec/console-spec.md', import.meta.url), 'utf8');
  const section = spec.slice(spec.indexOf('### 2.1'), spec.indexOf('### 2.4'));
  const samples: Record<string, string> = { id: '12', webId: '3', gId: '2', mId: '7' };
  const paths = section
    .split('\n')
    .filter((line) => line.startsWith('- '))
    .flatMap((line) => line.match(/(?<![\w}])\/[\w\-{}/]*/g) ?? [])
    .map((path) => path.replace(/\{(\w+)\}/g, (_, name: string) => samples[name] ?? '1'));
  return [...new Set(paths)];
};

const INDEX_HTML =
  '<!doctype html><html lang="ja"><head><title>管理コンソール</title></head><body>console</body></html>';

let dir = '';
let server: TestServer | undefined;
const get = (path: string) => fetch(`${server?.baseUrl}${path}`);

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'console-routes-'));
  await mkdir(join(dir, 'assets'));
  await writeFile(join(dir, 'index.html'), INDEX_HTML);
  await writeFile(join(dir, 'assets', 'app-1234.js'), 'export {};');
  server = await startTestServer({ config: { consoleDir: dir } });
}, 120_000);

afterAll(async () => {
  await server?.close();
  await rm(dir, { recursive: true, force: true });
});

describe('routes of the console loaded directly', () => {
  const routes = specRoutes();

  it('reads the routes out of the spec', () => {
    expect(routes.length).toBeGreaterThan(50);
    expect(routes).toEqual(expect.arrayContaining(['/', '/author', '/author/12', '/author/create', '/pw-update']));
  });

  it.each(routes)('%s answers the console’s index.html', async (path) => {
    const answer = await get(path);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await answer.text()).toBe(INDEX_HTML);
  });

  it('answers index.html with a query or a trailing slash, and for a path it does not know (its own 404 page)', async () => {
    for (const path of ['/author?page=2', '/author/', '/authors', '/auth-guide', '/apis', '/no-such-page/1']) {
      const answer = await get(path);
      expect(answer.status, path).toBe(200);
      expect(await answer.text(), path).toBe(INDEX_HTML);
    }
  });
});

describe('paths the console never owns', () => {
  it('answers the API at /auth and under /auth/ and /api/, as JSON', async () => {
    // Signed out: the check's `error` answer, not the console's page.
    for (const path of ['/auth', '/auth?x=1', '/auth/']) {
      expect(await (await get(path)).json(), path).toMatchObject({ error: true });
    }
    for (const path of ['/auth/unknown', '/api/unknown', '/api/group/1/unknown']) {
      const answer = await get(path);
      expect(answer.status, path).toBe(404);
      expect(answer.headers.get('content-type'), path).toMatch(/^application\/json/);
    }
  });

  it('serves assets, and a missing one is a 404, not the index', async () => {
    expect(await (await get('/assets/app-1234.js')).text()).toBe('export {};');
    expect((await get('/assets/app-0000.js')).status).toBe(404);
  });

  it('serves the assets there at start, by their exact names: the folder is not read for every request', async () => {
    await writeFile(join(dir, 'assets', 'late-5678.js'), 'export {};');
    for (const path of ['/assets/late-5678.js', '/assets/APP-1234.js']) {
      const answer = await get(path);
      expect(answer.status, path).toBeGreaterThanOrEqual(400);
      expect(await answer.text(), path).not.toBe('export {};');
    }
  });

  it('answers an uploaded file that is not there with a 404, not the index (server/web/files.ts)', async () => {
    for (const path of [`/files/${'a'.repeat(64)}/none.png`, '/files/none', '/files/x/y/z']) {
      const answer = await get(path);
      expect(answer.status, path).toBe(404);
      expect(answer.headers.get('content-type'), path).toMatch(/^application\/json/);
    }
  });
});
