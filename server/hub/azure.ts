import { createHmac } from 'node:crypto';
import type { Server as HttpServer, IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { Server } from 'socket.io';
import { type RealtimeNegotiation, socketPath } from '../../contract/index.ts';

/**
 * Azure Web PubSub for Socket.IO: with WEB_PUBSUB_CONNECTION_STRING set, consoles connect to the service
 * rather than to this server, and every server instance talks to the same hub through it.
 */
export interface WebPubSubService {
  connectionString: string;
  /** The service as its SDKs read the connection string: `https://host/` (with `Port` when given). */
  endpoint: URL;
  accessKey: string;
  hub: string;
}

/** The service takes hub names of letters, digits and underscores, starting with a letter. */
const HUB_NAME = /^[A-Za-z][A-Za-z0-9_]{0,127}$/;

/** Reads `Endpoint=https://….webpubsub.azure.com;AccessKey=…;Version=1.0;` as the Azure SDKs do. */
export const webPubSubService = (connectionString: string, hub: string): WebPubSubService => {
  const fields = new Map<string, string>();
  for (const part of connectionString.split(';')) {
    const at = part.indexOf('=');
    if (at > 0) fields.set(part.slice(0, at).trim().toLowerCase(), part.slice(at + 1).trim());
  }
  const endpointText = fields.get('endpoint');
  const accessKey = fields.get('accesskey');
  if (!endpointText) throw new Error('WEB_PUBSUB_CONNECTION_STRING に Endpoint がありません。');
  // The server signs the consoles' tokens itself, so it needs the key (an identity-based string has none).
  if (!accessKey) throw new Error('WEB_PUBSUB_CONNECTION_STRING に AccessKey がありません。');
  let endpoint: URL;
  try {
    endpoint = new URL(/^https?:\/\//i.test(endpointText) ? endpointText : `https://${endpointText}`);
  } catch {
    throw new Error(`WEB_PUBSUB_CONNECTION_STRING の Endpoint (${endpointText}) を URL として読めません。`);
  }
  const port = fields.get('port');
  if (port) endpoint.port = port;
  if (!HUB_NAME.test(hub)) {
    throw new Error(`HUB (${hub}) は Azure Web PubSub のハブ名として使えません (英字で始まる英数字と _)。`);
  }
  return { connectionString, endpoint, accessKey, hub };
};

const base64url = (text: string) => Buffer.from(text).toString('base64url');

/**
 * A console's access token for the service: a JWT signed (HS256) with the access key, with the claims the
 * SDK's own negotiate gives (`userId` and `sub`, audience the hub's client URL). The service checks it,
 * then forwards `userId` as `socket.request.claims.userId` to whichever server instance gets the socket:
 * here the session id (the token's hash), never the secret cookie token. It ends with the session.
 */
export const clientAccessToken = (
  service: WebPubSubService,
  { sessionId, now, expiresAt }: { sessionId: string; now: Date; expiresAt: Date },
): string => {
  const base = service.endpoint.toString();
  const audience = `${base.endsWith('/') ? base : `${base}/`}clients/socketio/hubs/${service.hub}`;
  const header = { alg: 'HS256', typ: 'JWT' };
  const claims = {
    userId: sessionId,
    iat: Math.floor(now.getTime() / 1000),
    exp: Math.floor(expiresAt.getTime() / 1000),
    aud: audience,
    sub: sessionId,
  };
  const signed = `${base64url(JSON.stringify(header))}.${base64url(JSON.stringify(claims))}`;
  return `${signed}.${createHmac('sha256', service.accessKey).update(signed).digest('base64url')}`;
};

/** What `GET /api/realtime/negotiate` answers in this mode. */
export const azureNegotiation = (
  service: WebPubSubService,
  session: { sessionId: string; now: Date; expiresAt: Date },
): RealtimeNegotiation => ({
  mode: 'azure',
  endpoint: service.endpoint.origin,
  path: socketPath(service.hub),
  token: clientAccessToken(service, session),
});

/** The session id a socket's token named, as the service hands it over (each claim is a list of values). */
export const sessionIdOfClaims = (request: object): string | undefined => {
  const claims = (request as { claims?: Record<string, unknown> }).claims;
  const values = claims?.userId;
  if (!Array.isArray(values) || values.length !== 1) return undefined;
  const [sessionId] = values;
  return typeof sessionId === 'string' && sessionId !== '' ? sessionId : undefined;
};

/**
 * Runs `io` through the service (`useAzureSocketIO`): its engine and adapter are replaced, requests to the
 * socket path on this server are refused (consoles connect to the service), and a connection to the service
 * is opened and kept (retrying every 2 s). Resolves once wired; `onConnected` runs when the service answers.
 */
export const runThroughService = async (
  io: Server,
  httpServer: HttpServer,
  service: WebPubSubService,
  onConnected: () => void,
): Promise<void> => {
  // Loaded only in this mode: the SDK and its dependencies take half a second to load.
  const { useAzureSocketIO } = await import('@azure/web-pubsub-socket.io');
  // The SDK is typed against the socket.io 4.7 it depends on; it works on our 4.8 Server (routes/realtime.test.ts).
  const connected = useAzureSocketIO(io as unknown as Parameters<typeof useAzureSocketIO>[0], {
    hub: service.hub,
    connectionString: service.connectionString,
  });
  // It settles only by connecting, or by failing once the hub is closed before that.
  connected.then(onConnected, () => undefined);
  refuseUpgrades(httpServer, socketPath(service.hub));
};

/**
 * The SDK refuses plain requests to the socket path but leaves WebSocket upgrades to both engines (socket.io's
 * own and its replacement), which then both take the same socket and throw outside any handler: a request
 * anyone could send would stop the server. No console upgrades here in this mode, so none is let through.
 */
const refuseUpgrades = (httpServer: HttpServer, path: string) => {
  const others = httpServer.listeners('upgrade') as ((...args: unknown[]) => void)[];
  httpServer.removeAllListeners('upgrade');
  httpServer.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    if ((request.url ?? '').startsWith(path)) {
      socket.end('HTTP/1.1 403 Forbidden\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
      return;
    }
    for (const listener of others) listener.call(httpServer, request, socket, head);
  });
};
