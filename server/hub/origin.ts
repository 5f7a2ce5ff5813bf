import type { IncomingMessage } from 'node:http';

/**
 * Whether a request to the hub comes from the console's own pages. A browser names the page's origin in
 * `Origin` on every WebSocket handshake and every cross-origin request, so a page of another site that
 * opens the channel with the user's cookie is recognised by it. The console's origin is `publicOrigins`
 * (PUBLIC_ORIGIN) when set, for a proxy that does not pass the browser's Host on; otherwise the origin the
 * request reached, its `Host`. A request without `Origin` is not from another site's page (a same-origin
 * GET, a client that is no browser) unless its `Sec-Fetch-Site` says so. Through Azure Web PubSub the
 * consoles connect to the service, not here: there the service's own settings decide (see the README).
 */
export const fromConsoleOrigin = (request: IncomingMessage, publicOrigins: readonly string[]): boolean => {
  const origin = request.headers.origin;
  if (origin === undefined) {
    const site = request.headers['sec-fetch-site'];
    return site === undefined || site === 'same-origin' || site === 'none';
  }
  if (publicOrigins.length > 0) return publicOrigins.includes(origin);
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false; // `null` (a sandboxed frame, a file) or garbage
  }
  return ['http:', 'https:'].includes(url.protocol) && url.host === request.headers.host?.toLowerCase();
};

/** PUBLIC_ORIGIN: one origin or several, comma-separated, each as a browser writes it (`https://host[:port]`). */
export const readPublicOrigins = (value: string | undefined): string[] =>
  (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '')
    .map((item) => {
      let url: URL;
      try {
        url = new URL(item);
      } catch {
        throw new Error(`PUBLIC_ORIGIN (${item}) を URL として読めません (例: https://console.example.go.jp)。`);
      }
      if (url.origin !== item.replace(/\/$/, '')) {
        throw new Error(`PUBLIC_ORIGIN (${item}) にはオリジンだけを書いてください (例: ${url.origin})。`);
      }
      return url.origin;
    });
