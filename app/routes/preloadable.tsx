import { type ComponentType, lazy } from 'react';

/** A screen's code that can be fetched before the navigation to it is shown, and rendered without suspending. */
export interface Preloadable {
  /** Renders the loaded component at once when its code is already here, else suspends until it is. */
  Page: ComponentType;
  /** Starts (or joins) the load; never rejects: a failure is the Page's to show, and the next call tries again. */
  preload: () => Promise<void>;
}

/**
 * React's `lazy` suspends on its first render even when its module is already loaded, and React then holds the
 * fallback for its 300 ms reveal throttle. A screen whose code was preloaded (app/router.tsx waits for it before
 * the navigation commits) renders straight away instead. A mounted Page never switches component type: `Lazy`
 * resolves only after `loaded` is set, so it never commits, and every render after that takes `loaded`.
 */
export const preloadable = (load: () => Promise<ComponentType>): Preloadable => {
  let loaded: ComponentType | undefined;
  let pending: Promise<ComponentType> | undefined;
  const start = (): Promise<ComponentType> => {
    pending ??= load().then(
      (component) => {
        loaded = component;
        return component;
      },
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    );
    return pending;
  };
  const Lazy = lazy(async () => ({ default: await start() }));
  // biome-ignore lint/correctness/noComponentHookFactories: made once per screen at module load (screens.tsx), never during a render.
  const Page = () => {
    const Loaded = loaded;
    return Loaded ? <Loaded /> : <Lazy />;
  };
  return {
    Page,
    preload: () =>
      start().then(
        () => undefined,
        () => undefined,
      ),
  };
};
