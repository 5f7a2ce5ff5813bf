import { Suspense, useEffect, useState } from 'react';
import { createBrowserRouter, useLoaderData } from 'react-router-dom';
import { sessionPaths } from '../model/session/index.ts';
import { Spinner } from '../ui/index.ts';
import { PublicOnly } from './guards.tsx';
import { signedInAtStart } from './routes/firstCheck.ts';
import { loadChunk } from './routes/loadChunk.ts';
import { preloadable } from './routes/preloadable.tsx';
import { RouteError } from './routes/RouteError.tsx';
import { signedInSteps } from './routes/signedInSteps.ts';
import { SessionShell } from './SessionShell.tsx';
import { yieldToBrowser } from './yieldToBrowser.ts';

const RouteLoading = () => <Spinner size="large" />;

// The domains' models are fetched side by side and each run as it arrives, before the rest
// (app/routes/signedInSteps.ts): not one long task.
const signedInChunk = () =>
  loadChunk('signed-in', async () => {
    await Promise.all(signedInSteps.map((step) => step()));
    await yieldToBrowser();
    return import('./routes/SignedInApp.tsx');
  });
const signedInApp = preloadable(async () => (await signedInChunk()).SignedInApp);

/**
 * Fetches (and runs) the code of the screens at `pathname` beside the signed-in console's, not after it: the
 * table of screens is a small chunk of its own. Never rejects: a failure is the navigation's to meet again.
 */
const preloadScreensAt = (pathname: string): Promise<void> =>
  import('./routes/screens.tsx').then(
    (screens) => screens.preloadScreensAt(pathname),
    () => undefined,
  );

/**
 * The signed-in console, rendered at once when its code is here (the route's loader fetched it and says so).
 * Else, on the first load of a signed-in address while signed out, a spinner: the code is asked for once that
 * has been painted, with the global messages (the check's among them), and running it then sends the user to
 * the sign-in screen (or shows the not-found page).
 */
const SignedInEntry = () => {
  const preloaded = useLoaderData() === CODE_HERE;
  const [asked, setAsked] = useState(preloaded);
  useEffect(() => setAsked(true), []);
  if (!asked) return <RouteLoading />;
  return (
    <Suspense fallback={<RouteLoading />}>
      <signedInApp.Page />
    </Suspense>
  );
};
const CODE_HERE = 'code-here';

/**
 * A step after the password (the one-time code, a new password, enrolment) comes just before signing in:
 * while it is filled in, the signed-in console's code and /overview's are fetched and run, so the overview
 * shows as soon as the server says yes. Not on the sign-in form itself, whose page stays light. A failure
 * here is left for the navigation to meet (and name) again.
 */
const warmSignedIn = () => {
  const warm = () => void Promise.all([signedInApp.preload(), preloadScreensAt(sessionPaths.overview)]);
  // After the step's own screen has come: its code is asked for first.
  if (typeof requestIdleCallback === 'function') requestIdleCallback(warm, { timeout: 500 });
  else setTimeout(warm, 0);
  return null;
};

// Each screen is its own chunk: the entry stays small, and MSAL is loaded only on the identity-provider path.
export const router = createBrowserRouter([
  {
    element: <SessionShell />,
    errorElement: <RouteError />,
    HydrateFallback: RouteLoading,
    children: [
      {
        element: <PublicOnly />,
        children: [
          {
            path: sessionPaths.login,
            lazy: async () => ({ Component: (await import('../pages/login/index.ts')).LoginPage }),
          },
          {
            path: sessionPaths.updatePassword,
            loader: warmSignedIn,
            lazy: async () => ({
              Component: (await import('../pages/login-update-password/index.ts')).UpdatePasswordPage,
            }),
          },
          {
            path: sessionPaths.verifyOtp,
            loader: warmSignedIn,
            lazy: async () => ({ Component: (await import('../pages/login-verify-otp/index.ts')).VerifyOtpPage }),
          },
          {
            path: sessionPaths.verifyToken,
            loader: warmSignedIn,
            lazy: async () => ({ Component: (await import('../pages/login-verify-token/index.ts')).VerifyTokenPage }),
          },
          {
            path: sessionPaths.guideOtp,
            loader: warmSignedIn,
            lazy: async () => ({ Component: (await import('../pages/login-guide-otp/index.ts')).GuideOtpPage }),
          },
        ],
      },
      // Every signed-in route, its dialogs over their pages, and the not-found page (app/routes): with the
      // signed-in layout, the shell model and the socket, a chunk the public screens never load.
      {
        path: '*',
        Component: SignedInEntry,
        // Before a navigation commits, the screen's code is fetched: no loading state between two screens.
        // The console's first load waits for the authentication check (spec §7.1) first: signed out, nothing
        // around the routes (the global messages among it) shows until this loader ends, and running the
        // signed-in code would hold the check's message back by as long as it takes to run.
        loader: async ({ request }) => {
          if (!(await signedInAtStart()) && !router.state.initialized) return null;
          await Promise.all([signedInApp.preload(), preloadScreensAt(new URL(request.url).pathname)]);
          return CODE_HERE;
        },
        errorElement: <RouteError />,
      },
    ],
  },
]);
