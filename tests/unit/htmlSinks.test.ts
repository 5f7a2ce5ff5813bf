import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { expect, test } from 'vitest';

/**
 * Every HTML sink of the console goes through ui/SanitizedHtml (DOMPurify with the console's allow-list and
 * its Trusted Types policy). A new sink elsewhere fails here: render it with <SanitizedHtml> instead, and
 * register it in tests/xss/sinks.ts so the XSS corpus runs through it.
 */
const root = resolve(import.meta.dirname, '../..');
const theOnePlace = 'ui/SanitizedHtml/';

const sinks = [
  /dangerouslySetInnerHTML/,
  /\.(?:inner|outer)HTML\s*=/,
  /insertAdjacentHTML/,
  /document\.write/,
  /createContextualFragment/,
  /\bDOMParser\b/,
  /parseHTMLUnsafe|setHTMLUnsafe/,
  /\bsrcdoc\b/i,
  /trustedTypes|createPolicy/,
  /from ['"]dompurify['"]/,
];

const sourcesOf = (folder: string): string[] =>
  readdirSync(join(root, folder), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.(test|stories)\.tsx?$/.test(entry.name))
    .map((entry) => relative(root, join(entry.parentPath, entry.name)));

test('no HTML sink outside ui/SanitizedHtml in the console', () => {
  const found = ['contract', 'model', 'ui', 'pages', 'app']
    .flatMap(sourcesOf)
    .filter((path) => !path.startsWith(theOnePlace))
    .flatMap((path) =>
      readFileSync(join(root, path), 'utf8')
        .split('\n')
        .flatMap((line, index) =>
          sinks.some((sink) => sink.test(line)) && !line.trim().startsWith('*') && !line.trim().startsWith('//')
            ? [`${path}:${index + 1}: ${line.trim()}`]
            : [],
        ),
    );
  expect(found).toEqual([]);
});
