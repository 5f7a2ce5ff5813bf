import { combine, createEvent, createStore, sample } from 'effector';
import {
  authApi,
  Email,
  hasError,
  html,
  NewPassword,
  OtpToken,
  type SignInAnswer,
  type SignInRequirement,
  signInStep,
  type TemporaryLogin,
  type TokenInfo,
  trustedHtml,
} from '../../contract/index.ts';
import { endpointFx } from '../api/index.ts';
import { messageShown, messageTimes, topicSettled } from '../messages/index.ts';
import { navigateFx } from '../navigation/index.ts';
import { errorText } from './errors.ts';
import { sessionPaths, stepPaths } from './paths.ts';
import { $tokenInfo, signedIn, signedOut } from './session.ts';
import { sessionText } from './text.ts';

export const loginFx = endpointFx(authApi.login);
export const verifyFx = endpointFx(authApi.verify);
/** The forced password update of the sign-in flow (`/login/update-password`). */
export const updatePasswordFx = endpointFx(authApi.updatePassword);
/** A signed-in user changing their password (`/pw-update`). */
export const changePasswordFx = endpointFx(authApi.updatePassword);

export interface Credentials {
  email: string;
  password: string;
}

/** Which sign-in call an answer came from: it decides the texts and where a success message links. */
export type AnswerSource = 'login' | 'verify' | 'updatePassword' | 'msal';

/** One answer of a sign-in call, with the credentials the next step needs (none for the identity provider). */
export interface SignInAnswered {
  source: AnswerSource;
  answer: SignInAnswer;
  credentials: Credentials | null;
}

/**
 * The topics of the session's error messages: each is withdrawn once a later answer makes it untrue, so a
 * red "wrong password" never stands over the console the user has since signed in to.
 */
export const sessionMessageTopics = {
  /** A failed sign-in step (password, code, forced password update, identity provider). */
  signIn: 'session.signIn',
  /** A refused password change on /pw-update. */
  passwordChange: 'session.passwordChange',
} as const;

export const signInAnswered = createEvent<SignInAnswered>();
/** A sign-in step failed, by its answer or without one: the text shown (spec §8: 20000 ms). */
export const signInFailed = createEvent<string>();

// ── stores ──────────────────────────────────────────────────────────────────────────────────────────

/**
 * Spec §3/§4 temporary login info: e-mail, password and, while enrolling, the secret and its URL. Only in
 * memory, only between the password step and the next; cleared on success and on sign-out.
 */
export const $temporaryLogin = createStore<TemporaryLogin | null>(null);
/** The step the server asked for last; null outside a multi-step sign-in. */
export const $signInStep = createStore<SignInRequirement | null>(null);

export type LoginField = 'email' | 'password';
export type LoginErrors = Partial<Record<LoginField, string>>;
/** Problems with the typed e-mail and password; the call is not made while there are any. */
export const $loginErrors = createStore<LoginErrors>({});
/**
 * What is typed in the sign-in form. Held here rather than in the page so that what a visitor typed into
 * index.html's picture of the form, before the console's code ran, carries over (app/prerender/handOver.ts).
 * The password goes once the server has taken it (the next step keeps its own copy), and both go on
 * sign-in and sign-out.
 */
export const $loginForm = createStore<Credentials>({ email: '', password: '' });

export type PasswordField = 'password' | 'newPassword' | 'confirmation';
export type PasswordErrors = Partial<Record<PasswordField, string>>;

/** Problems with what was typed in a password form, per field; the call is not made while there are any. */
export const $passwordErrors = createStore<PasswordErrors>({});
/** Problem with a typed one-time code. */
export const $codeError = createStore<string | null>(null);

export const $loginPending = loginFx.pending;
export const $verifyPending = verifyFx.pending;
export const $updatePasswordPending = updatePasswordFx.pending;
export const $changePasswordPending = changePasswordFx.pending;

// ── events from the screens ─────────────────────────────────────────────────────────────────────────

