import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/harness.ts';
import { PREVIEW_CONTENT_SECURITY_POLICY } from './preview.ts';
import { PREVIEW_FRAME_PATH, previewFrameHtml } from './previewFrame.ts';
import { SITE_CONTENT_SECURITY_POLICY } from './site.ts';

// The whole server with a built console in place, so its SPA fallback and header hook are in the way.
const consoleDir = mkdtempSync(join(tmpdir(), 'console-preview-'));
writeFileSync(join(consoleDir, 'index.html'), '<!doctype html><html lang="ja"><title>管理コンソール</title></html>');
let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ config: { consoleDir } });
}, 120_000);
afterAll(() => t?.close());

const get = (url: string) => t.server.app.inject({ method: 'GET', url });

describe('the preview frame (GET /cms-preview.html)', () => {
  it('answers the bootstrap document, cacheable, not the console', async () => {
    const answer = await get(PREVIEW_FRAME_PATH);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(answer.headers['cache-control']).toMatch(/^public, max-age=[1-9][0-9]*$/);
    expect(answer.body).toBe(previewFrameHtml);
    expect(answer.body).not.toContain('管理コンソール');
  });

  it('runs under the site policy, framed by the console only: opaque origin, inline scripts, connects nowhere', async () => {
    const answer = await get(PREVIEW_FRAME_PATH);
    const policy = answer.headers['content-security-policy'];
    expect(policy).toBe(PREVIEW_CONTENT_SECURITY_POLICY);
    expect(policy).toBe(SITE_CONTENT_SECURITY_POLICY.replace("frame-ancestors 'none'", "frame-ancestors 'self'"));
    expect(policy).toMatch(/^sandbox allow-scripts /);
    expect(policy).not.toContain('allow-same-origin');
    expect(policy).toContain("script-src 'unsafe-inline'");
    expect(policy).toContain("connect-src 'none'");
    expect(policy).not.toContain('trusted-types');
    expect(answer.headers['x-frame-options']).toBe('SAMEORIGIN');
    // The other headers every answer carries are still there.
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
  });

  it('leaves the console and the websites their own framing rules', async () => {
    const screen = await get('/cms/1/page');
    expect(screen.body).toContain('管理コンソール');
    expect(screen.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(screen.headers['content-security-policy']).toContain("frame-src 'self'");
    expect(screen.headers['x-frame-options']).toBe('DENY');
    const site = await get('/site/1/');
    // The site policy, with this server's own origin among the forms' targets (issue 20).
    expect(String(site.headers['content-security-policy'])).toMatch(
      /^sandbox allow-scripts .*frame-ancestors 'none'$/u,
    );
    expect(site.headers['x-frame-options']).toBe('DENY');
  });

  it('writes only the first cms-preview message from the framing window, then says so', () => {
    const script = previewFrameHtml.slice(previewFrameHtml.indexOf('<script>'));
    expect(script).toContain('event.source !== framer');
    expect(script).toContain("data.type !== 'cms-preview'");
    expect(script).toContain("typeof data.html !== 'string'");
    expect(script.indexOf('removeEventListener')).toBeLessThan(script.indexOf('document.open()'));
    expect(script).toContain("framer.postMessage({ type: 'cms-preview-shown' }, '*')");
  });
});
