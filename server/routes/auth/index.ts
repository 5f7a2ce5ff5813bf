import type { authApi } from '../../../contract/index.ts';
import type { ServerContext } from '../../context.ts';
import type { ApiHandlers } from '../../http/registerEndpoints.ts';
import { msalHandlers } from './msal.ts';
import { sessionHandlers } from './session.ts';
import { signInHandlers } from './signIn.ts';

/** Every endpoint of `authApi`: the password and code steps, the session's own calls, the identity provider. */
export const authHandlers = (context: ServerContext): ApiHandlers<typeof authApi> => ({
  ...signInHandlers(context),
  ...sessionHandlers(context),
  ...msalHandlers(context),
});
