import * as z from 'zod';
import { ErrorFlag, hasError, Mutation } from './answers.ts';
import { endpoint, publicAccess } from './endpoint.ts';
import { Email, Id } from './ids.ts';
import { Permissions } from './permissions.ts';

/** Default: e-mail + password + one-time code; Msal (ours: the name): the organisation's identity provider. */
export const accountTypes = ['Default', 'Msal'] as const;
export const AccountType = z.enum(accountTypes);
export type AccountType = z.infer<typeof AccountType>;

/** The signed-in user (spec §3). */
export const TokenInfo = z.object({
  id: Id,
  email: Email,
  name: z.string(),
  groupId: Id,
  groupName: z.string(),
  /**
   * Spec §3 "type (for example Default)": the set is open. Anything but `Default` is "not Default" (no
   * password change) and shown as it came; our server sends only `accountTypes`.
   */
  type: z.union([AccountType, z.string().min(1)]),
  /** Takes part in approval workflows (spec §2.6: shows the workflow entry). */
  workflow: z.boolean(),
  /** One level per area, indexed by `areas`. */
  permissions: Permissions,
});
export type TokenInfo = z.infer<typeof TokenInfo>;

/** What the server asks for next after a password sign-in step (spec §4). */
export const signInRequirements = ['update_password', 'verify_otp', 'otp'] as const;
export const SignInRequirement = z.enum(signInRequirements);
export type SignInRequirement = z.infer<typeof SignInRequirement>;

/** Sign-in response (spec §3). */
export const SignInAnswer = z.object({
  tokenInfo: TokenInfo.optional(),
  otpSecret: z.string().optional(),
  otpauthUrl: z.string().optional(),
  require: SignInRequirement.optional(),
  error: ErrorFlag.optional(),
  message: z.string().optional(),
});
export type SignInAnswer = z.infer<typeof SignInAnswer>;

/** `GET /auth`: the session's user, or an error when there is none. */
export const AuthCheckAnswer = z.object({
  tokenInfo: TokenInfo.optional(),
  error: ErrorFlag.optional(),
  message: z.string().optional(),
});
export type AuthCheckAnswer = z.infer<typeof AuthCheckAnswer>;

/** Temporary login info (spec §3): kept between the password step and the next one, never sent as is. */
export const TemporaryLogin = z.object({
  email: Email,
  password: z.string(),
  otpSecret: z.string().optional(),
  otpauthUrl: z.string().optional(),
});
export type TemporaryLogin = z.infer<typeof TemporaryLogin>;

/**
 * ours: `GET /auth/login/msal` answers the identity provider's client settings, so one console build
 * serves any tenant; `enabled: false` hides the provider's button.
 */
export const MsalConfig = z.discriminatedUnion('enabled', [
  z.object({ enabled: z.literal(true), clientId: z.string().min(1), authority: z.string().min(1) }),
  z.object({ enabled: z.literal(false) }),
]);
export type MsalConfig = z.infer<typeof MsalConfig>;

/** A one-time code from an authenticator app. */
export const OtpToken = z.string().regex(/^\d{6}$/, { error: '6桁の数字を入力してください' });

/** ours: the password rule for a new password (the spec gives no bounds). */
export const NewPassword = z
  .string()
  .min(12, { error: 'パスワードは12文字以上で入力してください' })
  .max(128, { error: 'パスワードは128文字以内で入力してください' });

const Password = z.string().min(1).max(256);

export const LoginBody = z.object({ email: Email, password: Password });
export const VerifyBody = z.object({
  password: Password,
  /** Present while enrolling (verify_otp); absent when entering a code for an enrolled account (otp). */
  otpSecret: z.string().min(1).optional(),
  token: OtpToken,
});
export const PasswordUpdateBody = z
  .object({ password: Password, newPassword: NewPassword })
  .refine((body) => body.password !== body.newPassword, {
    error: '現在と異なるパスワードを入力してください',
    path: ['newPassword'],
  });
/** Name and e-mail from the provider's account, and (ours) its ID token, which the server verifies. */
export const MsalLoginBody = z.object({ name: z.string().min(1), email: Email, idToken: z.string().min(1) });

export const EmailParams = z.object({ email: Email });

export type SignInStep = 'signedIn' | SignInRequirement | 'failed';

/** Spec §4: the answer's `require` decides the next step; an answer with `tokenInfo` ends sign-in. */
export const signInStep = (answer: SignInAnswer): SignInStep => {
  if (hasError(answer)) return 'failed';
  if (answer.require) return answer.require;
  return answer.tokenInfo ? 'signedIn' : 'failed';
};

/** ours: how long the sign-out waits for the server's answer before it is done locally anyway. */
export const LOGOUT_TIMEOUT_MS = 5_000;

export const authApi = {
  check: endpoint({
    name: 'auth.check',
    method: 'GET',
    path: '/auth',
    response: AuthCheckAnswer,
    access: publicAccess,
  }),
  logout: endpoint({
    name: 'auth.logout',
    method: 'POST',
    path: '/auth/logout',
    response: Mutation,
    // Signing out does not wait on a server that does not answer (spec §4: signed out locally either way).
    timeoutMs: LOGOUT_TIMEOUT_MS,
    access: publicAccess,
  }),
  msalConfig: endpoint({
    name: 'auth.msalConfig',
    method: 'GET',
    path: '/auth/login/msal',
    response: MsalConfig,
    access: publicAccess,
    ours: true,
  }),
  msalLogin: endpoint({
    name: 'auth.msalLogin',
    method: 'POST',
    path: '/auth/login/msal',
    body: MsalLoginBody,
    response: SignInAnswer,
    access: publicAccess,
  }),
  login: endpoint({
    name: 'auth.login',
    method: 'POST',
    path: '/auth/login',
    body: LoginBody,
    response: SignInAnswer,
    access: publicAccess,
  }),
  verify: endpoint({
    name: 'auth.verify',
    method: 'POST',
    path: '/auth/login/verify/:email',
    params: EmailParams,
    body: VerifyBody,
    response: SignInAnswer,
    access: publicAccess,
  }),
  updatePassword: endpoint({
    name: 'auth.updatePassword',
    method: 'PATCH',
    path: '/auth/login/:email',
    params: EmailParams,
    body: PasswordUpdateBody,
    response: SignInAnswer,
    access: publicAccess,
  }),
  /** The stylesheet of the published pages, for previews: text, not JSON. */
  commonCss: endpoint({
    name: 'auth.commonCss',
    method: 'GET',
    path: '/common.css',
    response: z.string(),
    responseType: 'text',
    access: publicAccess,
  }),
};
