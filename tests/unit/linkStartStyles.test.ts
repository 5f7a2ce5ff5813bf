import type { Rollup } from 'vite';
import { expect, test } from 'vitest';
import { pointAtCombined } from '../../scripts/linkStartStyles.ts';

const chunk = (fileName: string, code: string) => ({ type: 'chunk', fileName, code }) as unknown as Rollup.OutputChunk;

test('a preload list names the combined stylesheet wherever it named one of the start’s', () => {
  const entry = chunk(
    'assets/index-1.js',
    'const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=["assets/a-1.js","assets/Button-2.css","assets/login-3.css","assets/page-4.css"])))=>i.map(i=>d[i]);\ncode',
  );
  const other = chunk('assets/other-5.js', 'import"./a-1.js";const css="assets/Button-2.css.map";');
  const bundle = { [entry.fileName]: entry, [other.fileName]: other } as Rollup.OutputBundle;
  pointAtCombined(bundle, ['assets/Button-2.css', 'assets/login-3.css'], 'assets/start-styles-6.css');
  expect(entry.code).toContain(
    '["assets/a-1.js","assets/start-styles-6.css","assets/start-styles-6.css","assets/page-4.css"]',
  );
  // Only a whole quoted file name is replaced.
  expect(other.code).toBe('import"./a-1.js";const css="assets/Button-2.css.map";');
});
