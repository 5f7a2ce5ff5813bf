import type { HtmlTagDescriptor, Plugin } from 'vite';

/** The sign-in screen's module: what a signed-out visitor needs right after the entry. */
const SIGN_IN_MODULE = /\/pages\/login\/index\.ts$/;

/**
 * Vite plugin: the built index.html preloads the sign-in screen's chunk (and the chunks and styles it
 * imports), so the form shows in one step instead of entry → spinner → screen (issue 15).
 */
export const preloadSignIn = (): Plugin => ({
  name: 'console:preload-sign-in',
  apply: 'build',
  transformIndexHtml: {
    order: 'post',
    handler: (_html, context) => {
      const bundle = context.bundle;
      if (!bundle) return [];
      const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
      const signIn = chunks.find((chunk) => chunk.facadeModuleId && SIGN_IN_MODULE.test(chunk.facadeModuleId));
      if (!signIn) throw new Error('preloadSignIn: the sign-in chunk (pages/login/index.ts) is not in the build');
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
      visit(signIn.fileName);
      const base = '/';
      return [
        ...[...scripts].map(
          (file): HtmlTagDescriptor => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `${base}${file}` },
            injectTo: 'head',
          }),
        ),
        ...[...styles].map(
          (file): HtmlTagDescriptor => ({
            tag: 'link',
            attrs: { rel: 'stylesheet', crossorigin: true, href: `${base}${file}` },
            injectTo: 'head',
          }),
        ),
      ];
    },
  },
});
