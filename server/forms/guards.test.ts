import { describe, expect, it } from 'vitest';
import { readConfig } from '../config.ts';
import { answerOriginAllowed } from './origin.ts';
import { answerRateLimit, RATE_WINDOW_MS } from './rateLimit.ts';
import { checkFormToken, issueFormToken, TOKEN_MAX_AGE_MS } from './token.ts';

describe('FORM_RATE_LIMIT and FORM_MIN_FILL_SECONDS', () => {
  it('default to 5 answers per 10 minutes and 3 seconds', () => {
    expect(readConfig({}).forms).toEqual({ ratePerTenMinutes: 5, minFillSeconds: 3 });
    expect(readConfig({ FORM_RATE_LIMIT: '20', FORM_MIN_FILL_SECONDS: '0' }).forms).toEqual({
      ratePerTenMinutes: 20,
      minFillSeconds: 0,
    });
  });

  it('refuse what cannot be a count or a number of seconds', () => {
    expect(() => readConfig({ FORM_RATE_LIMIT: '0' })).toThrow(/FORM_RATE_LIMIT/);
    expect(() => readConfig({ FORM_RATE_LIMIT: '2.5' })).toThrow(/FORM_RATE_LIMIT/);
    expect(() => readConfig({ FORM_MIN_FILL_SECONDS: '-1' })).toThrow(/FORM_MIN_FILL_SECONDS/);
  });
});

describe('the time trap token', () => {
  const shown = new Date('2026-06-01T00:00:00Z');
  const later = (ms: number) => new Date(shown.getTime() + ms);

  it('is good for its form from the minimum fill time to a day', () => {
    const token = issueFormToken(3, shown);
    expect(checkFormToken(token, 3, later(3000), 3)).toBe('ok');
    expect(checkFormToken(token, 3, later(2999), 3)).toBe('early');
    expect(checkFormToken(token, 3, later(TOKEN_MAX_AGE_MS + 1), 3)).toBe('stale');
    expect(checkFormToken(token, 4, later(3000), 3)).toBe('bad');
    expect(checkFormToken(`${token}x`, 3, later(3000), 3)).toBe('bad');
    expect(checkFormToken('', 3, later(3000), 3)).toBe('bad');
  });
});

describe('the rate limit', () => {
  it('allows `limit` answers per key in any 10 minutes', () => {
    const limit = answerRateLimit(2);
    const at = new Date('2026-06-01T00:00:00Z');
    limit.count('a', at);
    limit.count('a', at);
    expect(limit.exceeded('a', at)).toBe(true);
    expect(limit.exceeded('b', at)).toBe(false);
    expect(limit.exceeded('a', new Date(at.getTime() + RATE_WINDOW_MS))).toBe(false);
  });
});

describe('where an answer may come from', () => {
  const allowed = { ownOrigins: ['http://127.0.0.1:3000'], websiteUrl: 'https://www.example.go.jp/top/' };
  it('takes the website and this server, and a sandboxed page by its Referer', () => {
    expect(answerOriginAllowed({ origin: 'https://www.example.go.jp', referer: undefined }, allowed)).toBe('allowed');
    expect(answerOriginAllowed({ origin: 'http://127.0.0.1:3000', referer: undefined }, allowed)).toBe('allowed');
    expect(answerOriginAllowed({ origin: 'null', referer: 'http://127.0.0.1:3000/site/1/contact' }, allowed)).toBe(
      'allowed',
    );
    expect(answerOriginAllowed({ origin: 'https://evil.example', referer: undefined }, allowed)).toBe('refused');
    expect(answerOriginAllowed({ origin: 'null', referer: 'https://evil.example/x' }, allowed)).toBe('refused');
    // A sandboxed /site page: Chromium sends Origin null and no Referer; the form's token decides.
    expect(answerOriginAllowed({ origin: 'null', referer: undefined }, allowed)).toBe('byToken');
    expect(answerOriginAllowed({ origin: undefined, referer: undefined }, allowed)).toBe('refused');
  });
});
