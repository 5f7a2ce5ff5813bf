import { scryptSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hashPassword, passwordProblem, verifyPassword } from './password.ts';

describe('hashPassword / verifyPassword', () => {
  it('writes scrypt$N$r$p$salt$hash with a 16-byte salt and a 64-byte key', async () => {
    const encoded = await hashPassword('correct horse battery');
    expect(encoded).toMatch(/^scrypt\$32768\$8\$1\$[\w-]{22}\$[\w-]{86}$/);
  });

  it('accepts the password and refuses any other', async () => {
    const encoded = await hashPassword('correct horse battery');
    expect(await verifyPassword('correct horse battery', encoded)).toBe(true);
    expect(await verifyPassword('correct horse batterY', encoded)).toBe(false);
    expect(await verifyPassword('', encoded)).toBe(false);
  });

  it('salts every hash', async () => {
    expect(await hashPassword('same password here')).not.toBe(await hashPassword('same password here'));
  });

  it('reads the cost from the stored hash, so older costs still verify', async () => {
    const salt = Buffer.from('0123456789abcdef');
    const key = scryptSync('legacy password', salt, 64, { N: 1024, r: 8, p: 1 });
    const encoded = `scrypt$1024$8$1$${salt.toString('base64url')}$${key.toString('base64url')}`;
    expect(await verifyPassword('legacy password', encoded)).toBe(true);
    expect(await verifyPassword('legacy password', encoded.replace('$1024$', '$2048$'))).toBe(false);
  });

  it('treats full-width and half-width forms as the same password (NFKC)', async () => {
    const encoded = await hashPassword('ｐａｓｓｗｏｒｄ２０２６');
    expect(await verifyPassword('password2026', encoded)).toBe(true);
  });

  it('refuses damaged or foreign hashes without throwing', async () => {
    const encoded = await hashPassword('correct horse battery');
    const parts = encoded.split('$');
    const flipped = Buffer.from(parts[5] ?? '', 'base64url');
    flipped[0] = (flipped[0] ?? 0) ^ 1;
    const damaged = [...parts.slice(0, 5), flipped.toString('base64url')].join('$');
    for (const bad of [
      damaged,
      '',
      'plain',
      encoded.replace('scrypt', 'bcrypt'),
      encoded.replace('$32768$', '$1000$'),
    ]) {
      expect(await verifyPassword('correct horse battery', bad)).toBe(false);
    }
    expect(await verifyPassword('x', 'scrypt$1073741824$8$1$c2FsdA$aGFzaA')).toBe(false);
  });
});

describe('passwordProblem', () => {
  it('accepts a long passphrase, in any script', () => {
    expect(passwordProblem('demo-password-2026')).toBeUndefined();
    expect(passwordProblem('春はあけぼのやうやう白く')).toBeUndefined();
  });

  it('asks for at least 12 characters', () => {
    expect(passwordProblem('abcdefghijk')).toBe('パスワードは12文字以上にしてください。');
    expect(passwordProblem('abcdefghijkl')).toBeUndefined();
  });

  it('refuses more than 128 characters', () => {
    expect(passwordProblem('ab'.repeat(64))).toBeUndefined();
    expect(passwordProblem(`${'ab'.repeat(64)}c`)).toBe('パスワードは128文字以内にしてください。');
  });

  it('refuses the account e-mail address, whatever its case', () => {
    expect(passwordProblem('Koho@Example.go.jp', 'koho@example.go.jp')).toBe(
      'メールアドレスと同じパスワードは使えません。',
    );
    expect(passwordProblem('koho@example.go.jp.2026', 'koho@example.go.jp')).toBeUndefined();
  });

  it('refuses one character repeated', () => {
    expect(passwordProblem('aaaaaaaaaaaaaaaa')).toBe('同じ文字だけのパスワードは使えません。');
  });
});
