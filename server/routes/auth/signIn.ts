import { timingSafeEqual } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { type authApi, NO_PERMISSION_MESSAGE } from '../../../contract/index.ts';
import { recordOtpStep } from '../../auth/otpReplay.ts';
import { hashPassword, passwordProblem } from '../../auth/password.ts';
import { verifyCode } from '../../auth/totp.ts';
import type { ServerContext } from '../../context.ts';
import { accounts } from '../../db/schema.ts';
import { Problem } from '../../http/problem.ts';
import type { ApiHandlers } from '../../http/registerEndpoints.ts';
import {
  attemptOf,
  endOtherSessions,
  nextStep,
  normalEmail,
  passwordChecker,
  signInGuard,
  startSession,
  wrongCredentials,
} from './credentials.ts';
import { signInMessages } from './messages.ts';

/** A verified sign-in with a password older than this is asked to change it (spec §8's info message). */
export const PASSWORD_MAX_AGE_DAYS = 180;
const DAY_MS = 24 * 60 * 60 * 1000;

const wrongCode = { error: true, message: signInMessages.wrongCode } as const;
const enrolmentExpired = { error: true, message: signInMessages.enrolmentExpired } as const;

const sameText = (a: string, b: string): boolean =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

type Handlers = ApiHandlers<typeof authApi>;

/** The password steps of spec §4: password, then a forced update or a one-time code, then a session. */
export const signInHandlers = (
  context: ServerContext,
): Pick<ApiHandlers<typeof authApi>, 'login' | 'verify' | 'updatePassword'> => {
  const checkPassword = passwordChecker(context);
  const guard = signInGuard(context);

  const login: Handlers['login'] = async ({ body, request, reply }) =>
    guard.counted(attemptOf(body.email, request), reply, async (fail) => {
      const account = await checkPassword(body.email, body.password);
      if (!account) return fail(wrongCredentials);
      return nextStep(context, account);
    });

  const verify: Handlers['verify'] = async ({ params, body, request, reply }) => {
    const attempt = attemptOf(params.email, request);
    return guard.counted(attempt, reply, async (fail) => {
      const account = await checkPassword(params.email, body.password);
      if (!account) return fail(wrongCredentials);
      // A code does not skip the password update the administrator asked for.
      if (account.mustChangePassword) return { require: 'update_password' as const };
      const secret = account.otpSecret;
      // Enrolment confirms the secret this server handed out last; an enrolled account is asked for its code only.
      const secretMatches =
        body.otpSecret === undefined ? account.otpEnrolled : secret !== null && sameText(body.otpSecret, secret);
      if (!secret || !secretMatches) return enrolmentExpired;

      const check = verifyCode({ secret, code: body.token, lastStep: account.otpLastStep, now: context.now() });
      // recordOtpStep refuses a step already spent, even by a concurrent request with the same code.
      if (!check.ok || !(await recordOtpStep(context.db, account.id, check.step))) return fail(wrongCode);
      if (!account.otpEnrolled) {
        const enrolled = await context.db
          .update(accounts)
          .set({ otpEnrolled: true })
          .where(and(eq(accounts.id, account.id), eq(accounts.otpSecret, secret)))
          .returning({ id: accounts.id });
        // Another sign-in replaced the pending secret meanwhile: the one just confirmed is no longer stored.
        if (enrolled.length === 0) return enrolmentExpired;
      }
      await guard.succeeded(attempt);
      const tokenInfo = await startSession(context, request, reply, account.id);
      const ageMs = context.now().getTime() - account.passwordChangedAt.getTime();
      return ageMs >= PASSWORD_MAX_AGE_DAYS * DAY_MS
        ? { tokenInfo, message: signInMessages.passwordOld(PASSWORD_MAX_AGE_DAYS) }
        : { tokenInfo };
    });
  };

  const updatePassword: Handlers['updatePassword'] = async ({ params, body, principal, request, reply }) => {
    const email = normalEmail(params.email);
    if (principal && principal.email !== email) throw new Problem(403, NO_PERMISSION_MESSAGE);
    const account = await guard.counted(attemptOf(email, request), reply, async (fail) => {
      const checked = await checkPassword(email, body.password);
      return checked ?? fail(undefined);
    });
    if (!account) return wrongCredentials;
    // Without a session only the forced update is open: a password alone must not replace a password.
    if (!principal && !account.mustChangePassword) return { error: true, message: signInMessages.signInToChange };
    const problem = passwordProblem(body.newPassword, email);
    if (problem) return { error: true, message: problem };

    const changed = await context.db
      .update(accounts)
      .set({
        passwordHash: await hashPassword(body.newPassword),
        mustChangePassword: false,
        passwordChangedAt: context.now(),
      })
      // Compare-and-set: of two concurrent changes from the same old password, one wins.
      .where(and(eq(accounts.id, account.id), eq(accounts.passwordHash, account.passwordHash ?? '')))
      .returning();
    const updated = changed[0];
    if (!updated) return wrongCredentials;
    await endOtherSessions(context, account.id, principal?.sessionId);
    if (principal) return { message: signInMessages.passwordChanged };
    return nextStep(context, updated);
  };

  return { login, verify, updatePassword };
};
