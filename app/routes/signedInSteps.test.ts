import { readFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { expect, test } from 'vitest';
import { projectRoot, staticGraph, stepsOf } from '../testing/staticGraph.ts';

const steps = stepsOf('app/routes/signedInSteps.ts');
const fileOf = (step: string) => relative(projectRoot, resolve(projectRoot, 'app/routes', step));

// A step outside the signed-in graph would load code no signed-in screen needs.
test.each(steps)('the step %s is part of what the signed-in console imports', (step) => {
  expect(staticGraph('app/routes/SignedInApp.tsx').files).toContain(fileOf(step));
});

test('every domain of the shell’s registry has a step of its own, and the shell comes after them', () => {
  const registry = readFileSync(resolve(projectRoot, 'model/shell/domains.ts'), 'utf8');
  const domainModels = [...registry.matchAll(/^import \{[^}]*\} from '\.\.\/(\w+)\/index\.ts';$/gm)].map(
    (match) => `model/${match[1]}/index.ts`,
  );
  expect(domainModels.length).toBeGreaterThan(5);
  const files = steps.map(fileOf);
  expect(files).toEqual(expect.arrayContaining(domainModels));
  expect(files.at(-1)).toBe('model/shell/index.ts');
});
