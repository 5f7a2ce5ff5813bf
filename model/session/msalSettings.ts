import type { MsalSettings } from './msal.ts';

/**
 * The identity provider is configured at build time (VITE_MSAL_CLIENT_ID, VITE_MSAL_AUTHORITY);
 * without a client id the console offers no Entra ID sign-in.
 */
export const msalSettingsFromBuild = (origin: string): MsalSettings | undefined => {
  const clientId = import.meta.env.VITE_MSAL_CLIENT_ID as string | undefined;
  if (!clientId) return undefined;
  const authority =
    (import.meta.env.VITE_MSAL_AUTHORITY as string | undefined) ?? 'https://login.microsoftonline.com/organizations';
  return { clientId, authority, redirectUri: origin };
};
