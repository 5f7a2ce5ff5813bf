import type { FastifyBaseLogger, FastifyInstance } from 'fastify';

/**
 * The console's Content-Security-Policy, and the endpoint its violations are reported to.
 *
 * Only our own origin (and the identity provider and real-time service the server is configured with), no
 * inline script but index.html's own (allowed by its hash), no inline style, no plugins, no framing, and
 * Trusted Types: a string can reach an HTML sink only as
 * a TrustedHTML of the one policy the policy list names, `console-html` (ui/SanitizedHtml/sanitize.ts, which
 * hands DOMPurify's output over as one). Nothing else in the built console needs a policy: React writes
 * `innerHTML` only for `dangerouslySetInnerHTML` (whose value it passes through as it is), MSAL, socket.io,
 * vanilla-extract's CSS files and Vite's module preload write none. DOMPurify would make a policy of its own
 * (`dompurify`) when given none; it is given ours, and the list leaving `dompurify` out keeps it so.
 */
export const TRUSTED_TYPES_POLICIES = ['console-html'] as const;

/** Where browsers send violation reports: `report-uri` (application/csp-report) and `report-to` (application/reports+json). */
export const CSP_REPORT_PATH = '/api/csp-report';
/** The `Reporting-Endpoints` name `report-to` refers to. */
export const CSP_REPORT_GROUP = 'csp';

/** A report is a few hundred bytes; Chromium's report-to batches some. Anything larger is not a report. */
export const CSP_REPORT_BODY_LIMIT = 32 * 1024;

export interface CspOptions {
  /** Origin of the identity provider (e.g. https://login.microsoftonline.com), allowed for MSAL's token calls. */
  identityProviderOrigin?: string | undefined;
  /** Origin of the Azure Web PubSub service the console's real-time channel connects to, when the hub runs there. */
  realtimeOrigin?: string | undefined;
  /** `'sha256-…'` of each inline script the console's index.html has (server/web/inlineScripts.ts). */
  inlineScriptHashes?: readonly string[] | undefined;
}

export const contentSecurityPolicy = ({
  identityProviderOrigin,
  realtimeOrigin,
  inlineScriptHashes = [],
}: CspOptions): string => {
  const idp = identityProviderOrigin ? ` ${identityProviderOrigin}` : '';
  // socket.io starts with HTTP long-polling and upgrades to a WebSocket: both schemes of the one host.
  const realtime = realtimeOrigin ? ` ${realtimeOrigin} ${realtimeOrigin.replace(/^http/, 'ws')}` : '';
  return [
    "default-src 'self'",
    ["script-src 'self'", ...inlineScriptHashes].join(' '),
    "style-src 'self'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src 'self'${idp}${realtime}`,
    `frame-src 'self'${idp}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "require-trusted-types-for 'script'",
    `trusted-types ${TRUSTED_TYPES_POLICIES.join(' ')}`,
    `report-uri ${CSP_REPORT_PATH}`,
    `report-to ${CSP_REPORT_GROUP}`,
  ].join('; ');
};

/** The `Reporting-Endpoints` header that gives `report-to` its URL. */
export const reportingEndpoints = (): string => `${CSP_REPORT_GROUP}="${CSP_REPORT_PATH}"`;

/** One violation, as logged: the fields of either report format under one set of names. */
export interface CspViolation {
  documentUrl?: string;
  directive?: string;
  blocked?: string;
  sourceFile?: string;
  line?: number;
  column?: number;
  sample?: string;
  disposition?: string;
}

type Fields = Record<string, unknown>;
const text = (value: unknown, max = 300): string | undefined =>
  typeof value === 'string' || typeof value === 'number' ? String(value).slice(0, max) : undefined;
const number = (value: unknown): number | undefined => (typeof value === 'number' ? value : undefined);
const defined = (violation: Record<string, string | number | undefined>): CspViolation =>
  Object.fromEntries(Object.entries(violation).filter(([, value]) => value !== undefined)) as CspViolation;

/** `report-uri`'s `{ "csp-report": { "document-uri": … } }`. */
const fromCspReport = (report: Fields): CspViolation =>
  defined({
    documentUrl: text(report['document-uri']),
    directive: text(report['effective-directive'] ?? report['violated-directive']),
    blocked: text(report['blocked-uri']),
    sourceFile: text(report['source-file']),
    line: number(report['line-number']),
    column: number(report['column-number']),
    sample: text(report['script-sample']),
    disposition: text(report.disposition),
  });

/** `report-to`'s `[{ "type": "csp-violation", "body": { "documentURL": … } }]`. */
const fromReportingApi = (body: Fields): CspViolation =>
  defined({
    documentUrl: text(body.documentURL),
    directive: text(body.effectiveDirective),
    blocked: text(body.blockedURL),
    sourceFile: text(body.sourceFile),
    line: number(body.lineNumber),
    column: number(body.columnNumber),
    sample: text(body.sample),
    disposition: text(body.disposition),
  });

const isObject = (value: unknown): value is Fields => typeof value === 'object' && value !== null;

/** The violations a report body holds, in either format; anything else holds none. */
export const violationsIn = (body: unknown): CspViolation[] => {
  if (isObject(body) && isObject(body['csp-report'])) return [fromCspReport(body['csp-report'])];
  if (Array.isArray(body)) {
    return body
      .filter(
        (report): report is Fields => isObject(report) && report.type === 'csp-violation' && isObject(report.body),
      )
      .slice(0, 100)
      .map((report) => fromReportingApi(report.body as Fields));
  }
  return [];
};

/** At most this many violations are logged a minute (the endpoint is open to anyone); the rest are counted. */
const LOGGED_PER_MINUTE = 60;

const throttledLog = (now: () => number) => {
  let windowStart = now();
  let logged = 0;
  let dropped = 0;
  return (log: FastifyBaseLogger, violation: CspViolation): void => {
    if (now() - windowStart >= 60_000) {
      if (dropped > 0) log.warn({ dropped }, 'CSP violations not logged in the last minute (too many)');
      windowStart = now();
      logged = 0;
      dropped = 0;
    }
    if (logged >= LOGGED_PER_MINUTE) {
      dropped += 1;
      return;
    }
    logged += 1;
    log.warn({ cspViolation: violation }, 'CSP violation');
  };
};

/**
 * `POST /api/csp-report`: takes either report format (and plain JSON), logs each violation at warn level and
 * answers 204. No session is asked for: a report comes from any page, the sign-in screens included.
 */
export const registerCspReports = (app: FastifyInstance, { now = Date.now } = {}): void => {
  const log = throttledLog(now);
  app.register(async (scope) => {
    // Only in this plugin's scope: nowhere else do these types reach a handler.
    scope.addContentTypeParser(
      ['application/csp-report', 'application/reports+json'],
      { parseAs: 'string', bodyLimit: CSP_REPORT_BODY_LIMIT },
      (_request, body, done) => {
        try {
          done(null, JSON.parse(body as string));
        } catch {
          done(Object.assign(new Error('not a report'), { statusCode: 400 }), undefined);
        }
      },
    );
    scope.post(CSP_REPORT_PATH, { bodyLimit: CSP_REPORT_BODY_LIMIT }, async (request, reply) => {
      for (const violation of violationsIn(request.body)) log(request.log, violation);
      return reply.code(204).send();
    });
  });
};
