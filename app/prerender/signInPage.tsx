import { fork } from 'effector';
import { Provider } from 'effector-react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { sessionPaths } from '../../model/session/index.ts';
import { LoginPage } from '../../pages/login/index.ts';
import { Spinner } from '../../ui/Spinner/index.ts';

/**
 * The sign-in screen as it first shows, rendered at build time into index.html (scripts/prerenderSignIn.ts):
 * the same component the console mounts, with a fresh scope (no errors, nothing pending).
 */
export const renderSignInPage = (): string =>
  renderToStaticMarkup(
    <Provider value={fork()}>
      <MemoryRouter initialEntries={[sessionPaths.login]}>
        <LoginPage />
      </MemoryRouter>
    </Provider>,
  );

/** The busy mark of a button sending (ui/Button while loading), for the picture's button. */
export const renderBusyMark = (): string => renderToStaticMarkup(<Spinner size="small" decorative />);
