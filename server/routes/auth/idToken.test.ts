import { createHmac, generateKeyPairSync } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issuerOf, jwksKeySource, jwksUrlOf, keysOfJwks, verifyIdToken } from './idToken.ts';
import { aSigningKey, type JwksServer, signToken, startJwksServer } from './idTokenTesting.ts';

const NOW = new Date('2026-05-01T09:00:00Z');
const AUTHORITY = 'https://login.microsoftonline.com/tenant-1';
const key = aSigningKey('k1');
const seconds = NOW.getTime() / 1000;
const claims = {
  iss: issuerOf(AUTHORITY),
  aud: 'client-1',
  exp: seconds + 3600,
  nbf: seconds - 60,
  preferred_username: 'Taro@Example.go.jp',
};
const expected = { issuer: issuerOf(AUTHORITY), audience: 'client-1', email: 'taro@example.go.jp', now: NOW };
const staticKeys = {
  keyFor: async (kid: string) => (kid === key.kid ? keysOfJwks({ keys: [key.jwk] }).get(kid) : undefined),
};
const check = (token: string) => verifyIdToken(token, staticKeys, expected);

describe('Entra ID addresses', () => {
  it('derives the key set and the issuer from the tenant authority', () => {
    expect(jwksUrlOf(`${AUTHORITY}/`)).toBe(`${AUTHORITY}/discovery/v2.0/keys`);
    expect(issuerOf(AUTHORITY)).toBe(`${AUTHORITY}/v2.0`);
  });
});

describe('verifyIdToken', () => {
  it('accepts a well-signed token for this application, e-mail compared without case', async () => {
    expect(await check(signToken(key, claims))).toEqual({ ok: true, claims });
  });

  it('accepts an audience list that holds the client id, and a minute of clock skew', async () => {
    const token = signToken(key, { ...claims, aud: ['other', 'client-1'], exp: seconds - 30, nbf: seconds + 30 });
    expect(await check(token)).toMatchObject({ ok: true });
  });

  it.each([
    ['HS256 keyed with the public key', { alg: 'HS256' }],
    ['no algorithm', { alg: 'none' }],
    ['critical extensions', { crit: ['exp'] }],
    ['no key id', { kid: undefined }],
    ['an unknown key id', { kid: 'k2' }],
  ])('refuses a header with %s', async (_, header) => {
    expect(await check(signToken(key, claims, header))).toMatchObject({ ok: false });
  });

  it('refuses an HMAC token even when its signature is right for the public key as secret', async () => {
    const head = Buffer.from(JSON.stringify({ alg: 'HS256', kid: 'k1' })).toString('base64url');
    const body = Buffer.from(JSON.stringify(claims)).toString('base64url');
    const secret = JSON.stringify(key.jwk);
    const mac = createHmac('sha256', secret).update(`${head}.${body}`).digest('base64url');
    expect(await check(`${head}.${body}.${mac}`)).toEqual({ ok: false, reason: 'algorithm HS256' });
  });

  it.each([
    ['missing exp', { exp: undefined }, 'expired'],
    ['exp as text', { exp: String(seconds + 3600) }, 'expired'],
    ['nbf as text', { nbf: String(seconds) }, 'not yet valid'],
    ['no e-mail claim', { preferred_username: undefined }, 'e-mail differs from the token'],
    ['an audience list without us', { aud: ['other'] }, 'audience'],
  ])('refuses claims with %s', async (_, overrides, reason) => {
    expect(await check(signToken(key, { ...claims, ...overrides }))).toEqual({ ok: false, reason });
  });

  it('refuses what is not a compact JWS, and oversized input, before any crypto', async () => {
    for (const token of ['', 'a.b', 'a.b.c.d', 'a.b.c=', `${'a'.repeat(20_000)}.b.c`, '{}.{}.x']) {
      expect(await check(token)).toMatchObject({ ok: false });
    }
  });
});

describe('keysOfJwks', () => {
  it('keeps RSA signing keys of 2048 bits or more, and skips the rest', () => {
    const small = generateKeyPairSync('rsa', { modulusLength: 1024 }).publicKey.export({ format: 'jwk' });
    const ec = generateKeyPairSync('ec', { namedCurve: 'P-256' }).publicKey.export({ format: 'jwk' });
    const keys = keysOfJwks({
      keys: [
        key.jwk,
        { ...key.jwk, kid: 'enc', use: 'enc' },
        { ...key.jwk, kid: 'ps', alg: 'PS256' },
        { ...small, kid: 'small' },
        { ...ec, kid: 'ec' },
        { kty: 'RSA', kid: 'broken', n: 'AA', e: 'AQAB' },
        'not a key',
      ],
    });
    expect([...keys.keys()]).toEqual(['k1']);
    expect(keysOfJwks('nonsense').size).toBe(0);
  });
});

describe('jwksKeySource', () => {
  let idp: JwksServer;
  beforeAll(async () => {
    idp = await startJwksServer('tenant-9', [key]);
  });
  afterAll(async () => {
    await idp.close();
  });

  it('fetches once, then refetches for an unknown key id at most once per interval', async () => {
    let clock = 0;
    const source = jwksKeySource({ url: jwksUrlOf(idp.authority), clock: () => clock, refetchAfterMs: 60_000 });
    const before = idp.fetches();
    expect(await source.keyFor('k1')).toBeDefined();
    expect(await source.keyFor('k1')).toBeDefined();
    expect(idp.fetches() - before).toBe(1);

    // The provider rotates its keys.
    const rotated = aSigningKey('k2');
    idp.keys = [key, rotated];
    expect(await source.keyFor('k2')).toBeUndefined(); // too soon after the last fetch
    expect(idp.fetches() - before).toBe(1);
    clock = 60_000;
    expect(await source.keyFor('k2')).toBeDefined();
    expect(idp.fetches() - before).toBe(2);
    idp.keys = [key];
  });

  it('shares one fetch between concurrent requests, and survives a failed fetch', async () => {
    const source = jwksKeySource({ url: jwksUrlOf(idp.authority) });
    const before = idp.fetches();
    const found = await Promise.all([source.keyFor('k1'), source.keyFor('k1'), source.keyFor('k1')]);
    expect(found.every(Boolean)).toBe(true);
    expect(idp.fetches() - before).toBe(1);

    const unreachable = jwksKeySource({ url: `${idp.authority}/nowhere` });
    expect(await unreachable.keyFor('k1')).toBeUndefined();
  });
});
