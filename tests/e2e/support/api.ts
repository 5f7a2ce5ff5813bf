import type { OpenBrowser } from '../harness/browser.ts';

/** The console session cookie of a signed-in browser, as a `cookie` header value. */
export const sessionCookie = async (browser: OpenBrowser): Promise<string> => {
  const cookie = (await browser.context.cookies()).find((each) => each.name === 'console_session');
  if (!cookie) throw new Error('no session cookie');
  return `${cookie.name}=${cookie.value}`;
};

/**
 * A call to the reference server as the account signed in to this browser (what a test sets up or reads
 * back beside the screens): `const api = apiAs(server.baseUrl); await api(admin, '/api/form/1')`.
 */
export const apiAs =
  (baseUrl: string) =>
  async (browser: OpenBrowser, path: string, method = 'GET', body?: unknown): Promise<Record<string, unknown>> => {
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers: {
        cookie: await sessionCookie(browser),
        origin: baseUrl,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return (await response.json()) as Record<string, unknown>;
  };
