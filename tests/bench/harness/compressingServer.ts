import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import {
  createServer,
  request as httpRequest,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type ServerResponse,
} from 'node:http';
import { connect } from 'node:net';
import { extname, join, normalize, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/**
 * The bench's small compressing web server, so that the console and the peer reach the browser the same
 * way: brotli or gzip by the request's Accept-Encoding, hashed assets compressed once at the highest
 * level and cached, `immutable` caching for `/assets/`, `no-cache` for the rest.
 *
 * - `static`: files of a folder, unknown paths answered with index.html (the peer, a single-page app).
 * - `proxy`: every request goes on to `upstream` (the reference server) with its Host kept, so the
 *   server's Origin checks, cookies and headers (CSP included) stay as they are; the answer comes back
 *   compressed when the upstream sent it plain. WebSocket upgrades (the hub) are piped through untouched.
 */
export interface CompressingServer {
  url: string;
  close: () => Promise<void>;
}

type Options = { kind: 'static'; dir: string } | { kind: 'proxy'; upstream: string };

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
};

const compressible = (contentType: string | undefined): boolean =>
  contentType !== undefined && /^(text\/|application\/(json|javascript|manifest)|image\/svg)/.test(contentType);

type Coding = 'br' | 'gzip';

/** The coding the browser asked for, brotli first (what Chromium sends: `gzip, deflate, br, zstd`). */
const codingFor = (headers: IncomingHttpHeaders): Coding | null => {
  const accepted = String(headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return null;
};

const cache = new Map<string, Buffer>();

/** Compresses at the top level for files that never change (hashed assets, cached), quickly otherwise. */
const compress = (body: Buffer, coding: Coding, cacheKey: string | null): Buffer => {
  const key = cacheKey && `${coding}:${cacheKey}`;
  const cached = key ? cache.get(key) : undefined;
  if (cached) return cached;
  const best = cacheKey !== null;
  const compressed =
    coding === 'br'
      ? brotliCompressSync(body, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: best ? 11 : 5,
            [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
          },
        })
      : gzipSync(body, { level: best ? 9 : 6 });
  if (key) cache.set(key, compressed);
  return compressed;
};

const cacheControlOf = (path: string) =>
  path.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache';

const sendBody = (
  request: IncomingMessage,
  response: ServerResponse,
  status: number,
  headers: Record<string, string | string[] | number | undefined>,
  body: Buffer,
  cacheKey: string | null,
) => {
  const coding = compressible(String(headers['content-type'] ?? '')) ? codingFor(request.headers) : null;
  const sent = coding && body.length > 0 ? compress(body, coding, cacheKey) : body;
  const out: Record<string, string | string[] | number | undefined> = { ...headers, 'content-length': sent.length };
  if (coding && body.length > 0) {
    out['content-encoding'] = coding;
    out.vary = 'Accept-Encoding';
  }
  response.writeHead(status, out);
  response.end(request.method === 'HEAD' ? undefined : sent);
};

const serveStatic = (root: string) => (request: IncomingMessage, response: ServerResponse) => {
  const path = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
  const wanted = normalize(join(root, path));
  const found = wanted.startsWith(root) && existsSync(wanted) && statSync(wanted).isFile();
  const file = found ? wanted : join(root, 'index.html');
  if (!found && path.startsWith('/assets/')) {
    response.writeHead(404).end();
    return;
  }
  const type = types[extname(file)] ?? 'application/octet-stream';
  if (!compressible(type)) {
    response.writeHead(200, { 'content-type': type, 'cache-control': cacheControlOf(path) });
    createReadStream(file).pipe(response);
    return;
  }
  const hashed = found && path.startsWith('/assets/');
  sendBody(
    request,
    response,
    200,
    { 'content-type': type, 'cache-control': found ? cacheControlOf(path) : 'no-cache' },
    readFileSync(file),
    hashed ? file : null,
  );
};

const hopByHop = new Set(['connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'proxy-connection']);

const proxy = (upstream: URL) => (request: IncomingMessage, response: ServerResponse) => {
  const forwarded = httpRequest(
    {
      host: upstream.hostname,
      port: upstream.port,
      method: request.method,
      path: request.url,
      headers: { ...request.headers, 'accept-encoding': 'identity' },
    },
    (answer) => {
      const headers: Record<string, string | string[] | undefined> = {};
      for (const [name, value] of Object.entries(answer.headers)) if (!hopByHop.has(name)) headers[name] = value;
      const contentType = answer.headers['content-type'];
      if (answer.headers['content-encoding'] || !compressible(contentType) || !codingFor(request.headers)) {
        response.writeHead(answer.statusCode ?? 502, headers);
        answer.pipe(response);
        return;
      }
      const chunks: Buffer[] = [];
      answer.on('data', (chunk: Buffer) => chunks.push(chunk));
      answer.on('end', () => {
        delete headers['content-length'];
        const path = new URL(request.url ?? '/', 'http://x').pathname;
        const hashed = path.startsWith('/assets/') && answer.statusCode === 200;
        sendBody(request, response, answer.statusCode ?? 502, headers, Buffer.concat(chunks), hashed ? path : null);
      });
    },
  );
  forwarded.on('error', (error) => {
    if (!response.headersSent) response.writeHead(502);
    response.end(String(error));
  });
  request.pipe(forwarded);
};

export const startCompressingServer = async (options: Options): Promise<CompressingServer> => {
  const server = createServer(
    options.kind === 'static' ? serveStatic(resolve(options.dir)) : proxy(new URL(options.upstream)),
  );
  if (options.kind === 'proxy') {
    const upstream = new URL(options.upstream);
    // The hub's WebSocket: the upgrade request is written on as it came, then both sockets are piped.
    server.on('upgrade', (request: IncomingMessage, socket, head: Buffer) => {
      const target = connect(Number(upstream.port), upstream.hostname, () => {
        const lines = [`${request.method} ${request.url} HTTP/1.1`];
        for (let index = 0; index < request.rawHeaders.length; index += 2) {
          lines.push(`${request.rawHeaders[index]}: ${request.rawHeaders[index + 1]}`);
        }
        target.write(`${lines.join('\r\n')}\r\n\r\n`);
        if (head.length > 0) target.write(head);
        target.pipe(socket);
        socket.pipe(target);
      });
      const end = () => {
        target.destroy();
        socket.destroy();
      };
      target.on('error', end);
      socket.on('error', end);
    });
  }
  const sockets = new Set<import('node:net').Socket>();
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('compressing server: no port');
  return {
    url: `http://127.0.0.1:${address.port}`,
    close: () =>
      new Promise((done) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => done());
      }),
  };
};