export const loginSubmitted = createEvent<Credentials>();
export const loginFieldEdited = createEvent<{ field: LoginField; value: string }>();
/** The picture of the sign-in form gave way to the console's: what was typed into it, and whether it was sent. */
export const loginFormCarriedOver = createEvent<Credentials & { sent: boolean }>();
/** A one-time code, for enrolment (verify_otp) or an enrolled account (otp). */
export const codeSubmitted = createEvent<string>();
/** `/login/update-password`: the new password, twice. */
export const initialPasswordSubmitted = createEvent<{ newPassword: string; confirmation: string }>();
/** `/pw-update`: the current password and the new one, twice. */
export const passwordChangeSubmitted = createEvent<{ password: string; newPassword: string; confirmation: string }>();
/** A field was edited: its error goes (the others stay until the next submit). */
export const passwordFieldEdited = createEvent<PasswordField>();
export const codeEdited = createEvent();

// ── password step ───────────────────────────────────────────────────────────────────────────────────

const loginChecked = sample({
  clock: loginSubmitted,
  fn: ({ email, password }) => {
    const errors: LoginErrors = {};
    const trimmed = email.trim();
    if (trimmed === '') errors.email = sessionText.emailRequired;
    else if (!Email.safeParse(trimmed).success) errors.email = sessionText.emailFormat;
    if (password === '') errors.password = sessionText.passwordRequired;
    return { body: { email: trimmed, password }, errors };
  },
});
$loginErrors
  .on(loginChecked, (_, { errors }) => errors)
  .on(loginFieldEdited, (errors, { field }) => {
    if (!(field in errors)) return errors;
    const { [field]: _removed, ...rest } = errors;
    return rest;
  });
$loginForm
  .on(loginFieldEdited, (form, { field, value }) => ({ ...form, [field]: value }))
  .on(loginFormCarriedOver, (_, { email, password }) => ({ email, password }))
  .on(loginFx.doneData, (form, answer) => (hasError(answer) ? form : { ...form, password: '' }))
  .reset(signedIn, signedOut);
// Sent before the console ran: sent now, as if the console's own form had been.
sample({
  clock: loginFormCarriedOver,
  filter: ({ sent }) => sent,
  fn: ({ email, password }): Credentials => ({ email, password }),
  target: loginSubmitted,
});
sample({
  clock: loginChecked,
  filter: ({ errors }) => Object.keys(errors).length === 0,
  fn: ({ body }) => ({ body }),
  target: loginFx,
});
sample({
  clock: loginFx.done,
  fn: ({ params, result }): SignInAnswered => ({ source: 'login', answer: result, credentials: params.body }),
  target: signInAnswered,
});

// ── one-time code ───────────────────────────────────────────────────────────────────────────────────

/** Authenticator apps show "123 456"; Japanese IMEs type full-width digits. */
export const normaliseCode = (typed: string): string => typed.normalize('NFKC').replace(/\s/g, '');

const codeChecked = sample({
  clock: codeSubmitted,
  fn: (typed) => {
    const code = normaliseCode(typed);
    if (code === '') return { code, error: sessionText.codeRequired };
    return { code, error: OtpToken.safeParse(code).success ? null : sessionText.codeFormat };
  },
});
$codeError.on(codeChecked, (_, { error }) => error).reset(codeEdited);

sample({
  clock: codeChecked,
  source: { login: $temporaryLogin, step: $signInStep },
  filter: ({ login }, { error }) => login !== null && error === null,
  fn: ({ login, step }, { code }) => {
    const { email, password, otpSecret } = login as TemporaryLogin;
    // The secret goes back only while enrolling; an enrolled account's code is checked against its own.
    const enrolling = step === 'verify_otp' && otpSecret !== undefined;
    return { params: { email }, body: enrolling ? { password, otpSecret, token: code } : { password, token: code } };
  },
  target: verifyFx,
});
sample({
  clock: verifyFx.done,
  fn: ({ params, result }): SignInAnswered => ({
    source: 'verify',
    answer: result,
    credentials: { email: params.params.email, password: params.body.password },
  }),
  target: signInAnswered,
});

