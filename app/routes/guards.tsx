import { useUnit } from 'effector-react';
import { Suspense } from 'react';
import { matchPath, Navigate, Outlet, useLocation } from 'react-router-dom';
import { mayOpenDialog, mayOpenRoute } from '../../model/navigation/index.ts';
import { $loginStatus, $tokenInfo } from '../../model/session/index.ts';
import { NotFoundPage } from '../../pages/not-found/index.ts';
import { Spinner } from '../../ui/index.ts';
import { type DialogScreen, type Screen, screens } from './screens.tsx';

export const ScreenLoading = () => <Spinner size="large" />;

/** Spec §2.2: not signed in → `/`; a spinner while the first authentication check runs. */
export const RequireSignIn = () => {
  const [status, user] = useUnit([$loginStatus, $tokenInfo]);
  if (status === 'initial') return <ScreenLoading />;
  if (!user) return <Navigate to="/" replace />;
  return <Outlet />;
};

/** Spec §2.2, §6: a route needs a level above 0 in its area, else the not-found page. */
export const AreaScreen = ({ screen }: { screen: Screen }) => {
  const user = useUnit($tokenInfo);
  if (!mayOpenRoute(screen.area, user)) return <NotFoundPage />;
  return (
    <Suspense fallback={<ScreenLoading />}>
      <screen.Page />
    </Suspense>
  );
};

/**
 * Spec §2.3: a dialog route renders over the previous page (the router renders that page from the
 * navigation state's location), and only for the super group or a level above 0. Opened directly by URL it
 * is not shown as a dialog over nothing: the user lands on the page the dialog belongs to instead.
 */
export const DialogGate = ({ dialog }: { dialog: DialogScreen }) => {
  const user = useUnit($tokenInfo);
  if (!mayOpenDialog(dialog.area, user, true)) return null;
  return (
    <Suspense fallback={null}>
      <dialog.Page />
    </Suspense>
  );
};

/** A dialog route opened without a page under it: go to the page it belongs to. */
export const DialogWithoutBackground = ({ dialog }: { dialog: DialogScreen }) => {
  const location = useLocation();
  const params = matchPath(dialog.path, location.pathname)?.params ?? {};
  if (dialog.belongsTo) return <Navigate to={dialog.belongsTo(params)} replace />;
  const parent = location.pathname.split('/').slice(0, -1).join('/');
  const target = parent && screens.some((screen) => matchPath(screen.path, parent)) ? parent : '/overview';
  return <Navigate to={target} replace />;
};
