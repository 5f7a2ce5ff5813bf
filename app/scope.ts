import { fork, type Scope } from 'effector';
import { navigateFx } from '../model/navigation/index.ts';
import { captureDraftFx, fillDraftFx } from '../model/session/index.ts';
import { captureScreenDraft, fillScreenDraft } from './draftDom.ts';
import { router } from './router.tsx';
import { followFirstCheck } from './routes/firstCheck.ts';

/**
 * The console's one effector scope. Ports the models declare without knowing the browser are bound here:
 * navigation to the router, and reading/filling a draft to the page's DOM. The router's first load follows
 * its first authentication check (app/routes/firstCheck.ts).
 */
export const createAppScope = (): Scope => {
  const scope = fork({
    handlers: [
      [
        navigateFx,
        ({ to, replace }: { to: string; replace?: boolean }) => router.navigate(to, { replace: replace ?? false }),
      ],
      [captureDraftFx, () => captureScreenDraft(document, window.location.pathname)],
      [fillDraftFx, (draft: Parameters<typeof fillScreenDraft>[1]) => fillScreenDraft(document, draft)],
    ],
  });
  followFirstCheck(scope);
  return scope;
};
