import { Writable } from 'node:stream';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/harness.ts';
import {
  CSP_REPORT_BODY_LIMIT,
  CSP_REPORT_PATH,
  contentSecurityPolicy,
  registerCspReports,
  violationsIn,
} from './contentSecurityPolicy.ts';

/** What Chromium sends to `report-uri` for a blocked inline handler (captured from Chromium 156). */
const cspReport = {
  'csp-report': {
    'document-uri': 'http://127.0.0.1:3000/overview',
    referrer: '',
    'violated-directive': 'script-src-attr',
    'effective-directive': 'script-src-attr',
    'original-policy': "default-src 'self'",
    disposition: 'enforce',
    'blocked-uri': 'inline',
    'line-number': 9,
    'column-number': 44,
    'source-file': 'http://127.0.0.1:3000/assets/index-1.js',
    'status-code': 200,
    'script-sample': '',
  },
};

/** What `report-to` sends: a batch of reports of any type, some of them CSP violations. */
const reportsJson = [
  {
    type: 'csp-violation',
    age: 10,
    url: 'http://127.0.0.1:3000/group',
    user_agent: 'Chromium',
    body: {
      documentURL: 'http://127.0.0.1:3000/group',
      blockedURL: 'trusted-types-sink',
      effectiveDirective: 'require-trusted-types-for',
      originalPolicy: "require-trusted-types-for 'script'",
      sourceFile: 'http://127.0.0.1:3000/assets/index-1.js',
      sample: 'Element innerHTML|<b>x</b>',
      disposition: 'enforce',
      statusCode: 200,
      lineNumber: 1,
      columnNumber: 2,
    },
  },
  { type: 'deprecation', age: 1, url: 'http://127.0.0.1:3000/', body: { id: 'x' } },
];

describe('the Content-Security-Policy', () => {
  const directives = (csp: string) => new Map(csp.split('; ').map((part) => [part.split(' ')[0], part]));

  it('enforces Trusted Types with the console policy only, and reports to the endpoint', () => {
    const csp = directives(contentSecurityPolicy({}));
    expect(csp.get('require-trusted-types-for')).toBe("require-trusted-types-for 'script'");
    expect(csp.get('trusted-types')).toBe('trusted-types console-html');
    expect(csp.get('report-uri')).toBe(`report-uri ${CSP_REPORT_PATH}`);
    expect(csp.get('report-to')).toBe('report-to csp');
  });

  it('allows no inline script or style, no plugins, no framing, no other base', () => {
    const csp = directives(contentSecurityPolicy({}));
    expect(csp.get('script-src')).toBe("script-src 'self'");
    expect(csp.get('style-src')).toBe("style-src 'self'");
    expect(csp.get('object-src')).toBe("object-src 'none'");
    expect(csp.get('frame-ancestors')).toBe("frame-ancestors 'none'");
    expect(csp.get('base-uri')).toBe("base-uri 'self'");
    expect(contentSecurityPolicy({})).not.toMatch(/unsafe-inline|unsafe-eval|\*/);
  });

  it('names the identity provider and the real-time service when configured', () => {
    const csp = directives(
      contentSecurityPolicy({
        identityProviderOrigin: 'https://login.microsoftonline.com',
        realtimeOrigin: 'https://hub.webpubsub.azure.com',
      }),
    );
    expect(csp.get('connect-src')).toBe(
      "connect-src 'self' https://login.microsoftonline.com https://hub.webpubsub.azure.com wss://hub.webpubsub.azure.com",
    );
    expect(csp.get('frame-src')).toBe("frame-src 'self' https://login.microsoftonline.com");
  });
});