// ── passwords ───────────────────────────────────────────────────────────────────────────────────────

const checkNewPassword = (current: string, newPassword: string, confirmation: string): PasswordErrors => {
  const errors: PasswordErrors = {};
  const rule = NewPassword.safeParse(newPassword);
  if (!rule.success) errors.newPassword = rule.error.issues[0]?.message ?? sessionText.passwordChangeFailed;
  else if (newPassword === current) errors.newPassword = sessionText.newPasswordSame;
  if (confirmation === '') errors.confirmation = sessionText.confirmationRequired;
  else if (confirmation !== newPassword) errors.confirmation = sessionText.confirmationMismatch;
  return errors;
};
const isEmpty = (errors: PasswordErrors) => Object.keys(errors).length === 0;

const initialChecked = sample({
  clock: initialPasswordSubmitted,
  source: $temporaryLogin,
  fn: (login, { newPassword, confirmation }) => ({
    login,
    newPassword,
    errors: checkNewPassword(login?.password ?? '', newPassword, confirmation),
  }),
});
sample({
  clock: initialChecked,
  filter: ({ login, errors }) => login !== null && isEmpty(errors),
  fn: ({ login, newPassword }) => {
    const { email, password } = login as TemporaryLogin;
    return { params: { email }, body: { password, newPassword } };
  },
  target: updatePasswordFx,
});
sample({
  clock: updatePasswordFx.done,
  // The next step (a code) is signed with the new password.
  fn: ({ params, result }): SignInAnswered => ({
    source: 'updatePassword',
    answer: result,
    credentials: { email: params.params.email, password: params.body.newPassword },
  }),
  target: signInAnswered,
});

const changeChecked = sample({
  clock: passwordChangeSubmitted,
  source: $tokenInfo,
  fn: (tokenInfo, { password, newPassword, confirmation }) => {
    const errors = checkNewPassword(password, newPassword, confirmation);
    return {
      tokenInfo,
      body: { password, newPassword },
      errors: password === '' ? { password: sessionText.currentPasswordRequired, ...errors } : errors,
    };
  },
});
sample({
  clock: changeChecked,
  filter: ({ tokenInfo, errors }) => tokenInfo !== null && isEmpty(errors),
  fn: ({ tokenInfo, body }) => ({ params: { email: (tokenInfo as TokenInfo).email }, body }),
  target: changePasswordFx,
});

$passwordErrors
  .on(initialChecked, (_, { errors }) => errors)
  .on(changeChecked, (_, { errors }) => errors)
  .on(passwordFieldEdited, (errors, field) => {
    if (!(field in errors)) return errors;
    const { [field]: _removed, ...rest } = errors;
    return rest;
  });

/** Spec §8: a password change answered with an error shows the server's text for 20000 ms. */
// A signed-in change answers no tokenInfo: only `error` tells a refusal.
const changeAnswered = sample({
  clock: changePasswordFx.doneData,
  fn: (answer) => ({ answer, failed: hasError(answer) }),
});
sample({
  clock: changeAnswered,
  filter: ({ failed }) => failed,
  fn: ({ answer }) => ({
    message: answer.message ?? sessionText.passwordChangeFailed,
    type: 'error' as const,
    time: messageTimes.signInFailure,
    topic: sessionMessageTopics.passwordChange,
  }),
  target: messageShown,
});
const changed = sample({ clock: changeAnswered, filter: ({ failed }) => !failed });
sample({
  clock: changed,
  fn: ({ answer }) => ({ message: answer.message ?? sessionText.passwordChanged, type: 'success' as const }),
  target: messageShown,
});
sample({ clock: changed, fn: () => ({ to: sessionPaths.overview }), target: navigateFx });
sample({
  clock: changePasswordFx.failData,
  // What failed first, in the console's words: the server's own text (a 500's may be English) follows it.
  fn: (error) => ({
    message: `${sessionText.passwordChangeFailed}${errorText(error)}`,
    type: 'error' as const,
    time: messageTimes.signInFailure,
    topic: sessionMessageTopics.passwordChange,
  }),
  target: messageShown,
});
// The refusal of an earlier try is no longer true once the password has been changed.
sample({ clock: changed, fn: () => sessionMessageTopics.passwordChange, target: topicSettled });

