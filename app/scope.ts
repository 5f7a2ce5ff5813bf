import { fork, type Scope } from 'effector';
import { navigateFx } from '../model/navigation/index.ts';
import { captureDraftFx, fillDraftFx } from '../model/session/index.ts';
import { captureScreenDraft, fillScreenDraft } from './draftDom.ts';
import { router } from './router.tsx';

/**
 * The console's one effector scope. Ports the models declare without knowing the browser are bound here:
 * navigation to the router, and reading/filling a draft to the page's DOM.
 */
export const createAppScope = (): Scope =>
  fork({
    handlers: [
      [
        navigateFx,
        ({ to, replace }: { to: string; replace?: boolean }) => router.navigate(to, { replace: replace ?? false }),
      ],
      [captureDraftFx, () => captureScreenDraft(document, window.location.pathname)],
      [fillDraftFx, (draft: Parameters<typeof fillScreenDraft>[1]) => fillScreenDraft(document, draft)],
    ],
  });
