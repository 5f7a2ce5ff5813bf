import { generateKeyPairSync, type KeyObject, sign } from 'node:crypto';
import { createServer, type Server } from 'node:http';

/** A test identity provider: RSA keys, a JWKS on 127.0.0.1, and ID tokens signed like Entra ID's. */

export interface SigningKey {
  kid: string;
  privateKey: KeyObject;
  jwk: Record<string, unknown>;
}

export const aSigningKey = (kid: string): SigningKey => {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return { kid, privateKey, jwk: { ...publicKey.export({ format: 'jwk' }), kid, use: 'sig', kty: 'RSA' } };
};

const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** A compact JWS; `header` overrides the default `{ alg: 'RS256', typ: 'JWT', kid }`. */
export const signToken = (
  key: Pick<SigningKey, 'kid' | 'privateKey'>,
  claims: Record<string, unknown>,
  header: Record<string, unknown> = {},
): string => {
  const signed = `${part({ alg: 'RS256', typ: 'JWT', kid: key.kid, ...header })}.${part(claims)}`;
  return `${signed}.${sign('RSA-SHA256', Buffer.from(signed), key.privateKey).toString('base64url')}`;
};

export interface JwksServer {
  /** The authority to configure: `http://127.0.0.1:{port}/{tenant}`. */
  authority: string;
  /** The keys it publishes now (replace to rotate). */
  keys: SigningKey[];
  /** How many times the key set was fetched. */
  fetches: () => number;
  close: () => Promise<void>;
}

/** Serves `{authority}/discovery/v2.0/keys` on 127.0.0.1 only. */
export const startJwksServer = async (tenant: string, keys: SigningKey[]): Promise<JwksServer> => {
  let fetches = 0;
  const state: JwksServer = {
    authority: '',
    keys,
    fetches: () => fetches,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  const server: Server = createServer((request, response) => {
    if (request.url !== `/${tenant}/discovery/v2.0/keys`) {
      response.writeHead(404).end();
      return;
    }
    fetches++;
    response
      .writeHead(200, { 'content-type': 'application/json' })
      .end(JSON.stringify({ keys: state.keys.map((key) => key.jwk) }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  state.authority = `http://127.0.0.1:${port}/${tenant}`;
  return state;
};
