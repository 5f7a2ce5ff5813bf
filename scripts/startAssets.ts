import type { Rollup } from 'vite';

/**
 * What every start needs after the entry (app/main.tsx imports it): the console's code, and the sign-in
 * screen, what a signed-out visitor sees first.
 */
const START_MODULES = [/\/app\/start\.tsx$/, /\/pages\/login\/index\.ts$/];

export interface StartAssets {
  /** The chunks of START_MODULES and those they import, less the entry's own (index.html loads those). */
  scripts: string[];
  /** Their stylesheets: what the first screen is drawn with. */
  styles: string[];
}

/** The files of a build's start, as paths inside the build (`assets/start-….js`). */
export const startAssets = (bundle: Rollup.OutputBundle): StartAssets => {
  const chunks = Object.values(bundle).filter((output): output is Rollup.OutputChunk => output.type === 'chunk');
  const roots = START_MODULES.map((module) => {
    const chunk = chunks.find((candidate) => candidate.facadeModuleId && module.test(candidate.facadeModuleId));
    if (!chunk) throw new Error(`startAssets: no chunk of ${module} in the build`);
    return chunk;
  });
  const entryFiles = new Set(
    chunks.filter((chunk) => chunk.isEntry).flatMap((chunk) => [chunk.fileName, ...chunk.imports]),
  );
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const visit = (fileName: string) => {
    if (scripts.has(fileName) || entryFiles.has(fileName)) return;
    const chunk = chunks.find((candidate) => candidate.fileName === fileName);
    if (!chunk) return;
    scripts.add(fileName);
    for (const css of chunk.viteMetadata?.importedCss ?? []) styles.add(css);
    chunk.imports.forEach(visit);
  };
  for (const root of roots) visit(root.fileName);
  return { scripts: [...scripts], styles: [...styles] };
};
