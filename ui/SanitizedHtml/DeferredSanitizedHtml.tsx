import { lazy, Suspense } from 'react';
import type { SanitizedHtmlProps } from './SanitizedHtml.tsx';

type Module = typeof import('./SanitizedHtml.tsx');

let loaded: Module | undefined;
const load = (): Promise<Module> =>
  import('./SanitizedHtml.tsx').then((module) => {
    loaded = module;
    return module;
  });

const Lazy = lazy(async () => ({ default: (await load()).SanitizedHtml }));

/**
 * Fetches the sanitiser (DOMPurify) when the browser is idle, so that a part of the console shown before any
 * HTML arrives (the global messages on the sign-in screens) does not wait for it, and does not carry it in the
 * code every screen loads first.
 */
export const preloadSanitizer = (): (() => void) => {
  if (loaded) return () => {};
  const start = () => void load().catch(() => {});
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(start);
    return () => cancelIdleCallback(handle);
  }
  const timer = setTimeout(start, 0);
  return () => clearTimeout(timer);
};

/**
 * SanitizedHtml whose code is loaded on demand: rendered at once when the sanitiser is here (preloadSanitizer),
 * else after it arrives (nothing in its place meanwhile: unsanitised HTML is never shown, not even as text).
 */
export const DeferredSanitizedHtml = (props: SanitizedHtmlProps) => {
  if (loaded) return <loaded.SanitizedHtml {...props} />;
  return (
    <Suspense fallback={null}>
      <Lazy {...props} />
    </Suspense>
  );
};
