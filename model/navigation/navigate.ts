import { createEffect } from 'effector';

export interface NavigationRequest {
  to: string;
  /** Replace the current history entry (a sign-in step should not be returned to with Back). */
  replace?: boolean;
}

/**
 * A port: models ask to go somewhere (the next sign-in step, a restored draft's screen) without knowing
 * the router. app/ binds it to the router in the scope it creates
 * (`fork({ handlers: [[navigateFx, …router.navigate…]] })`); tests and stories bind it to a recorder.
 * Unbound, it fails loudly rather than navigating behind the router's back.
 */
export const navigateFx = createEffect<NavigationRequest, void>(() => {
  throw new Error('navigateFx is not bound to a router (app/scope.ts binds it)');
});
