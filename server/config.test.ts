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

describe('file storage (AZURE_STORAGE_CONNECTION_STRING, AZURE_STORAGE_CONTAINER)', () => {
  it('keeps files in the data folder unless a connection string is set', () => {
    expect(readConfig({}).azureStorageConnectionString).toBeUndefined();
    expect(readConfig({ AZURE_STORAGE_CONNECTION_STRING: '' }).azureStorageConnectionString).toBeUndefined();
    const connectionString =
      'DefaultEndpointsProtocol=https;AccountName=a;AccountKey=a2V5;EndpointSuffix=core.windows.net';
    expect(readConfig({ AZURE_STORAGE_CONNECTION_STRING: connectionString }).azureStorageConnectionString).toBe(
      connectionString,
    );
  });

  it('names the container `console-files` unless told otherwise', () => {
    expect(readConfig({}).azureStorageContainer).toBe('console-files');
    expect(readConfig({ AZURE_STORAGE_CONTAINER: '' }).azureStorageContainer).toBe('console-files');
    expect(readConfig({ AZURE_STORAGE_CONTAINER: 'agency-files-2' }).azureStorageContainer).toBe('agency-files-2');
  });

  it('refuses at start a container name Azure would refuse', () => {
    for (const name of ['ab', 'Files', 'my_files', '-files', 'files-', 'my--files', 'a'.repeat(64)]) {
      expect(() => readConfig({ AZURE_STORAGE_CONTAINER: name })).toThrow(/AZURE_STORAGE_CONTAINER/);
    }
    expect(readConfig({ AZURE_STORAGE_CONTAINER: 'a'.repeat(63) }).azureStorageContainer).toBe('a'.repeat(63));
  });
});

describe('mail (SMTP_*, MAIL_*)', () => {
  it('keeps mail in the outbox without SMTP_HOST, from the default sender at 10 a second', () => {
    const { mail } = readConfig({});
    expect(mail.smtp).toBeUndefined();
    expect(mail.from).toBe('"行政コンソール" <noreply@example.go.jp>');
    expect(mail.ratePerSecond).toBe(10);
  });

  it('sends through the SMTP server named, on 587 unless told, with auth only when a user is set', () => {
    expect(readConfig({ SMTP_HOST: 'smtp.example.go.jp' }).mail.smtp).toEqual({
      host: 'smtp.example.go.jp',
      port: 587,
      secure: false,
      auth: undefined,
      ignoreTls: false,
    });
    const mail = readConfig({
      SMTP_HOST: 'smtp.example.go.jp',
      SMTP_PORT: '465',
      SMTP_SECURE: 'true',
      SMTP_USER: 'sender',
      SMTP_PASS: 'secret',
      SMTP_IGNORE_TLS: 'true',
      MAIL_FROM: '"〇〇市役所" <info@city.example.lg.jp>',
      MAIL_RATE_PER_SECOND: '2.5',
    }).mail;
    expect(mail.smtp).toEqual({
      host: 'smtp.example.go.jp',
      port: 465,
      secure: true,
      auth: { user: 'sender', pass: 'secret' },
      ignoreTls: true,
    });
    expect(mail.from).toBe('"〇〇市役所" <info@city.example.lg.jp>');
    expect(mail.ratePerSecond).toBe(2.5);
  });

  it('refuses a port or rate it cannot use', () => {
    expect(() => readConfig({ SMTP_PORT: 'abc' })).toThrow(/SMTP_PORT/);
    expect(() => readConfig({ SMTP_PORT: '70000' })).toThrow(/SMTP_PORT/);
    expect(() => readConfig({ MAIL_RATE_PER_SECOND: '0' })).toThrow(/MAIL_RATE_PER_SECOND/);
  });
});
