/** The path of a request's URL, without its query. */
export const pathOf = (url: string): string => url.split('?')[0] ?? '/';

/**
 * The API's paths: `/auth` itself and everything under `/auth/` and `/api/`. Whole segments only: `/author`
 * and `/author/1` are the console's screens (spec §2.2), not the API.
 */
export const isApiPath = (path: string): boolean =>
  path === '/auth' || path.startsWith('/auth/') || path === '/api' || path.startsWith('/api/');
