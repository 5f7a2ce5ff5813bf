import { describe, expect, it } from 'vitest';
import { readConfig } from './config.ts';

describe('TRUST_PROXY', () => {
  it('trusts no proxy by default', () => {
    expect(readConfig({}).trustProxy).toBe(false);
    expect(readConfig({ TRUST_PROXY: '' }).trustProxy).toBe(false);
  });

  it('takes a hop count', () => {
    expect(readConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(readConfig({ TRUST_PROXY: ' 2 ' }).trustProxy).toBe(2);
  });

  it('takes the proxies’ addresses and networks, comma-separated', () => {
    expect(readConfig({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.1,fd00::/8' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '192.168.1.1',
      'fd00::/8',
    ]);
    expect(readConfig({ TRUST_PROXY: 'loopback' }).trustProxy).toEqual(['loopback']);
  });

  it('refuses `true`, which would believe any X-Forwarded-For, and anything it cannot read', () => {
    expect(() => readConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY=true/);
    expect(() => readConfig({ TRUST_PROXY: '0' })).toThrow(/TRUST_PROXY/);
    expect(() => readConfig({ TRUST_PROXY: '10.0.0.0/33' })).toThrow(/10\.0\.0\.0\/33/);
    expect(() => readConfig({ TRUST_PROXY: 'proxy.example' })).toThrow(/proxy\.example/);
  });
});
