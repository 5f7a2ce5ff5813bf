/**
 * What the rest of the console knows of the identity-provider flow. The flow itself (msal.ts, with the
 * library) is a separate chunk, loaded when it runs: nothing of MSAL is in the entry chunk.
 */

/** The identity provider's settings (see model/settings/README.md for where they come from). */
export interface MsalSettings {
  clientId: string;
  /** The tenant's authority URL; when none is configured, msal.ts uses Entra ID's `organizations`. */
  authority: string | null;
  /** Where the provider sends the user back: the site origin (spec §7.1). */
  redirectUri: string;
}

export interface MsalIdentity {
  name: string;
  email: string;
  /** The server verifies it before trusting name and e-mail. */
  idToken: string;
}

export type MsalOutcome = { kind: 'signedIn'; identity: MsalIdentity } | { kind: 'redirecting' } | { kind: 'none' };

/** Spec §7.1, §9: the only scope the console asks for. */
export const MSAL_SCOPES = ['User.ReadWrite'];

/** Set just before redirecting to the provider, so the way back is recognised even without a response hash. */
export const MSAL_REDIRECT_FLAG = 'console-msal-redirect';

/**
 * Whether this page load is the provider sending the user back (then `handleRedirectPromise` must run on
 * start, spec §7.1): MSAL's response in the hash, or our flag from before the redirect.
 */
export const isMsalRedirectReturn = (hash: string, flag: string | null): boolean => {
  const fields = new URLSearchParams(hash.replace(/^#/, ''));
  return flag !== null || (fields.has('state') && (fields.has('code') || fields.has('error')));
};
