import { existsSync, readFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';

/** The project's root: the graph's files are named relative to it. */
export const projectRoot = resolve(import.meta.dirname, '../..');

const specifiers = (file: string): string[] =>
  [
    ...readFileSync(file, 'utf8').matchAll(/(?:^|\n)\s*(?:import|export)\s[^;]*?from\s+'([^']+)'|import\s+'([^']+)'/g),
  ].map((match) => (match[1] ?? match[2]) as string);

/**
 * What `entry` imports statically, all the way down (for tests of the import steps): our files, relative to
 * the project, and the packages named. Dynamic imports are not followed: they are chunks of their own.
 */
export const staticGraph = (entry: string): { files: Set<string>; packages: Set<string> } => {
  const files = new Set<string>();
  const packages = new Set<string>();
  const visit = (file: string) => {
    const name = relative(projectRoot, file);
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
  visit(resolve(projectRoot, entry));
  return { files, packages };
};

/** The modules a steps file imports dynamically, in its order, as written there. */
export const stepsOf = (stepsFile: string): string[] =>
  [...readFileSync(resolve(projectRoot, stepsFile), 'utf8').matchAll(/import\('([^']+)'\)/g)].map(
    (match) => match[1] as string,
  );
