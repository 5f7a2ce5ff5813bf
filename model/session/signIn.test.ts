import { allSettled } from 'effector';
import { describe, expect, test } from 'vitest';
import { HttpError } from '../../contract/index.ts';
import { $messages } from '../messages/index.ts';
import { $tokenInfo, signedOut } from './session.ts';
import {
  $codeError,
  $loginErrors,
  $loginForm,
  $passwordErrors,
  $signInStep,
  $temporaryLogin,
  changePasswordFx,
  codeSubmitted,
  initialPasswordSubmitted,
  loginFieldEdited,
  loginFormCarriedOver,
  loginFx,
  loginSubmitted,
  passwordChangeSubmitted,
  updatePasswordFx,
  verifyFx,
} from './signIn.ts';
import { admin, testSession } from './testing.ts';
import { sessionText } from './text.ts';

const credentials = { email: 'admin@example.go.jp', password: 'demo-password-2026' };

describe('the password step: require decides the next step (spec §4)', () => {
  test.each([
    ['update_password', '/login/update-password'],
    ['verify_otp', '/login/verify-otp'],
    ['otp', '/login/verify-token'],
  ] as const)('require %s goes to %s and keeps the credentials in memory', async (require, path) => {
    const enrolment =
      require === 'verify_otp' ? { otpSecret: 'SECRET', otpauthUrl: 'otpauth://totp/x?secret=SECRET' } : {};
    const session = testSession({ handlers: [[loginFx, () => ({ require, ...enrolment })]] });
    await allSettled(loginSubmitted, {
      scope: session.scope,
      params: { ...credentials, email: ' admin@example.go.jp ' },
    });

    expect(session.calls.login).toEqual([{ body: credentials }]);
    expect(session.calls.navigate).toEqual([{ to: path }]);
    expect(session.scope.getState($signInStep)).toBe(require);
    expect(session.scope.getState($temporaryLogin)).toEqual({ ...credentials, ...enrolment });
    expect(session.scope.getState($tokenInfo)).toBeNull();
    expect(session.calls.writeLoginTime).toBeUndefined();
  });

  test('an answer with error shows the server text for 20000 ms and goes nowhere', async () => {
    const session = testSession({
      handlers: [[loginFx, () => ({ error: true, message: 'メールアドレスまたはパスワードが正しくありません。' })]],
    });
    await allSettled(loginSubmitted, { scope: session.scope, params: credentials });
    expect(session.shown).toEqual([
      expect.objectContaining({
        type: 'error',
        message: 'メールアドレスまたはパスワードが正しくありません。',
        time: 20_000,
      }),
    ]);
    expect(session.calls.navigate).toBeUndefined();
    expect(session.scope.getState($temporaryLogin)).toBeNull();
  });

  test('a rejected call (401 with a body) shows the server text for 20000 ms', async () => {
    const refusal = new HttpError(401, { error: true, message: '試行回数が上限に達しました。' }, 'auth.login', 'x');
    const session = testSession({
      handlers: [
        [
          loginFx,
          () => {
            throw refusal;
          },
        ],
      ],
    });
    await allSettled(loginSubmitted, { scope: session.scope, params: credentials });
    expect(session.shown).toEqual([
      expect.objectContaining({ type: 'error', message: '試行回数が上限に達しました。', time: 20_000 }),
    ]);
  });

  test('no answer at all (status 0) is said in Japanese', async () => {
    const session = testSession({
      handlers: [
        [
          loginFx,
          () => {
            throw new HttpError(0, undefined, 'auth.login', 'network');
          },
        ],
      ],
    });
    await allSettled(loginSubmitted, { scope: session.scope, params: credentials });
    expect(session.shown[0]?.message).toContain('サーバーに接続できませんでした');
  });

  test('an answer with tokenInfo and no require signs in at once', async () => {
    const session = testSession({ handlers: [[loginFx, () => ({ tokenInfo: admin })]], now: 42 });
    await allSettled(loginSubmitted, { scope: session.scope, params: credentials });
    expect(session.scope.getState($tokenInfo)).toEqual(admin);
    expect(session.calls.writeLoginTime).toEqual([42]);
  });
});

