import { relative, resolve } from 'node:path';
import { expect, test } from 'vitest';
import { projectRoot, staticGraph, stepsOf } from './testing/staticGraph.ts';

const steps = stepsOf('app/startSteps.ts');

test('the start is taken in many steps', () => {
  expect(steps.length).toBeGreaterThan(10);
});

// A step outside start's graph would load code the sign-in screen never needed.
test.each(steps)('the step %s is part of what start imports', (step) => {
  const { files, packages } = staticGraph('app/start.tsx');
  if (step.startsWith('.')) expect(files).toContain(relative(projectRoot, resolve(projectRoot, 'app', step)));
  else expect(packages).toContain(step);
});
