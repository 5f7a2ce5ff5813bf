import { describe, expect, test } from 'vitest';
import { checkEmail, checkName, checkText, fieldErrors, hasFieldErrors, validationText } from './validation.ts';

describe('checkText', () => {
  test('a required text of only spaces (full-width ones too) is empty', () => {
    expect(checkText('', { required: true })).toBe(validationText.required);
    expect(checkText('   ', { required: true })).toBe(validationText.required);
    expect(checkText('\u3000\t', { required: true })).toBe(validationText.required);
    expect(checkText(' 広報課 ', { required: true })).toBeUndefined();
  });

  test('an optional text may be empty', () => {
    expect(checkText('', {})).toBeUndefined();
    expect(checkText('  ', { max: 3 })).toBeUndefined();
  });

  test('the limit counts characters as people do, without the spaces around', () => {
    expect(checkText('あ'.repeat(100), { required: true, max: 100 })).toBeUndefined();
    expect(checkText('あ'.repeat(101), { required: true, max: 100 })).toBe(validationText.tooLong(100, 101));
    expect(checkText('𠮷'.repeat(3), { max: 3 })).toBeUndefined();
    expect(checkText('𠮷'.repeat(4), { max: 3 })).toBe(validationText.tooLong(3, 4));
    expect(checkText(`  ${'a'.repeat(3)}  `, { max: 3 })).toBeUndefined();
  });

  test('the too-long text names the limit and the length', () => {
    expect(validationText.tooLong(100, 101)).toBe('100 文字以内で入力してください（いま 101 文字）。');
  });
});

describe('checkEmail', () => {
  test('empty is required', () => {
    expect(checkEmail('')).toBe(validationText.required);
    expect(checkEmail('  ')).toBe(validationText.required);
  });

  test('one @, a dot in the domain, no spaces', () => {
    expect(checkEmail('hanako@example.go.jp')).toBeUndefined();
    expect(checkEmail(' hanako@example.go.jp ')).toBeUndefined();
    expect(checkEmail('hanako')).toBe(validationText.email);
    expect(checkEmail('hanako@example')).toBe(validationText.email);
    expect(checkEmail('han ako@example.go.jp')).toBe(validationText.email);
    expect(checkEmail('a@b@example.go.jp')).toBe(validationText.email);
    expect(checkEmail('@example.go.jp')).toBe(validationText.email);
  });
});

describe('fieldErrors and hasFieldErrors', () => {
  test('checks that passed are dropped, so {} means the form may be sent', () => {
    const errors = fieldErrors<{ name: string; email: string }>({ name: undefined, email: validationText.email });
    expect(errors).toEqual({ email: validationText.email });
    expect(hasFieldErrors(errors)).toBe(true);
    expect(fieldErrors<{ name: string }>({ name: undefined })).toEqual({});
    expect(hasFieldErrors({})).toBe(false);
    expect(hasFieldErrors({ name: undefined, email: '' })).toBe(false);
  });
});

describe("checkName (the contract's Name, issue 14)", () => {
  test('refuses what the server refuses: nothing, too long once normalised, invisible characters', () => {
    expect(checkName('  ')).toBe(validationText.required);
    expect(checkName('広報課')).toBeUndefined();
    expect(checkName('ＡＢＣ課')).toBeUndefined();
    expect(checkName('総務\u200B課')).toBe(validationText.invisible);
    expect(checkName('\u202E課')).toBe(validationText.invisible);
    expect(checkName('総務\n課')).toBe(validationText.invisible);
    // NFKC lengthens 「㍻」 to 「平成」: counted as the server stores it.
    expect(checkName('㍻'.repeat(51))).toBe(validationText.tooLong(100, 102));
  });
});
