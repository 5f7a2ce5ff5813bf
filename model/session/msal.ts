import type { AccountInfo, IPublicClientApplication } from '@azure/msal-browser';

/** The identity provider's settings (build-time VITE_MSAL_* or the server's GET /auth/login/msal answer). */
export interface MsalSettings {
  clientId: string;
  authority: string;
  /** Where the provider sends the user back: the site origin (spec §7.1). */
  redirectUri: string;
}

export interface MsalIdentity {
  name: string;
  email: string;
  idToken: string;
}

export type MsalOutcome = { kind: 'signedIn'; identity: MsalIdentity } | { kind: 'redirecting' } | { kind: 'none' };

/** Spec §9: the only scope the console asks for. */
export const MSAL_SCOPES = ['User.ReadWrite'];

/** MSAL is ~70 KB gzipped: it is only ever loaded here, on the identity-provider path. */
const loadMsal = () => import('@azure/msal-browser');

let instance: Promise<IPublicClientApplication> | undefined;

const client = (settings: MsalSettings): Promise<IPublicClientApplication> => {
  instance ??= loadMsal().then(({ createStandardPublicClientApplication }) =>
    createStandardPublicClientApplication({
      auth: { clientId: settings.clientId, authority: settings.authority, redirectUri: settings.redirectUri },
      cache: { cacheLocation: 'localStorage' },
    }),
  );
  return instance;
};

const identityOf = (account: AccountInfo, idToken: string): MsalIdentity => ({
  name: account.name ?? account.username,
  email: account.username,
  idToken,
});

/**
 * Finishes a redirect that is coming back (handleRedirectPromise), else signs in with the last cached
 * account (spec §4: several cached → the last one), else, when `interactive`, redirects to the provider.
 */
export const signInWithMsal = async (settings: MsalSettings, interactive: boolean): Promise<MsalOutcome> => {
  const msal = await client(settings);
  const returned = await msal.handleRedirectPromise();
  if (returned?.account) return { kind: 'signedIn', identity: identityOf(returned.account, returned.idToken) };
  const account = msal.getAllAccounts().at(-1);
  if (account) {
    const silent = await msal.acquireTokenSilent({ scopes: MSAL_SCOPES, account });
    return { kind: 'signedIn', identity: identityOf(account, silent.idToken) };
  }
  if (!interactive) return { kind: 'none' };
  await msal.loginRedirect({ scopes: MSAL_SCOPES, redirectUri: settings.redirectUri });
  return { kind: 'redirecting' };
};

/** For tests: forget the loaded client. */
export const resetMsalForTests = (): void => {
  instance = undefined;
};