describe('the code step', () => {
  const enrolling = { ...credentials, otpSecret: 'SECRET', otpauthUrl: 'otpauth://totp/x' };

  test('enrolment (verify_otp) sends password, secret and code', async () => {
    const session = testSession({
      values: [
        [$temporaryLogin, enrolling],
        [$signInStep, 'verify_otp'],
      ],
      handlers: [[verifyFx, () => ({ tokenInfo: admin })]],
    });
    await allSettled(codeSubmitted, { scope: session.scope, params: '１２３ ４５６' });
    expect(session.calls.verify).toEqual([
      {
        params: { email: credentials.email },
        body: { password: credentials.password, otpSecret: 'SECRET', token: '123456' },
      },
    ]);
  });

  test('an enrolled account (otp) sends no secret', async () => {
    const session = testSession({
      values: [
        [$temporaryLogin, credentials],
        [$signInStep, 'otp'],
      ],
      handlers: [[verifyFx, () => ({ tokenInfo: admin })]],
    });
    await allSettled(codeSubmitted, { scope: session.scope, params: '654321' });
    expect(session.calls.verify).toEqual([
      { params: { email: credentials.email }, body: { password: credentials.password, token: '654321' } },
    ]);
  });

  test('success stores tokenInfo, clears the temporary login and writes the login time', async () => {
    const session = testSession({
      values: [
        [$temporaryLogin, credentials],
        [$signInStep, 'otp'],
      ],
      handlers: [[verifyFx, () => ({ tokenInfo: admin })]],
      now: 1_700_000_000_000,
    });
    await allSettled(codeSubmitted, { scope: session.scope, params: '654321' });
    expect(session.scope.getState($tokenInfo)).toEqual(admin);
    expect(session.scope.getState($temporaryLogin)).toBeNull();
    expect(session.scope.getState($signInStep)).toBeNull();
    expect(session.calls.writeLoginTime).toEqual([1_700_000_000_000]);
    expect(session.shown).toEqual([]);
  });

  test('success with a message: info for 30000 ms with a link to /pw-update', async () => {
    const session = testSession({
      values: [
        [$temporaryLogin, credentials],
        [$signInStep, 'otp'],
      ],
      handlers: [
        [verifyFx, () => ({ tokenInfo: admin, message: 'パスワードを最後に変更してから90日以上経過しています。' })],
      ],
    });
    await allSettled(codeSubmitted, { scope: session.scope, params: '654321' });
    expect(session.shown).toHaveLength(1);
    const [info] = session.shown;
    expect(info?.type).toBe('info');
    expect(info?.time).toBe(30_000);
    expect(info?.message).toContain('90日以上経過しています');
    expect(info?.message).toContain('<a href="/pw-update">パスワードを変更する</a>');
  });

  test('a wrong code shows the server text for 20000 ms and keeps the step', async () => {
    const session = testSession({
      values: [
        [$temporaryLogin, credentials],
        [$signInStep, 'otp'],
      ],
      handlers: [[verifyFx, () => ({ error: true, message: 'ワンタイムパスワードが正しくありません。' })]],
    });
    await allSettled(codeSubmitted, { scope: session.scope, params: '000000' });
    expect(session.shown).toEqual([
      expect.objectContaining({ type: 'error', message: 'ワンタイムパスワードが正しくありません。', time: 20_000 }),
    ]);
    expect(session.scope.getState($temporaryLogin)).toEqual(credentials);
    expect(session.scope.getState($tokenInfo)).toBeNull();
  });

  test.each([
    ['', 'ワンタイムパスワードを入力してください'],
    ['12345', '6桁の数字を入力してください'],
    ['abcdef', '6桁の数字を入力してください'],
  ])('%j is refused before any call: %s', async (typed, error) => {
    const session = testSession({
      values: [
        [$temporaryLogin, credentials],
        [$signInStep, 'otp'],
      ],
    });
    await allSettled(codeSubmitted, { scope: session.scope, params: typed });
    expect(session.scope.getState($codeError)).toBe(error);
    expect(session.calls.verify).toBeUndefined();
  });

  test('without a temporary login (a reload) nothing is sent', async () => {
    const session = testSession();
    await allSettled(codeSubmitted, { scope: session.scope, params: '123456' });
    expect(session.calls.verify).toBeUndefined();
  });
});

