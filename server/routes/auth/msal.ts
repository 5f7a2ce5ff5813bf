import { and, eq } from 'drizzle-orm';
import type { authApi } from '../../../contract/index.ts';
import type { ServerContext } from '../../context.ts';
import { accounts } from '../../db/schema.ts';
import { Problem } from '../../http/problem.ts';
import type { ApiHandlers } from '../../http/registerEndpoints.ts';
import { normalEmail, startSession } from './credentials.ts';
import { issuerOf, type JwksOptions, jwksKeySource, jwksUrlOf, type KeySource, verifyIdToken } from './idToken.ts';
import { signInMessages } from './messages.ts';

export interface MsalOptions {
  /** How the tenant's key set is fetched (tests may pass their own). */
  jwks?: Omit<JwksOptions, 'url'>;
}

/**
 * Sign-in through the organisation's identity provider. The posted e-mail alone never signs anyone in:
 * the ID token must verify (idToken.ts) and name that e-mail, and an account of type Msal must exist.
 * Settings are read per request from `context.config`, so a server without them refuses (403).
 */
export const msalHandlers = (
  context: ServerContext,
  options: MsalOptions = {},
): Pick<ApiHandlers<typeof authApi>, 'msalConfig' | 'msalLogin'> => {
  const keySources = new Map<string, KeySource>();
  const keysOf = (authority: string): KeySource => {
    const url = jwksUrlOf(authority);
    let source = keySources.get(url);
    if (!source) {
      source = jwksKeySource({ ...options.jwks, url });
      keySources.set(url, source);
    }
    return source;
  };
  const settings = () => {
    const { msalClientId: clientId, msalAuthority: authority } = context.config;
    return clientId && authority ? { clientId, authority } : undefined;
  };

  return {
    msalConfig: async () => {
      const configured = settings();
      return configured ? { enabled: true as const, ...configured } : { enabled: false as const };
    },

    msalLogin: async ({ body, request, reply }) => {
      const configured = settings();
      if (!configured) throw new Problem(403, signInMessages.msalNotConfigured);
      const checked = await verifyIdToken(body.idToken, keysOf(configured.authority), {
        issuer: issuerOf(configured.authority),
        audience: configured.clientId,
        email: body.email,
        now: context.now(),
      });
      if (!checked.ok) {
        request.log.warn({ reason: checked.reason }, 'identity-provider sign-in refused');
        throw new Problem(401, signInMessages.msalRefused);
      }
      const [account] = await context.db
        .select({ id: accounts.id })
        .from(accounts)
        .where(and(eq(accounts.email, normalEmail(body.email)), eq(accounts.type, 'Msal')));
      // No account is created here: an administrator registers who may sign in.
      if (!account) return { error: true, message: signInMessages.msalUnknownAccount };
      return { tokenInfo: await startSession(context, request, reply, account.id) };
    },
  };
};
