import { createBrowserRouter } from 'react-router-dom';
import { sessionPaths } from '../model/session/index.ts';
import { Spinner } from '../ui/index.ts';
import { PublicOnly } from './guards.tsx';
import { loadChunk } from './routes/loadChunk.ts';
import { RouteError } from './routes/RouteError.tsx';
import { SessionShell } from './SessionShell.tsx';

const RouteLoading = () => <Spinner size="large" />;

const signedInChunk = () => loadChunk('signed-in', () => import('./routes/SignedInApp.tsx'));

/**
 * A step after the password (the one-time code, a new password, enrolment) comes just before signing in:
 * while it is filled in, the signed-in console's code and /overview's are fetched and run, so the overview
 * shows as soon as the server says yes. Not on the sign-in form itself, whose page stays light. A failure
 * here is left for the navigation to meet (and name) again.
 */
const warmSignedIn = () => {
  const warm = () =>
    void signedInChunk()
      .then(({ preloadScreensAt }) => preloadScreensAt(sessionPaths.overview))
      .catch(() => undefined);
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
        lazy: async () => ({ Component: (await signedInChunk()).SignedInApp }),
        // Before a navigation commits, the screen's code is fetched: no loading state between two screens.
        loader: async ({ request }) => {
          const { preloadScreensAt } = await signedInChunk().catch(() => ({ preloadScreensAt: async () => {} }));
          await preloadScreensAt(new URL(request.url).pathname);
          return null;
        },
        errorElement: <RouteError />,
      },
    ],
  },
]);
