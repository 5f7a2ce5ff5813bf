export type { ClockReading } from './clock.ts';
export { readClockFx } from './clock.ts';
export type { ScreenDraft } from './draft.ts';
export {
  $draft,
  $draftOffer,
  captureDraftFx,
  draftDiscardClicked,
  draftOfferDismissed,
  draftRestoreClicked,
  draftSummary,
  fillDraftFx,
} from './draft.ts';
export { errorText } from './errors.ts';
export type { Inactivity, InactivityPhase } from './inactivity.ts';
export {
  $inactivity,
  $lastActivity,
  clicked,
  inactivityExpired,
  keepAliveFx,
  sessionTicked,
  staySignedInClicked,
  WARNING_MS,
  warningWindow,
} from './inactivity.ts';
export {
  $msalAvailable,
  $msalError,
  $msalPending,
  $msalSettings,
  detectMsalReturnFx,
  loadMsalConfigFx,
  msalLoginFx,
  msalSignInFx,
  msalSignInRequested,
} from './msalModel.ts';
export type { MsalIdentity, MsalOutcome, MsalSettings } from './msalTypes.ts';
export { isMsalRedirectReturn, MSAL_REDIRECT_FLAG, MSAL_SCOPES } from './msalTypes.ts';
export { sessionPaths, stepPaths } from './paths.ts';
export type { SignOut, SignOutReason } from './session.ts';
export {
  $allowedDomains,
  $canChangePassword,
  $config,
  $isSignedIn,
  $loginStatus,
  $signinAge,
  $signOutPending,
  $tokenInfo,
  allowedDomainRemoved,
  allowedDomainsRequested,
  appStarted,
  checkAuthFx,
  configRequested,
  loadConfigFx,
  loadDomainsFx,
  logoutFx,
  signedIn,
  signedOut,
  signOutClicked,
  signOutStarted,
} from './session.ts';
export type {
  AnswerSource,
  Credentials,
  LoginErrors,
  LoginField,
  PasswordErrors,
  PasswordField,
  SignInAnswered,
} from './signIn.ts';
export {
  $changePasswordPending,
  $codeError,
  $hasTemporaryLogin,
  $loginErrors,
  $loginForm,
  $loginPending,
  $passwordErrors,
  $signInStep,
  $temporaryLogin,
  $updatePasswordPending,
  $verifyPending,
  changePasswordFx,
  codeEdited,
  codeSubmitted,
  initialPasswordSubmitted,
  loginFieldEdited,
  loginFormCarriedOver,
  loginFx,
  loginSubmitted,
  normaliseCode,
  passwordChangeSubmitted,
  passwordFieldEdited,
  sessionMessageTopics,
  signInAnswered,
  signInFailed,
  updatePasswordFx,
  verifyFx,
} from './signIn.ts';
export type { Draft, DraftField } from './storage.ts';
export {
  clearStorageFx,
  DRAFT_MAX_AGE_MS,
  loadDraftFx,
  readLastActivityFx,
  removeDraftFx,
  saveDraftFx,
  storageKeys,
  writeLastActivityFx,
  writeLoginTimeFx,
} from './storage.ts';
export { sessionText } from './text.ts';