describe('the forced password update (/login/update-password)', () => {
  test('sends the current and new password, then the next step is signed with the new one', async () => {
    const session = testSession({
      values: [
        [$temporaryLogin, credentials],
        [$signInStep, 'update_password'],
      ],
      handlers: [[updatePasswordFx, () => ({ require: 'otp' })]],
    });
    const newPassword = 'a-new-password-2026';
    await allSettled(initialPasswordSubmitted, {
      scope: session.scope,
      params: { newPassword, confirmation: newPassword },
    });
    expect(session.calls.updatePassword).toEqual([
      { params: { email: credentials.email }, body: { password: credentials.password, newPassword } },
    ]);
    expect(session.calls.navigate).toEqual([{ to: '/login/verify-token' }]);
    expect(session.scope.getState($temporaryLogin)).toEqual({ email: credentials.email, password: newPassword });
    expect(session.scope.getState($signInStep)).toBe('otp');
  });

  test('a short, unchanged or unconfirmed password is refused before any call', async () => {
    const session = testSession({
      values: [
        [$temporaryLogin, credentials],
        [$signInStep, 'update_password'],
      ],
    });
    await allSettled(initialPasswordSubmitted, {
      scope: session.scope,
      params: { newPassword: 'short', confirmation: 'other' },
    });
    expect(session.scope.getState($passwordErrors)).toEqual({
      newPassword: 'パスワードは12文字以上で入力してください',
      confirmation: '確認用のパスワードが一致しません',
    });
    await allSettled(initialPasswordSubmitted, {
      scope: session.scope,
      params: { newPassword: credentials.password, confirmation: credentials.password },
    });
    expect(session.scope.getState($passwordErrors)).toEqual({
      newPassword: '現在と異なるパスワードを入力してください',
    });
    expect(session.calls.updatePassword).toBeUndefined();
  });

  test('the server refusing shows its text for 20000 ms', async () => {
    const session = testSession({
      values: [
        [$temporaryLogin, credentials],
        [$signInStep, 'update_password'],
      ],
      handlers: [[updatePasswordFx, () => ({ error: true, message: 'メールアドレスと同じパスワードは使えません。' })]],
    });
    const newPassword = 'admin@example.go.jp';
    await allSettled(initialPasswordSubmitted, {
      scope: session.scope,
      params: { newPassword, confirmation: newPassword },
    });
    expect(session.shown).toEqual([
      expect.objectContaining({ type: 'error', message: 'メールアドレスと同じパスワードは使えません。', time: 20_000 }),
    ]);
  });
});

describe('a signed-in password change (/pw-update)', () => {
  const change = {
    password: 'demo-password-2026',
    newPassword: 'a-new-password-2026',
    confirmation: 'a-new-password-2026',
  };

  test('success says so and goes back to the overview', async () => {
    const session = testSession({
      values: [[$tokenInfo, admin]],
      handlers: [[changePasswordFx, () => ({ message: 'パスワードを変更しました。' })]],
    });
    await allSettled(passwordChangeSubmitted, { scope: session.scope, params: change });
    expect(session.calls.changePassword).toEqual([
      { params: { email: admin.email }, body: { password: change.password, newPassword: change.newPassword } },
    ]);
    expect(session.shown).toEqual([
      expect.objectContaining({ type: 'success', message: 'パスワードを変更しました。' }),
    ]);
    expect(session.calls.navigate).toEqual([{ to: '/overview' }]);
  });

  test('an error answer shows the server text for 20000 ms and stays', async () => {
    const session = testSession({
      values: [[$tokenInfo, admin]],
      handlers: [[changePasswordFx, () => ({ error: true, message: '現在のパスワードが正しくありません。' })]],
    });
    await allSettled(passwordChangeSubmitted, { scope: session.scope, params: change });
    expect(session.shown).toEqual([
      expect.objectContaining({ type: 'error', message: '現在のパスワードが正しくありません。', time: 20_000 }),
    ]);
    expect(session.calls.navigate).toBeUndefined();
  });

  test('a rejected call shows the server text for 20000 ms', async () => {
    const session = testSession({
      values: [[$tokenInfo, admin]],
      handlers: [
        [
          changePasswordFx,
          () => {
            throw new HttpError(
              400,
              { error: true, message: '現在のパスワードが正しくありません。' },
              'auth.updatePassword',
              'x',
            );
          },
        ],
      ],
    });
    await allSettled(passwordChangeSubmitted, { scope: session.scope, params: change });
    expect(session.shown[0]).toEqual(
      expect.objectContaining({
        message: `${sessionText.passwordChangeFailed}現在のパスワードが正しくありません。`,
        time: 20_000,
      }),
    );
  });

  test("a server failure in English is told in Japanese first, the server's text after it", async () => {
    const session = testSession({
      values: [[$tokenInfo, admin]],
      handlers: [
        [
          changePasswordFx,
          () => {
            throw new HttpError(500, { error: true, message: 'Internal Server Error' }, 'auth.updatePassword', 'x');
          },
        ],
      ],
    });
    await allSettled(passwordChangeSubmitted, { scope: session.scope, params: change });
    expect(session.shown[0]?.message).toBe('パスワードを変更できませんでした。Internal Server Error');
  });

  test('an empty current password is refused before any call', async () => {
    const session = testSession({ values: [[$tokenInfo, admin]] });
    await allSettled(passwordChangeSubmitted, { scope: session.scope, params: { ...change, password: '' } });
    expect(session.scope.getState($passwordErrors)).toEqual({ password: '現在のパスワードを入力してください' });
    expect(session.calls.changePassword).toBeUndefined();
  });
});