describe('reading reports', () => {
  it('reads report-uri and report-to bodies into one shape, leaving other report types out', () => {
    expect(violationsIn(cspReport)).toEqual([
      {
        documentUrl: 'http://127.0.0.1:3000/overview',
        directive: 'script-src-attr',
        blocked: 'inline',
        sourceFile: 'http://127.0.0.1:3000/assets/index-1.js',
        line: 9,
        column: 44,
        sample: '',
        disposition: 'enforce',
      },
    ]);
    expect(violationsIn(reportsJson)).toEqual([
      expect.objectContaining({ directive: 'require-trusted-types-for', sample: 'Element innerHTML|<b>x</b>' }),
    ]);
    expect(violationsIn({ anything: 1 })).toEqual([]);
    expect(violationsIn('text')).toEqual([]);
  });
});

describe('the report endpoint on its own', () => {
  let app: FastifyInstance;
  let lines: Record<string, unknown>[] = [];
  let clock = 0;

  beforeAll(async () => {
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(JSON.parse(String(chunk)) as Record<string, unknown>);
        done();
      },
    });
    app = Fastify({ logger: { level: 'warn', stream } });
    registerCspReports(app, { now: () => clock });
    await app.ready();
  });
  afterAll(() => app.close());

  const post = (contentType: string, payload: string) =>
    app.inject({ method: 'POST', url: CSP_REPORT_PATH, headers: { 'content-type': contentType }, payload });

  it('logs each violation at warn level and answers 204, in both formats', async () => {
    lines = [];
    expect((await post('application/csp-report', JSON.stringify(cspReport))).statusCode).toBe(204);
    expect((await post('application/reports+json', JSON.stringify(reportsJson))).statusCode).toBe(204);
    expect(lines.map((line) => [line.level, line.msg, (line.cspViolation as { directive: string }).directive])).toEqual(
      [
        [40, 'CSP violation', 'script-src-attr'],
        [40, 'CSP violation', 'require-trusted-types-for'],
      ],
    );
  });

  it('refuses a body over the limit and one that is not JSON, logging nothing', async () => {
    lines = [];
    const big = JSON.stringify({ 'csp-report': { 'script-sample': 'x'.repeat(CSP_REPORT_BODY_LIMIT) } });
    expect((await post('application/csp-report', big)).statusCode).toBe(413);
    expect((await post('application/csp-report', '{not json')).statusCode).toBe(400);
    expect(lines.filter((line) => line.msg === 'CSP violation')).toEqual([]);
  });

  it('logs at most 60 a minute, then says how many it left out', async () => {
    lines = [];
    clock += 120_000;
    for (let index = 0; index < 70; index += 1) await post('application/csp-report', JSON.stringify(cspReport));
    expect(lines.filter((line) => line.msg === 'CSP violation')).toHaveLength(60);
    clock += 60_000;
    await post('application/csp-report', JSON.stringify(cspReport));
    expect(lines.find((line) => line.dropped !== undefined)?.dropped).toBe(10);
    expect(lines.filter((line) => line.msg === 'CSP violation')).toHaveLength(61);
  });
});

describe('the reference server', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  }, 120_000);
  afterAll(() => server?.close());

  it('sends the policy and its reporting endpoint on every answer', async () => {
    for (const path of ['/api/config', '/auth', '/anything']) {
      const response = await fetch(`${server.baseUrl}${path}`);
      expect(response.headers.get('content-security-policy')).toContain("require-trusted-types-for 'script'");
      expect(response.headers.get('content-security-policy')).toContain('trusted-types console-html');
      expect(response.headers.get('reporting-endpoints')).toBe(`csp="${CSP_REPORT_PATH}"`);
    }
  });

  it('takes a report as a browser sends it, without a session: 204', async () => {
    const response = await fetch(`${server.baseUrl}${CSP_REPORT_PATH}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/csp-report',
        origin: server.baseUrl,
        'sec-fetch-site': 'same-origin',
        'sec-fetch-mode': 'no-cors',
        'sec-fetch-dest': 'report',
      },
      body: JSON.stringify(cspReport),
    });
    expect(response.status).toBe(204);
  });
});
