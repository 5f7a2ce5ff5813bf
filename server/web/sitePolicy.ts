/**
 * The policy of a served page, unlike the console's: the page's own scripts and styles run (a theme and a
 * template carry inline ones), but `sandbox` gives the document an opaque origin, so nothing it runs reaches
 * the console's cookies, storage or API as the console. It loads no scripts from elsewhere, connects nowhere,
 * is framed by nobody and sends forms to http(s) only.
 */
export const SITE_CONTENT_SECURITY_POLICY = [
  'sandbox allow-scripts allow-forms allow-popups allow-popups-to-escape-sandbox',
  "default-src 'none'",
  "script-src 'unsafe-inline'",
  "style-src 'unsafe-inline'",
  "img-src 'self' https: data:",
  'font-src https: data:',
  'media-src https:',
  "connect-src 'none'",
  'form-action https:',
  "base-uri 'none'",
  "frame-ancestors 'none'",
].join('; ');
