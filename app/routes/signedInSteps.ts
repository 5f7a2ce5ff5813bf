/**
 * The signed-in console's code (app/routes/SignedInApp.tsx) imports, through the shell's registry, every
 * domain's model: some 5,000 effector units and the contract's schemas they read with, 0.4–0.6 s of one task
 * on this kind of machine, during which the page answers no input. These are that graph's pieces: app/router.tsx
 * imports them side by side before SignedInApp, so each runs in a task of its own as its code arrives (the shell
 * last, whose registry imports them all). A step only decides when a module runs: one left out, or no longer
 * imported by SignedInApp, changes nothing but the size of a task; `signedInSteps.test.ts` checks each is still
 * in its graph.
 */
export const signedInSteps: readonly (() => Promise<unknown>)[] = [
  () => import('../../model/kit/index.ts'),
  () => import('../../model/realtime/index.ts'),
  () => import('../../model/group/index.ts'),
  () => import('../../model/notice/index.ts'),
  () => import('../../model/config/index.ts'),
  () => import('../../model/web/index.ts'),
  () => import('../../model/mailing/index.ts'),
  () => import('../../model/mail/index.ts'),
  () => import('../../model/form/index.ts'),
  () => import('../../model/formAnswer/index.ts'),
  () => import('../../model/author/index.ts'),
  () => import('../../model/workflow/index.ts'),
  () => import('../../model/shell/index.ts'),
];
