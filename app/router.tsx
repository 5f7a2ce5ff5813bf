import { createBrowserRouter, Outlet } from 'react-router-dom';
import { Spinner } from '../ui/index.ts';

const RouteLoading = () => <Spinner size="large" />;

// Each screen is its own chunk: the entry stays small and MSAL only loads on the identity-provider path.
export const router = createBrowserRouter([
  {
    element: <Outlet />,
    HydrateFallback: RouteLoading,
    children: [
      { path: '/', lazy: async () => ({ Component: (await import('../pages/login/index.ts')).LoginPage }) },
      { path: '*', lazy: async () => ({ Component: (await import('../pages/not-found/index.ts')).NotFoundPage }) },
    ],
  },
]);