test('messages have ids and leave when their time is up', async () => {
  const session = testSession({ handlers: [[loginFx, () => ({ error: true, message: 'x' })]] });
  await allSettled(loginSubmitted, { scope: session.scope, params: credentials });
  expect(session.calls.messageTimer).toEqual([{ id: session.shown[0]?.id, ms: 20_200 }]);
  expect(session.scope.getState($messages)).toEqual([]);
});

test('an empty or malformed e-mail, or an empty password, is refused before any call', async () => {
  const session = testSession();
  await allSettled(loginSubmitted, { scope: session.scope, params: { email: 'admin', password: '' } });
  expect(session.scope.getState($loginErrors)).toEqual({
    email: 'メールアドレスの形式が正しくありません',
    password: 'パスワードを入力してください',
  });
  await allSettled(loginFieldEdited, { scope: session.scope, params: { field: 'password', value: 'x' } });
  expect(session.scope.getState($loginErrors)).toEqual({ email: 'メールアドレスの形式が正しくありません' });
  expect(session.calls.login).toBeUndefined();
});

describe('what is typed in the sign-in form', () => {
  test('is kept as typed; the password goes once the server has moved on to the next step, both on sign-out', async () => {
    const session = testSession({ handlers: [[loginFx, () => ({ require: 'otp' })]] });
    await allSettled(loginFieldEdited, { scope: session.scope, params: { field: 'email', value: credentials.email } });
    await allSettled(loginFieldEdited, {
      scope: session.scope,
      params: { field: 'password', value: credentials.password },
    });
    expect(session.scope.getState($loginForm)).toEqual(credentials);
    await allSettled(loginSubmitted, { scope: session.scope, params: credentials });
    expect(session.scope.getState($loginForm)).toEqual({ email: credentials.email, password: '' });
    await allSettled(signedOut, { scope: session.scope, params: 'user' });
    expect(session.scope.getState($loginForm)).toEqual({ email: '', password: '' });
  });

  test('a refused password stays for the user to correct', async () => {
    const session = testSession({ handlers: [[loginFx, () => ({ error: true, message: 'x' })]] });
    await allSettled(loginFieldEdited, {
      scope: session.scope,
      params: { field: 'password', value: credentials.password },
    });
    await allSettled(loginSubmitted, { scope: session.scope, params: { ...credentials } });
    expect(session.scope.getState($loginForm).password).toBe(credentials.password);
  });

  test('typed into the picture of the form and not sent: carried over, nothing called', async () => {
    const session = testSession();
    await allSettled(loginFormCarriedOver, { scope: session.scope, params: { ...credentials, sent: false } });
    expect(session.scope.getState($loginForm)).toEqual(credentials);
    expect(session.calls.login).toBeUndefined();
    expect(session.scope.getState($loginErrors)).toEqual({});
  });

  test('sent from the picture of the form: sent now, checked as the console’s own form is', async () => {
    const session = testSession({ handlers: [[loginFx, () => ({ require: 'otp' })]] });
    await allSettled(loginFormCarriedOver, { scope: session.scope, params: { ...credentials, sent: true } });
    expect(session.calls.login).toEqual([{ body: credentials }]);

    const empty = testSession();
    await allSettled(loginFormCarriedOver, { scope: empty.scope, params: { email: '', password: '', sent: true } });
    expect(empty.scope.getState($loginErrors)).toEqual({
      email: 'メールアドレスを入力してください',
      password: 'パスワードを入力してください',
    });
    expect(empty.calls.login).toBeUndefined();
  });
});
