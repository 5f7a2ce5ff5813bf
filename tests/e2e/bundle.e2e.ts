import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { expect, test } from 'vitest';

const dist = resolve(import.meta.dirname, '../../dist');

const entryChunk = (): string => {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const src = html.match(/<script type="module"[^>]*src="\/([^"]+)"/)?.[1];
  if (!src) throw new Error('no module entry in dist/index.html');
  return readFileSync(join(dist, src), 'utf8');
};

test('the entry chunk does not contain @azure/msal-browser (it loads on demand)', () => {
  const entry = entryChunk();
  expect(entry).not.toMatch(/PublicClientApplication|msal-browser|login\.microsoftonline/);
  const chunks = readdirSync(join(dist, 'assets')).filter((name) => name.endsWith('.js'));
  const msalChunks = chunks.filter((name) =>
    readFileSync(join(dist, 'assets', name), 'utf8').includes('PublicClientApplication'),
  );
  expect(msalChunks.length).toBeGreaterThan(0);
});
