import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { matchPath, Route, Routes, useLocation } from 'react-router-dom';
import { shellOpened } from '../../model/shell/index.ts';
import { NotFoundPage } from '../../pages/not-found/index.ts';
import { SignedInLayout } from '../layout/SignedInLayout.tsx';
import { AreaScreen, DialogGate, DialogWithoutBackground, RequireSignIn } from './guards.tsx';
import { dialogScreens, screens } from './screens.tsx';

const known = (pathname: string) => [...screens, ...dialogScreens].some((screen) => matchPath(screen.path, pathname));

/**
 * Everything behind sign-in. Pages render from the navigation state's background location when a dialog
 * route was opened over them (spec §2.3), so the page stays under its dialog with its own params.
 * An unknown path gets the not-found page, signed in or not (spec §2.4).
 */
export const SignedInApp = () => {
  const opened = useUnit(shellOpened);
  // This chunk (and the shell model in it) usually loads after the sign-in: the shell starts from here.
  useEffect(() => {
    opened();
  }, [opened]);
  const location = useLocation();
  const background = (location.state as { background?: Location } | null)?.background;
  if (!known(location.pathname)) return <NotFoundPage standalone />;
  return (
    <Routes>
      <Route element={<RequireSignIn />}>
        <Route element={<SignedInLayout />}>
          <Route
            path="*"
            element={
              <>
                <Routes location={background ?? location}>
                  {screens.map((screen) => (
                    <Route key={screen.path} path={screen.path} element={<AreaScreen screen={screen} />} />
                  ))}
                  {dialogScreens.map((dialog) => (
                    <Route key={dialog.path} path={dialog.path} element={<DialogWithoutBackground dialog={dialog} />} />
                  ))}
                </Routes>
                {background ? (
                  <Routes>
                    {dialogScreens.map((dialog) => (
                      <Route key={dialog.path} path={dialog.path} element={<DialogGate dialog={dialog} />} />
                    ))}
                    <Route path="*" element={null} />
                  </Routes>
                ) : null}
              </>
            }
          />
        </Route>
      </Route>
    </Routes>
  );
};
