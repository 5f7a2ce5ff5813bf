import { randomBytes } from 'node:crypto';
import { and, eq, ne } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SignInAnswer, TokenInfo } from '../../../contract/index.ts';
import { hashPassword, verifyPassword } from '../../auth/password.ts';
import { loadUser, sessionCookieName, sessionTokenOf, tokenInfoOf } from '../../auth/principal.ts';
import { type LoginAttempt, loginRateLimit } from '../../auth/rateLimit.ts';
import { hashToken } from '../../auth/sessions.ts';
import { newSecret, otpauthUrl } from '../../auth/totp.ts';
import type { ServerConfig } from '../../config.ts';
import type { ServerContext } from '../../context.ts';
import { accounts, sessions } from '../../db/schema.ts';
import { Problem, tooManyRequests } from '../../http/problem.ts';
import { isSecureRequest } from '../../http/transport.ts';
import { signInMessages } from './messages.ts';

/** The pieces the sign-in endpoints share: credentials, throttling, the next step, sessions and the cookie. */

export type AccountRow = typeof accounts.$inferSelect;

/** Stored e-mails are lower-case (a check enforces it); what people type may not be. */
export const normalEmail = (email: string): string => email.trim().toLowerCase();

export const wrongCredentials = { error: true, message: signInMessages.wrongCredentials } as const;

export const findAccount = async (context: ServerContext, email: string): Promise<AccountRow | undefined> => {
  const [account] = await context.db
    .select()
    .from(accounts)
    .where(eq(accounts.email, normalEmail(email)));
  return account;
};

/**
 * Checks an e-mail and password; undefined for an unknown e-mail, an identity-provider account or a wrong
 * password alike. Every path runs one scrypt (against a throwaway hash when there is nothing to check), so
 * the answer's timing does not tell which e-mails have accounts.
 */
export const passwordChecker = (context: ServerContext) => {
  const dummyHash = hashPassword(randomBytes(24).toString('base64url'));
  // Awaited on first use; this only keeps a failure then from being reported as unhandled now.
  dummyHash.catch(() => undefined);
  return async (email: string, password: string): Promise<AccountRow | undefined> => {
    const account = await findAccount(context, email);
    const usable = account?.type === 'Default' && account.passwordHash ? account : undefined;
    const matches = await verifyPassword(password, usable?.passwordHash ?? (await dummyHash));
    return matches ? usable : undefined;
  };
};

export type Attempt = LoginAttempt;

export const attemptOf = (email: string, request: FastifyRequest): Attempt => ({
  email: normalEmail(email),
  address: request.ip,
});

/** Marks a step's answer as a failure: its attempt stays counted. */
export type Fail = <A>(answer: A) => A;

/**
 * Per-account, per-address and per-pair throttling of every step that checks a password or a code. A step
 * is counted before it checks anything (rateLimit.ts: parallel attempts cannot slip past the limit) and
 * refused with 429 when a budget is spent; an answer the step marks with `fail` keeps its count, any other
 * takes it back. A success is only a full sign-in: clearing the count after the password step would give
 * unlimited guesses at codes.
 */
export const signInGuard = (context: ServerContext) => {
  const limit = loginRateLimit(context.db);
  return {
    async counted<T>(attempt: Attempt, reply: FastifyReply, step: (fail: Fail) => Promise<T>): Promise<T> {
      const { verdict, refund } = await limit.reserve(attempt, context.now());
      if (!verdict.allowed) {
        reply.header('Retry-After', String(Math.ceil(verdict.retryAfterMs / 1000)));
        throw tooManyRequests(signInMessages.tooManyAttempts(verdict.retryAfterMs));
      }
      let failed = false;
      // A step that throws keeps its count: only an answer known to be no failure is taken back.
      const answer = await step((failure) => {
        failed = true;
        return failure;
      });
      if (!failed) await refund();
      return answer;
    },
    succeeded: (attempt: Attempt) => limit.succeeded(attempt),
  };
};

/**
 * After a correct password: a forced update first, then a code, enrolling a new secret when the account has
 * none confirmed. Each call while not enrolled replaces the pending secret (the last one shown is the one).
 */
export const nextStep = async (context: ServerContext, account: AccountRow): Promise<SignInAnswer> => {
  if (account.mustChangePassword) return { require: 'update_password' };
  if (account.otpEnrolled && account.otpSecret) return { require: 'otp' };
  const secret = newSecret();
  await context.db.update(accounts).set({ otpSecret: secret, otpEnrolled: false }).where(eq(accounts.id, account.id));
  return { require: 'verify_otp', otpSecret: secret, otpauthUrl: otpauthUrl({ secret, email: account.email }) };
};

/**
 * The session cookie for this request: over HTTPS (or with SECURE_COOKIES) `Secure` and named `__Host-…`;
 * over plain http (development, the e2e tests) the plain name, which a browser would refuse to keep Secure.
 */
export const sessionCookie = (config: ServerConfig, request: FastifyRequest) => {
  const secure = isSecureRequest(request, config);
  return {
    name: sessionCookieName(secure),
    options: { httpOnly: true, sameSite: 'strict', path: '/', secure } as const,
  };
};

/** The session token the request carries, under the cookie name its transport calls for. */
export const callerToken = (config: ServerConfig, request: FastifyRequest): string | undefined =>
  sessionTokenOf(request.cookies, isSecureRequest(request, config));

/** Ends the session the request's cookie names, and its real-time connections; nothing without one. */
export const endCallerSession = async (context: ServerContext, request: FastifyRequest): Promise<void> => {
  const token = callerToken(context.config, request);
  if (!token) return;
  await context.sessions.destroy(token);
  context.disconnectSession(hashToken(token));
};

/** Signs the account in: a new session (any previous one of this browser ends), its cookie, its tokenInfo. */
export const startSession = async (
  context: ServerContext,
  request: FastifyRequest,
  reply: FastifyReply,
  accountId: number,
): Promise<TokenInfo> => {
  await endCallerSession(context, request);
  const token = await context.sessions.create(accountId, context.now());
  const user = await loadUser(context.db, accountId, hashToken(token));
  if (!user) throw new Problem(500, 'サーバー内部でエラーが発生しました。');
  const cookie = sessionCookie(context.config, request);
  reply.setCookie(cookie.name, token, cookie.options);
  return tokenInfoOf(user);
};

/** Ends every session of the account but `keep` (the caller's own), closing their real-time connections. */
export const endOtherSessions = async (context: ServerContext, accountId: number, keep?: string): Promise<void> => {
  const ended = await context.db
    .delete(sessions)
    .where(and(eq(sessions.accountId, accountId), keep === undefined ? undefined : ne(sessions.tokenHash, keep)))
    .returning({ tokenHash: sessions.tokenHash });
  for (const { tokenHash } of ended) context.disconnectSession(tokenHash);
};
