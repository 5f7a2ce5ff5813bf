import { existsSync, readFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { expect, test } from 'vitest';

const root = resolve(import.meta.dirname, '..');
const specifiers = (file: string): string[] =>
  [
    ...readFileSync(file, 'utf8').matchAll(/(?:^|\n)\s*(?:import|export)\s[^;]*?from\s+'([^']+)'|import\s+'([^']+)'/g),
  ].map((match) => (match[1] ?? match[2]) as string);

/** What app/start.tsx imports statically, all the way down: our files (relative to the project) and packages. */
const startGraph = () => {
  const files = new Set<string>();
  const packages = new Set<string>();
  const visit = (file: string) => {
    const name = relative(root, file);
    if (files.has(name)) return;
    files.add(name);
    for (const specifier of specifiers(file)) {
      if (!specifier.startsWith('.')) packages.add(specifier);
      else if (!specifier.endsWith('.css')) {
        const target = resolve(dirname(file), specifier);
        if (existsSync(target)) visit(target);
      }
    }
  };
  visit(resolve(root, 'app/start.tsx'));
  return { files, packages };
};

const steps = [...readFileSync(resolve(root, 'app/startSteps.ts'), 'utf8').matchAll(/import\('([^']+)'\)/g)].map(
  (match) => match[1] as string,
);

test('the start is taken in many steps', () => {
  expect(steps.length).toBeGreaterThan(10);
});

// A step outside start's graph would load code the sign-in screen never needed.
test.each(steps)('the step %s is part of what start imports', (step) => {
  const { files, packages } = startGraph();
  if (step.startsWith('.')) expect(files).toContain(relative(root, resolve(root, 'app', step)));
  else expect(packages).toContain(step);
});
