import { describe, expect, it } from 'vitest';
import {
  failureMessage,
  hasError,
  isNoPermission,
  itemOrUndefined,
  listOf,
  listOrEmpty,
  mutationOutcome,
  NO_PERMISSION_MESSAGE,
  noPermissionAnswer,
} from './answers.ts';
import { signInStep } from './auth.ts';
import { DEFAULT_SIGNIN_AGE_MS, signinAgeMs } from './config.ts';
import { ContractError, HttpError } from './http.ts';
import { localFilesOrEmpty, splitLocalFiles } from './localFile.ts';
import { clientMessages } from './messages.ts';
import { NOTICE_LIMIT, noticeLimitFor, SUPER_GROUP_NOTICE_LIMIT } from './notice.ts';
import { Page } from './page.ts';
import { aDoc, anImage, aPage, aTokenInfo } from './testing/examples.ts';

describe('list and get answers (spec §7.1)', () => {
  it('read as their data', () => {
    expect(listOrEmpty({ data: [1, 2] })).toEqual([1, 2]);
    expect(listOrEmpty({ data: [1], error: false })).toEqual([1]);
    expect(itemOrUndefined({ data: aPage, message: '' })).toBe(aPage);
  });

  it('read as empty when they carry an error', () => {
    expect(listOrEmpty({ error: true })).toEqual([]);
    expect(listOrEmpty({ error: 'db', message: '失敗しました' })).toEqual([]);
    expect(itemOrUndefined({ error: true, message: '見つかりません' })).toBeUndefined();
  });

  it('a failure with data still parses as a failure, and reads as empty', () => {
    const answer = listOf(Page).parse({ error: 'x', data: [aPage] });
    expect(answer).toEqual({ error: 'x' });
    expect(listOrEmpty(answer)).toEqual([]);
  });

  it('error false or empty text is no error', () => {
    expect(hasError({ error: false })).toBe(false);
    expect(hasError({ error: '' })).toBe(false);
    expect(hasError({})).toBe(false);
    expect(hasError({ error: true })).toBe(true);
    expect(hasError({ error: 'E1' })).toBe(true);
  });
});

describe('mutation outcomes (spec §7.1: error and message handed back)', () => {
  it('a plain answer', () => {
    expect(mutationOutcome({ id: 3, version: 2, message: '保存しました' })).toEqual({
      ok: true,
      id: 3,
      version: 2,
      message: '保存しました',
      noPermission: false,
      stale: false,
    });
    expect(mutationOutcome({ error: 'duplicate', message: '同じ名前があります' })).toEqual({
      ok: false,
      error: 'duplicate',
      message: '同じ名前があります',
      noPermission: false,
      stale: false,
    });
  });

  it('a refusal, as an answer or as an HttpError', () => {
    expect(mutationOutcome(noPermissionAnswer).noPermission).toBe(true);
    const refused = mutationOutcome(new HttpError(403, noPermissionAnswer, 'page.remove', NO_PERMISSION_MESSAGE));
    expect(refused).toMatchObject({ ok: false, error: true, message: NO_PERMISSION_MESSAGE, noPermission: true });
  });

  it('a stale save (409)', () => {
    const outcome = mutationOutcome(
      new HttpError(409, { error: 'stale', message: '他の人が先に保存しました' }, 'page.update', 'x'),
    );
    expect(outcome).toMatchObject({ ok: false, error: 'stale', message: '他の人が先に保存しました', stale: true });
  });

  it('no answer, or one that cannot be read', () => {
    expect(mutationOutcome(new HttpError(0, undefined, 'page.update', 'x'))).toMatchObject({
      ok: false,
      error: true,
      message: 'サーバーに接続できませんでした。通信環境を確認してください。',
    });
    expect(mutationOutcome(new ContractError('page.update', 'response', [{ path: 'id', message: 'x' }]))).toMatchObject(
      {
        ok: false,
        error: true,
        noPermission: false,
      },
    );
  });
});

