import type { AccountInfo, AuthenticationResult, IPublicClientApplication } from '@azure/msal-browser';
import {
  MSAL_REDIRECT_FLAG,
  MSAL_SCOPES,
  type MsalIdentity,
  type MsalOutcome,
  type MsalSettings,
} from './msalTypes.ts';

/** Any Entra ID tenant, when the deployment names none. */
export const DEFAULT_AUTHORITY = 'https://login.microsoftonline.com/organizations';

/**
 * The identity-provider flow with MSAL. This module is itself loaded on demand (msalModel.ts), and it
 * loads the library: neither is in the entry chunk.
 */
const loadMsal = () => import('@azure/msal-browser');

let instance: { key: string; client: Promise<IPublicClientApplication> } | undefined;

const client = (settings: MsalSettings): Promise<IPublicClientApplication> => {
  const authority = settings.authority ?? DEFAULT_AUTHORITY;
  const key = `${settings.clientId} ${authority} ${settings.redirectUri}`;
  if (instance?.key !== key) {
    const created = loadMsal().then(({ createStandardPublicClientApplication }) =>
      createStandardPublicClientApplication({
        auth: { clientId: settings.clientId, authority, redirectUri: settings.redirectUri },
        // Spec §7.1: the account cache is in local storage (sign-out's storage clearing forgets it too).
        cache: { cacheLocation: 'localStorage' },
      }),
    );
    // A failed load is not kept: the next attempt loads again.
    created.catch(() => {
      if (instance?.client === created) instance = undefined;
    });
    instance = { key, client: created };
  }
  return instance.client;
};

const identityOf = (account: AccountInfo, result: Pick<AuthenticationResult, 'idToken'>): MsalIdentity => ({
  name: account.name || account.username,
  email: account.username,
  idToken: result.idToken,
});

const redirectFlag = {
  set: () => sessionStorage.setItem(MSAL_REDIRECT_FLAG, '1'),
  clear: () => sessionStorage.removeItem(MSAL_REDIRECT_FLAG),
};

/**
 * The redirect flow of spec §4/§7.1:
 * 1. finish a redirect that is coming back (`handleRedirectPromise`);
 * 2. else take the last cached account (several cached: the last one) and get its ID token silently;
 * 3. else, when `interactive` (the button), redirect to the provider to sign in; on start it stops here.
 */
export const signInWithMsal = async (settings: MsalSettings, interactive: boolean): Promise<MsalOutcome> => {
  const msal = await client(settings);
  let returned: AuthenticationResult | null;
  try {
    returned = await msal.handleRedirectPromise();
  } finally {
    redirectFlag.clear();
  }
  if (returned?.account) return { kind: 'signedIn', identity: identityOf(returned.account, returned) };

  const account = msal.getAllAccounts().at(-1);
  if (account) {
    try {
      const silent = await msal.acquireTokenSilent({ scopes: MSAL_SCOPES, account });
      return { kind: 'signedIn', identity: identityOf(silent.account ?? account, silent) };
    } catch (error) {
      // Expired or revoked: only the person can sign in again, and only when they asked to.
      if (!interactive) throw error;
    }
  }
  if (!interactive) return { kind: 'none' };
  redirectFlag.set();
  await msal.loginRedirect({
    scopes: MSAL_SCOPES,
    redirectUri: settings.redirectUri,
    ...(account ? { loginHint: account.username } : {}),
  });
  return { kind: 'redirecting' };
};

/** For tests: forget the loaded client. */
export const resetMsalForTests = (): void => {
  instance = undefined;
};
