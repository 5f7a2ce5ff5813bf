import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * CSP source expressions (`'sha256-…'`) for the inline scripts of an HTML page: the console's index.html has
 * one (app/prerender/gateScript.ts, written in at build time), which the policy allows by its hash, never by
 * `'unsafe-inline'`.
 */
export const inlineScriptHashes = (html: string): string[] =>
  [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
    // A script with a `src` is not inline; a data block (`type="application/json"`) is never run.
    .filter(([, attributes]) => !/\bsrc\s*=|\btype\s*=\s*"(?!module"|text\/javascript")/i.test(attributes ?? ''))
    .map(
      ([, , body]) =>
        `'sha256-${createHash('sha256')
          .update(body ?? '', 'utf8')
          .digest('base64')}'`,
    );

/** The hashes of the built console's index.html in `dir`, none when there is no console there. */
export const consoleInlineScriptHashes = (dir: string): string[] => {
  const index = join(dir, 'index.html');
  return existsSync(index) ? inlineScriptHashes(readFileSync(index, 'utf8')) : [];
};
