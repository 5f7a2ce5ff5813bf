import { createHmac } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { negotiate } from '@azure/web-pubsub-socket.io';
import { describe, expect, it } from 'vitest';
import { azureNegotiation, clientAccessToken, sessionIdOfClaims, webPubSubService } from './azure.ts';

const KEY = Buffer.from('a key of thirty-two bytes, or so').toString('base64');
const CONNECTION = `Endpoint=https://example.webpubsub.azure.com;AccessKey=${KEY};Version=1.0;`;
const SESSION = 'Hk3vY0Yl2n9xJ2b7kq1vTqzq5m8yJt0Xw1c9eE3rZ0A';

/** A JWT's parts, its signature checked (HS256 with the access key, as the service checks it). */
const readToken = (token: string, key = KEY) => {
  const [header = '', claims = '', signature = ''] = token.split('.');
  const expected = createHmac('sha256', key).update(`${header}.${claims}`).digest('base64url');
  return {
    signedWithKey: signature === expected,
    header: JSON.parse(Buffer.from(header, 'base64url').toString()) as Record<string, unknown>,
    claims: JSON.parse(Buffer.from(claims, 'base64url').toString()) as Record<string, unknown>,
  };
};

/** What the SDK's own negotiate handler (its documented way) answers for a user id. */
const sdkNegotiation = (userId: string, expirationTimeInMinutes: number) =>
  new Promise<{ status: number; body: { endpoint: string; path: string; token: string } }>((resolve) => {
    let status = 0;
    const response = {
      writeHead: (code: number) => {
        status = code;
        return response;
      },
      end: (text: string) => resolve({ status, body: JSON.parse(text) }),
    };
    negotiate({ hub: 'console', connectionString: CONNECTION }, async () => ({ userId, expirationTimeInMinutes }))(
      {} as IncomingMessage,
      response as unknown as ServerResponse,
      () => undefined,
    );
  });

describe('webPubSubService', () => {
  it('reads the connection string as the Azure SDKs do', () => {
    const service = webPubSubService(CONNECTION, 'console');
    expect(service.endpoint.toString()).toBe('https://example.webpubsub.azure.com/');
    expect(service.accessKey).toBe(KEY);
    expect(webPubSubService(`endpoint=example.webpubsub.azure.com;accesskey=${KEY}`, 'x').endpoint.origin).toBe(
      'https://example.webpubsub.azure.com',
    );
    expect(webPubSubService(`Endpoint=http://127.0.0.1;Port=8080;AccessKey=${KEY};`, 'x').endpoint.origin).toBe(
      'http://127.0.0.1:8080',
    );
  });

  it('stops the start with a reason when it cannot work', () => {
    expect(() => webPubSubService(`AccessKey=${KEY};Version=1.0;`, 'console')).toThrow('Endpoint がありません');
    expect(() => webPubSubService('Endpoint=https://example.webpubsub.azure.com;Version=1.0;', 'console')).toThrow(
      'AccessKey がありません',
    );
    expect(() => webPubSubService(`Endpoint=https://;AccessKey=${KEY}`, 'console')).toThrow('URL として読めません');
    for (const hub of ['', '1st', 'console-hub', 'ハブ']) {
      expect(() => webPubSubService(CONNECTION, hub), hub).toThrow('ハブ名として使えません');
    }
  });
});

describe('a console’s access token', () => {
  const service = webPubSubService(CONNECTION, 'console');
  const now = new Date('2026-05-01T09:00:10.400Z');
  const expiresAt = new Date('2026-05-01T21:00:10.900Z');

  it('is signed with the access key and names the session until the session ends', () => {
    const token = readToken(clientAccessToken(service, { sessionId: SESSION, now, expiresAt }));
    expect(token.signedWithKey).toBe(true);
    expect(
      readToken(clientAccessToken(service, { sessionId: SESSION, now, expiresAt }), 'another key').signedWithKey,
    ).toBe(false);
    expect(token.header).toEqual({ alg: 'HS256', typ: 'JWT' });
    expect(token.claims).toEqual({
      userId: SESSION,
      sub: SESSION,
      aud: 'https://example.webpubsub.azure.com/clients/socketio/hubs/console',
      iat: Math.floor(now.getTime() / 1000),
      exp: Math.floor(expiresAt.getTime() / 1000),
    });
    expect((token.claims.exp as number) * 1000).toBeLessThanOrEqual(expiresAt.getTime());
  });

  it('carries the claims the SDK’s own negotiate gives, and the same endpoint and path', async () => {
    const sdk = await sdkNegotiation(SESSION, 60);
    expect(sdk.status).toBe(200);
    const theirs = readToken(sdk.body.token);
    const ours = azureNegotiation(service, { sessionId: SESSION, now, expiresAt });
    const mine = readToken(ours.mode === 'azure' ? ours.token : '');
    expect(theirs.signedWithKey && mine.signedWithKey).toBe(true);
    expect(mine.header).toEqual(theirs.header);
    expect(Object.keys(mine.claims).sort()).toEqual(Object.keys(theirs.claims).sort());
    for (const claim of ['userId', 'sub', 'aud']) expect(mine.claims[claim], claim).toEqual(theirs.claims[claim]);
    expect(ours).toEqual({
      mode: 'azure',
      endpoint: sdk.body.endpoint,
      path: sdk.body.path,
      token: expect.any(String),
    });
    expect(sdk.body.path).toBe('/clients/socketio/hubs/console');
  });
});

describe('sessionIdOfClaims', () => {
  it('reads the session id the service forwards (each claim a list of values)', () => {
    expect(sessionIdOfClaims({ claims: { userId: [SESSION], aud: ['x'] } })).toBe(SESSION);
  });

  it('finds none in anything else', () => {
    for (const request of [
      {},
      { claims: {} },
      { claims: { userId: [] } },
      { claims: { userId: [SESSION, 'another'] } },
      { claims: { userId: SESSION } },
      { claims: { userId: [''] } },
      { claims: { userId: [42] } },
      { claims: { sub: [SESSION] } },
    ]) {
      expect(sessionIdOfClaims(request), JSON.stringify(request)).toBeUndefined();
    }
  });
});
