import type { ServerContext } from '../../context.ts';
import type { Implementation } from '../../http/registerEndpoints.ts';
import { msalRoutes } from './msal.ts';
import { sessionRoutes } from './session.ts';
import { signInRoutes } from './signIn.ts';

/** Every endpoint of `authApi`. */
export const authImplementations = (context: ServerContext): Implementation[] => [
  ...signInRoutes(context),
  ...sessionRoutes(context),
  ...msalRoutes(context),
];
