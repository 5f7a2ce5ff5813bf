export type { MsalIdentity, MsalOutcome, MsalSettings } from './msal.ts';
export { MSAL_SCOPES } from './msal.ts';
export { $msalError, $msalPending, msalSignInFx, msalSignInRequested } from './msalModel.ts';
export { msalSettingsFromBuild } from './msalSettings.ts';
