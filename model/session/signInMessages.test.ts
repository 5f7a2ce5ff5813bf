import { allSettled } from 'effector';
import { describe, expect, test } from 'vitest';
import { $messages, messageShown, overlayHeld } from '../messages/index.ts';
import { $tokenInfo } from './session.ts';
import {
  changePasswordFx,
  codeSubmitted,
  loginFx,
  loginSubmitted,
  passwordChangeSubmitted,
  verifyFx,
} from './signIn.ts';
import { admin, testSession } from './testing.ts';

const credentials = { email: 'admin@example.go.jp', password: 'demo-password-2026' };
const wrongPassword = 'メールアドレスまたはパスワードが正しくありません。';
const wrongCode = 'ワンタイムパスワードが正しくありません。';

/** Answers in turn, the last one for ever after. */
const inTurn =
  <T>(...answers: T[]) =>
  () =>
    answers.length > 1 ? answers.shift() : answers[0];

/** A session whose messages stay on screen until something removes them (the overlay is held). */
const heldSession = async (...options: Parameters<typeof testSession>) => {
  const session = testSession(...options);
  await allSettled(overlayHeld, { scope: session.scope, params: true });
  return session;
};
const onScreen = (session: Awaited<ReturnType<typeof heldSession>>) =>
  session.scope.getState($messages).map(({ type, message }) => ({ type, message }));

describe('a sign-in failure leaves once a later try gets through', () => {
  test('wrong password, then password and code: the error is gone over the signed-in console', async () => {
    const session = await heldSession({
      handlers: [
        [loginFx, inTurn({ error: true, message: wrongPassword }, { require: 'otp' })],
        [verifyFx, () => ({ tokenInfo: admin })],
      ],
    });
    await allSettled(loginSubmitted, { scope: session.scope, params: { ...credentials, password: 'wrong' } });
    expect(onScreen(session)).toEqual([{ type: 'error', message: wrongPassword }]);

    await allSettled(loginSubmitted, { scope: session.scope, params: credentials });
    await allSettled(codeSubmitted, { scope: session.scope, params: '123456' });
    expect(session.scope.getState($tokenInfo)).toEqual(admin);
    expect(onScreen(session)).toEqual([]);
  });

  test('the password step accepted: the password error leaves before the code is asked for', async () => {
    const session = await heldSession({
      handlers: [[loginFx, inTurn({ error: true, message: wrongPassword }, { require: 'otp' })]],
    });
    await allSettled(loginSubmitted, { scope: session.scope, params: { ...credentials, password: 'wrong' } });
    await allSettled(loginSubmitted, { scope: session.scope, params: credentials });
    expect(session.calls.navigate).toEqual([{ to: '/login/verify-token' }]);
    expect(onScreen(session)).toEqual([]);
  });

  test('a wrong code, then the right one: gone; the 30000 ms /pw-update info of the sign-in stays', async () => {
    const session = await heldSession({
      handlers: [
        [loginFx, () => ({ require: 'otp' })],
        [
          verifyFx,
          inTurn(
            { error: true, message: wrongCode },
            { tokenInfo: admin, message: 'パスワードを最後に変更してから90日以上経過しています。' },
          ),
        ],
      ],
    });
    await allSettled(loginSubmitted, { scope: session.scope, params: credentials });
    await allSettled(codeSubmitted, { scope: session.scope, params: '000000' });
    expect(onScreen(session)).toEqual([{ type: 'error', message: wrongCode }]);

    await allSettled(codeSubmitted, { scope: session.scope, params: '123456' });
    const [info, ...rest] = session.scope.getState($messages);
    expect(rest).toEqual([]);
    expect(info).toEqual(expect.objectContaining({ type: 'info', time: 30_000 }));
    expect(info?.message).toContain('<a href="/pw-update">');
  });

  test('two failures in a row show one error, the latest, not a stack of the same words', async () => {
    const session = await heldSession({
      handlers: [
        [
          loginFx,
          inTurn({ error: true, message: wrongPassword }, { error: true, message: '試行回数が上限に達しました。' }),
        ],
      ],
    });
    await allSettled(loginSubmitted, { scope: session.scope, params: { ...credentials, password: 'wrong' } });
    await allSettled(loginSubmitted, { scope: session.scope, params: { ...credentials, password: 'wrong' } });
    expect(onScreen(session)).toEqual([{ type: 'error', message: '試行回数が上限に達しました。' }]);
  });

  test('messages about something else stay through the sign-in', async () => {
    const session = await heldSession({
      handlers: [
        [loginFx, inTurn({ error: true, message: wrongPassword }, { require: 'otp' })],
        [verifyFx, () => ({ tokenInfo: admin })],
      ],
    });
    const signedOutNote = { type: 'info' as const, message: '一定時間操作がなかったため、ログアウトしました。' };
    await allSettled(messageShown, { scope: session.scope, params: signedOutNote });
    await allSettled(loginSubmitted, { scope: session.scope, params: { ...credentials, password: 'wrong' } });
    await allSettled(loginSubmitted, { scope: session.scope, params: credentials });
    await allSettled(codeSubmitted, { scope: session.scope, params: '123456' });
    expect(onScreen(session)).toEqual([signedOutNote]);
  });
});

test('a refused password change leaves once the change goes through', async () => {
  const change = {
    password: 'demo-password-2026',
    newPassword: 'a-new-password-2026',
    confirmation: 'a-new-password-2026',
  };
  const session = await heldSession({
    values: [[$tokenInfo, admin]],
    handlers: [
      [
        changePasswordFx,
        inTurn(
          { error: true, message: '現在のパスワードが正しくありません。' },
          { message: 'パスワードを変更しました。' },
        ),
      ],
    ],
  });
  await allSettled(passwordChangeSubmitted, { scope: session.scope, params: { ...change, password: 'wrong-one' } });
  expect(onScreen(session)).toEqual([{ type: 'error', message: '現在のパスワードが正しくありません。' }]);
  await allSettled(passwordChangeSubmitted, { scope: session.scope, params: change });
  expect(onScreen(session)).toEqual([{ type: 'success', message: 'パスワードを変更しました。' }]);
});
