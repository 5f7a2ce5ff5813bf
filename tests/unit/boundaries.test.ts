import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';

const root = resolve(import.meta.dirname, '../..');
const depcruise = join(root, 'node_modules/dependency-cruiser/bin/dependency-cruise.mjs');
const sandbox = mkdtempSync(join(tmpdir(), 'boundaries-'));
cpSync(join(root, '.dependency-cruiser.cjs'), join(sandbox, '.dependency-cruiser.cjs'));
writeFileSync(
  join(sandbox, 'tsconfig.json'),
  JSON.stringify({ compilerOptions: { allowImportingTsExtensions: true } }),
);

afterAll(() => rmSync(sandbox, { recursive: true, force: true }));

/** Writes a tiny project into a sandbox and runs the real boundary check on it; returns the violations. */
const check = (files: Record<string, string>): string => {
  const dir = mkdtempSync(join(sandbox, 'case-'));
  cpSync(join(sandbox, '.dependency-cruiser.cjs'), join(dir, '.dependency-cruiser.cjs'));
  cpSync(join(sandbox, 'tsconfig.json'), join(dir, 'tsconfig.json'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  try {
    execFileSync(
      process.execPath,
      [
        depcruise,
        ...new Set(Object.keys(files).map((f) => f.split('/')[0] ?? f)),
        '--config',
        '.dependency-cruiser.cjs',
        '--output-type',
        'err',
      ],
      { cwd: dir, stdio: 'pipe' },
    );
    return '';
  } catch (error) {
    return String((error as { stdout?: Buffer }).stdout ?? error);
  }
};

describe('import boundaries', () => {
  test('the allowed direction passes', () => {
    expect(
      check({
        'contract/a.ts': 'export const a = 1;\n',
        'model/m.ts': "import { a } from '../contract/a.ts';\nexport const m = a;\n",
        'ui/Button.ts': 'export const b = 2;\n',
        'pages/p.ts':
          "import { m } from '../model/m.ts';\nimport { b } from '../ui/Button.ts';\nexport const p = m + b;\n",
        'app/main.ts': "import { p } from '../pages/p.ts';\nexport const main = p;\n",
      }),
    ).toBe('');
  });

  test.each([
    [
      'ui importing a model',
      'ui-is-presentational',
      { 'model/m.ts': 'export const m = 1;\n', 'ui/X.ts': "import { m } from '../model/m.ts';\nexport const x = m;\n" },
    ],
    [
      'ui importing the contract',
      'ui-is-presentational',
      {
        'contract/c.ts': 'export const c = 1;\n',
        'ui/X.ts': "import { c } from '../contract/c.ts';\nexport const x = c;\n",
      },
    ],
    [
      'model importing ui',
      'model-has-no-react',
      { 'ui/U.ts': 'export const u = 1;\n', 'model/m.ts': "import { u } from '../ui/U.ts';\nexport const m = u;\n" },
    ],
    [
      'a page importing app',
      'only-the-entry-imports-app',
      { 'app/a.ts': 'export const a = 1;\n', 'pages/p.ts': "import { a } from '../app/a.ts';\nexport const p = a;\n" },
    ],
    [
      'the server importing a model',
      'server-never-imports-front-end',
      {
        'model/m.ts': 'export const m = 1;\n',
        'server/s.ts': "import { m } from '../model/m.ts';\nexport const s = m;\n",
      },
    ],
    [
      'the contract importing a model',
      'contract-is-only-zod',
      {
        'model/m.ts': 'export const m = 1;\n',
        'contract/c.ts': "import { m } from '../model/m.ts';\nexport const c = m;\n",
      },
    ],
  ])('%s is a violation', (_name, rule, files) => {
    expect(check(files)).toContain(rule);
  });
});