// ── what an answer leads to (spec §4) ───────────────────────────────────────────────────────────────

sample({
  clock: [loginFx.failData, verifyFx.failData, updatePasswordFx.failData],
  fn: (error) => errorText(error),
  target: signInFailed,
});

const routed = sample({
  clock: signInAnswered,
  fn: (answered) => ({ ...answered, step: signInStep(answered.answer) }),
});

sample({
  clock: routed,
  filter: ({ step }) => step === 'failed',
  fn: ({ answer }) => answer.message ?? sessionText.signInFailed,
  target: signInFailed,
});

/** Spec §8: a failed sign-in shows the server's text for 20000 ms. */
sample({
  clock: signInFailed,
  fn: (text) => ({
    message: text,
    type: 'error' as const,
    time: messageTimes.signInFailure,
    topic: sessionMessageTopics.signIn,
  }),
  target: messageShown,
});

const required = sample({
  clock: routed,
  filter: (answered): answered is typeof answered & { step: SignInRequirement; credentials: Credentials } =>
    answered.step !== 'failed' && answered.step !== 'signedIn' && answered.credentials !== null,
});
$temporaryLogin.on(required, (_, { credentials, answer }) => ({
  email: credentials.email,
  password: credentials.password,
  ...(answer.otpSecret === undefined ? {} : { otpSecret: answer.otpSecret }),
  ...(answer.otpauthUrl === undefined ? {} : { otpauthUrl: answer.otpauthUrl }),
}));
$signInStep.on(required, (_, { step }) => step);
sample({ clock: required, fn: ({ step }) => ({ to: stepPaths[step] }), target: navigateFx });

const succeeded = sample({
  clock: routed,
  filter: ({ step, answer }) => step === 'signedIn' && answer.tokenInfo !== undefined,
});
sample({ clock: succeeded, fn: ({ answer }) => answer.tokenInfo as TokenInfo, target: signedIn });

// Spec §8: a verified sign-in with a message: info for 30000 ms, linking to the password change.
sample({
  clock: succeeded,
  filter: ({ source, answer }) => source === 'verify' && Boolean(answer.message),
  fn: ({ answer }) => ({
    // The server's message is its own HTML (spec §2.7); our link's words go in escaped like any value.
    message: html`<p>${trustedHtml(answer.message ?? '')}</p><p><a href="${sessionPaths.passwordChange}">${sessionText.changePasswordLink}</a></p>`,
    type: 'info' as const,
    time: messageTimes.verifiedWithMessage,
  }),
  target: messageShown,
});
sample({
  clock: succeeded,
  filter: ({ source, answer }) => source !== 'verify' && Boolean(answer.message),
  fn: ({ answer }) => ({ message: answer.message as string, type: 'info' as const }),
  target: messageShown,
});

// A failure of an earlier try is no longer true once the server has accepted a step (it asks for the next
// one) or signed the user in: it leaves then, not 20 s later over the console. Only the sign-in failures:
// what the sign-in itself says (spec §8's /pw-update info) is shown after this and stays its 30000 ms.
sample({ clock: [required, signedIn], fn: () => sessionMessageTopics.signIn, target: topicSettled });

// Spec §4: the temporary login info goes on success (and with the session).
$temporaryLogin.reset(signedIn, signedOut);
$signInStep.reset(signedIn, signedOut);
$codeError.reset(signedIn, signedOut, required);
$loginErrors.reset(signedIn, signedOut);
$passwordErrors.reset(signedIn, signedOut, required, changed);

/** Whether the screens of a sign-in step have what they need (after a reload they do not). */
export const $hasTemporaryLogin = combine($temporaryLogin, (login) => login !== null);