describe('the "no permission" message (spec §6, §8)', () => {
  it('is recognised in a text, an answer and a rejected call', () => {
    expect(isNoPermission(NO_PERMISSION_MESSAGE)).toBe(true);
    expect(isNoPermission(`${NO_PERMISSION_MESSAGE}。`)).toBe(true);
    expect(isNoPermission({ error: true, message: NO_PERMISSION_MESSAGE })).toBe(true);
    expect(isNoPermission(new HttpError(403, { message: NO_PERMISSION_MESSAGE }, 'x', 'x'))).toBe(true);
    expect(isNoPermission(new HttpError(403, NO_PERMISSION_MESSAGE, 'x', 'x'))).toBe(true);
  });

  it('is not anything else', () => {
    expect(isNoPermission('保存しました')).toBe(false);
    expect(isNoPermission({ message: 3 })).toBe(false);
    expect(isNoPermission(new HttpError(500, 'oops', 'x', 'x'))).toBe(false);
    expect(isNoPermission(undefined)).toBe(false);
    expect(isNoPermission(null)).toBe(false);
  });
});

describe('failureMessage', () => {
  it('prefers the server text, then the client wording', () => {
    expect(failureMessage(new HttpError(400, { message: '名前を入力してください' }, 'x', 'x'))).toBe(
      '名前を入力してください',
    );
    expect(failureMessage(new HttpError(500, '', 'x', 'x'))).toBe('サーバーがエラーを返しました (500)。');
    expect(failureMessage(new HttpError(0, undefined, 'x', 'x'))).toMatch(/接続できませんでした/);
    expect(failureMessage(new ContractError('x', 'response', []))).toMatch(/読み取れませんでした/);
  });

  it('tells a call given up after the time-out from no connection, in reads and writes alike', () => {
    const timedOut = new HttpError(0, undefined, 'x', 'x', { timedOutAfterMs: 30_000 });
    expect(failureMessage(timedOut)).toBe(clientMessages.timeout(30_000));
    expect(mutationOutcome(timedOut).message).toBe(clientMessages.timeout(30_000));
  });
});

describe('signinAgeMs (spec §4, §9)', () => {
  it.each([
    [{ signinAge: 1_800_000 }, 1_800_000],
    [{ signinAge: '1800000' }, 1_800_000],
    [{ signinAge: ' 600000 ' }, 600_000],
    [{ signinAge: '' }, DEFAULT_SIGNIN_AGE_MS],
    [{ signinAge: 'abc' }, DEFAULT_SIGNIN_AGE_MS],
    [{ signinAge: 0 }, DEFAULT_SIGNIN_AGE_MS],
    [{ signinAge: -5 }, DEFAULT_SIGNIN_AGE_MS],
    [{ signinAge: Number.POSITIVE_INFINITY }, DEFAULT_SIGNIN_AGE_MS],
    [{}, DEFAULT_SIGNIN_AGE_MS],
    [undefined, DEFAULT_SIGNIN_AGE_MS],
  ])('%j → %d', (config, expected) => {
    expect(signinAgeMs(config)).toBe(expected);
  });

  it('defaults to one hour', () => {
    expect(DEFAULT_SIGNIN_AGE_MS).toBe(3_600_000);
  });
});

describe('local files (spec §3)', () => {
  it('imgs go to images, any other type to docs', () => {
    const other = { ...aDoc, id: 9, type: 'video' };
    expect(splitLocalFiles([anImage, aDoc, other])).toEqual({ images: [anImage], docs: [aDoc, other] });
  });

  it('a failed answer is two empty lists', () => {
    expect(localFilesOrEmpty({ error: true })).toEqual({ images: [], docs: [] });
    expect(localFilesOrEmpty({ images: [anImage], docs: [] })).toEqual({ images: [anImage], docs: [] });
  });
});

describe('signInStep (spec §4)', () => {
  it.each([
    [{ require: 'update_password' as const }, 'update_password'],
    [{ require: 'verify_otp' as const, otpSecret: 's' }, 'verify_otp'],
    [{ require: 'otp' as const }, 'otp'],
    [{ tokenInfo: aTokenInfo }, 'signedIn'],
    [{ error: true, message: '認証に失敗しました' }, 'failed'],
    [{ error: 'x', require: 'otp' as const }, 'failed'],
    [{}, 'failed'],
  ])('%j → %s', (answer, step) => {
    expect(signInStep(answer)).toBe(step);
  });
});

describe('notice limits (spec §9)', () => {
  it('20, or 100 for the super group', () => {
    expect(noticeLimitFor({ groupId: 1 })).toBe(SUPER_GROUP_NOTICE_LIMIT);
    expect(noticeLimitFor({ groupId: 2 })).toBe(NOTICE_LIMIT);
    expect(noticeLimitFor(undefined)).toBe(20);
  });
});
