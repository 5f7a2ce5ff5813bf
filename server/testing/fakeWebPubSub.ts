import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';

export interface FakeWebPubSub {
  /** A connection string for it, as the Azure portal gives one (the key is random). */
  connectionString: string;
  accessKey: string;
  /** `http://127.0.0.1:{port}`: what consoles are told to connect to. */
  origin: string;
  /** Every WebSocket upgrade a server instance attempted (its tunnel to the service), as request URLs. */
  upgrades: URL[];
  /** Resolves at the next upgrade attempt. */
  nextUpgrade: () => Promise<URL>;
  close: () => Promise<void>;
}

/**
 * Stands in for Azure Web PubSub for Socket.IO on 127.0.0.1 (tests reach nothing else): it records the
 * tunnel connections a server opens to it and refuses them, so the SDK keeps retrying as it would while the
 * service is unreachable. Enough to see that the server runs its hub through the service with our settings;
 * not a service that forwards sockets.
 */
export const startFakeWebPubSub = async (): Promise<FakeWebPubSub> => {
  const upgrades: URL[] = [];
  const waiting: ((url: URL) => void)[] = [];
  const server = createServer((_, response) => {
    response.writeHead(404).end();
  });
  server.on('upgrade', (request, socket) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    upgrades.push(url);
    for (const resolve of waiting.splice(0)) resolve(url);
    socket.destroy();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const accessKey = randomBytes(32).toString('base64');
  return {
    connectionString: `Endpoint=http://127.0.0.1;Port=${port};AccessKey=${accessKey};Version=1.0;`,
    accessKey,
    origin: `http://127.0.0.1:${port}`,
    upgrades,
    nextUpgrade: () => new Promise((resolve) => waiting.push(resolve)),
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
};
