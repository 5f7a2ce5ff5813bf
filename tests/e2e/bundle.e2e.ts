import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, test } from 'vitest';
import { entryClosure, entryIntruders, keptOutOfTheEntry, readBuild, sourcesOf } from '../bench/bundle.ts';

// The build the harness serves (CONSOLE_DIR, as in harness/server.ts), else dist/.
const dist = resolve(import.meta.dirname, '../..', process.env.CONSOLE_DIR ?? 'dist');

test('the entry chunk does not contain @azure/msal-browser (it loads on demand)', () => {
  const build = readBuild(dist);
  expect(build.read(build.entry)).not.toMatch(/PublicClientApplication|msal-browser|login\.microsoftonline/);
  const chunks = readdirSync(join(dist, 'assets')).filter((name) => name.endsWith('.js'));
  const msalChunks = chunks.filter((name) =>
    readFileSync(join(dist, 'assets', name), 'utf8').includes('PublicClientApplication'),
  );
  expect(msalChunks.length).toBeGreaterThan(0);
});

/**
 * Issue 15: what a cold start loads (the entry chunk and the chunks it imports statically) never carries
 * MSAL, CodeMirror, socket.io, DOMPurify or a domain's model; the source maps say what went into each chunk. No timing:
 * `npm run bench` measures the sizes.
 */
describe('the entry and its static imports leave out what only some routes need', () => {
  const build = readBuild(dist);
  test.each(keptOutOfTheEntry.map((rule) => [rule.name]))('%s', (name) => {
    const found = entryIntruders(build).filter((intruder) => intruder.name === name);
    expect(found.map(({ chunk, sources }) => `${chunk}: ${sources.join(', ')}`)).toEqual([]);
  });

  test('the check reads real chunks: the entry has its session model, later chunks MSAL, the socket, the sanitiser and a domain', () => {
    const atStart = entryClosure(build);
    expect(
      atStart.flatMap((chunk) => sourcesOf(build, chunk)).some((source) => source.startsWith('model/session/')),
    ).toBe(true);
    const everything = readdirSync(join(dist, 'assets'))
      .filter((name) => name.endsWith('.js') && !atStart.includes(`assets/${name}`))
      // A chunk of library code alone may come without a map (MSAL's BrowserPerformanceMeasurement).
      .filter((name) => existsSync(join(dist, 'assets', `${name}.map`)))
      .flatMap((name) => sourcesOf(build, `assets/${name}`));
    const [msal, , socket, sanitiser, domain] = keptOutOfTheEntry;
    for (const rule of [msal, socket, sanitiser, domain])
      expect(everything.some(rule?.matches ?? (() => false))).toBe(true);
  });
});
