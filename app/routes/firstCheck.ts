import { createWatch, type Scope } from 'effector';
import { $isSignedIn, $loginStatus, checkAuthFx } from '../../model/session/index.ts';

/** Resolves, once the first authentication check in `scope` has answered, with whether the user is signed in. */
export const firstCheckOf = (scope: Scope): Promise<boolean> =>
  new Promise((resolve) => {
    if (scope.getState($loginStatus) !== 'initial') {
      resolve(scope.getState($isSignedIn));
      return;
    }
    const unwatch = createWatch({
      unit: checkAuthFx.finally,
      scope,
      fn: () => {
        unwatch();
        resolve(scope.getState($isSignedIn));
      },
    });
  });

let follow: (scope: Scope) => void = () => {};
const followed = new Promise<boolean>((resolve) => {
  follow = (scope) => resolve(firstCheckOf(scope));
});

/**
 * The console's scope (app/scope.ts): its first check is the one the router's first load waits for. The
 * router is made (and its first load begun) before the scope is, so what it waits for is set later.
 */
export const followFirstCheck = (scope: Scope): void => follow(scope);

/** Whether the user was signed in when the console's first authentication check answered. */
export const signedInAtStart = (): Promise<boolean> => followed;
