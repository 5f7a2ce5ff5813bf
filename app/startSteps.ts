import { yieldToBrowser } from './yieldToBrowser.ts';

/**
 * The console's start (app/start.tsx) imports, through its module graph, React, the router, effector, zod, the
 * contract's schemas and the session's model. Run as one module graph that is one task, 0.5–0.9 s long at 4×
 * CPU on an ordinary office PC, during which a person typing into the sign-in form waits (and Lighthouse counts
 * it as blocking time). These are that graph's pieces in the order it would run them (dependencies first):
 * each is imported, and so run, in a task of its own, the page free to answer input between them. By the time
 * start itself is imported, every piece has run once and is not run again (a module runs once per page).
 *
 * Only speed depends on this list: a module left out, or one that start no longer imports, changes nothing but
 * the size of a task. `startSteps.test.ts` checks that each piece is still part of start's graph.
 */
export const startSteps: readonly (() => Promise<unknown>)[] = [
  // What start takes of a library, named: a namespace imported whole would keep every export in the build.
  async () => (await import('react-dom/client')).createRoot,
  () => import('../contract/messages.ts'),
  () => import('../contract/ids.ts'),
  () => import('../contract/answers.ts'),
  () => import('../contract/auth.ts'),
  () => import('../contract/config.ts'),
  () => import('../contract/idn.ts'),
  () => import('../contract/domain.ts'),
  () => import('../contract/http.ts'),
  () => import('../model/api/index.ts'),
  () => import('../model/messages/index.ts'),
  () => import('../model/navigation/index.ts'),
  () => import('../model/settings/index.ts'),
  () => import('../model/session/storage.ts'),
  () => import('../model/session/session.ts'),
  () => import('../model/session/signIn.ts'),
  () => import('../model/session/msalModel.ts'),
  () => import('../model/session/inactivity.ts'),
  () => import('../model/session/draft.ts'),
  () => import('../ui/MessageOverlay/index.ts'),
  () => import('./SessionShell.tsx'),
  () => import('./router.tsx'),
];

/** Runs the start's pieces one task each, then start itself. */
export const startInSteps = async <T>(start: () => Promise<T>): Promise<T> => {
  for (const step of startSteps) {
    await yieldToBrowser();
    await step();
  }
  await yieldToBrowser();
  return start();
};
