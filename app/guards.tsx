import { useUnit } from 'effector-react';
import { Navigate, Outlet } from 'react-router-dom';
import { $isSignedIn, $loginStatus, sessionPaths } from '../model/session/index.ts';
import { Spinner } from '../ui/index.ts';
import * as styles from './layout.css.ts';
import { appText } from './text.ts';

/** Spec §2.1: while the login status is initial, a spinner. */
const Checking = () => (
  <main className={styles.checking} aria-busy="true">
    <Spinner size="large" label={appText.loading} />
  </main>
);

/** The public routes (spec §2.1): signed-in users go to /overview. */
export const PublicOnly = () => {
  const [status, signedIn] = useUnit([$loginStatus, $isSignedIn]);
  if (status === 'initial') return <Checking />;
  if (signedIn) return <Navigate to={sessionPaths.overview} replace />;
  return <Outlet />;
};
