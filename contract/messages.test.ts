import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { PasswordUpdateBody } from './auth.ts';
import { DomainCreateBody } from './domain.ts';
import { FormCreateBody } from './form.ts';
import { AccountResetBody, GroupCreateBody } from './group.ts';
import { fieldMessages, installJapaneseMessages, japaneseError } from './messages.ts';

const messagesOf = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value, { error: japaneseError });
  return result.success ? {} : fieldMessages(result.error);
};

describe('Japanese validation messages', () => {
  it('word the issues a dialog shows', () => {
    expect(messagesOf(GroupCreateBody, { name: '', permission: [1, 1] })).toEqual({
      name: '入力してください',
      permission: '7件以上指定してください',
    });
    expect(messagesOf(GroupCreateBody, { permission: [0, 0, 0, 0, 0, 0, 0], description: 'x'.repeat(501) })).toEqual({
      name: '入力してください',
      description: '500文字以内で入力してください',
    });
    expect(messagesOf(DomainCreateBody, { domain: 'not a domain' })).toEqual({
      domain: 'ドメインの形式が正しくありません（例：example.go.jp、日本語ドメインも可）',
    });
    expect(messagesOf(PasswordUpdateBody, { password: 'a', newPassword: 'short' })).toEqual({
      newPassword: 'パスワードは12文字以上で入力してください',
    });
    expect(messagesOf(AccountResetBody, {})).toEqual({
      password: 'パスワードかワンタイムパスワードの少なくとも一方を選んでください',
    });
    expect(
      messagesOf(z.object({ email: z.email(), n: z.number().int(), kind: z.enum(['a', 'b']) }), {
        email: 'x',
        n: 1.5,
        kind: 'c',
      }),
    ).toEqual({
      email: 'メールアドレスの形式が正しくありません',
      n: '整数で入力してください',
      kind: '選択肢から選んでください',
    });
  });

  it('check the form period', () => {
    const body = { name: '申込', webId: 1, startDate: '2025-05-01T00:00:00Z', endDate: '2025-04-01T00:00:00Z' };
    expect(messagesOf(FormCreateBody, body)).toEqual({ endDate: '終了日時は開始日時より後にしてください' });
    expect(FormCreateBody.parse({ ...body, endDate: null })).toMatchObject({
      limitAnswer: 0,
      allowJs: true,
      items: [],
    });
  });

  it('become the default once installed', () => {
    installJapaneseMessages();
    expect(z.string().min(1).safeParse('').error?.issues[0]?.message).toBe('入力してください');
  });
});
