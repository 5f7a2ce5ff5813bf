import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { contentSecurityPolicy } from '../../server/web/contentSecurityPolicy.ts';
import { type OpenBrowser, openBrowser } from './harness/browser.ts';

/**
 * ui/CodeEditor in Chromium under the console's own Content-Security-Policy (no screen uses it yet, so a small
 * page of its own, tests/e2e/support/codeEditor, built here): CodeMirror arrives as its own chunk only when an
 * editor opens, its run-time styles break no policy (the harness fails the test on any violation), and real
 * key presses and a real input-method composition (Chromium's Input.imeSetComposition) behave.
 */

const fixture = fileURLToPath(new URL('./support/codeEditor/', import.meta.url));
let outDir: string;
let server: Server;
let baseUrl: string;
let open: OpenBrowser;
const requested: string[] = [];

const types: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };

beforeAll(async () => {
  outDir = await mkdtemp(join(tmpdir(), 'code-editor-'));
  await build({
    configFile: false,
    root: fixture,
    logLevel: 'error',
    plugins: [react(), vanillaExtractPlugin()],
    build: { outDir, emptyOutDir: true },
  });
  server = createServer((request, response) => {
    const path = normalize(
      join(outDir, (request.url ?? '/').split('?')[0] === '/' ? 'index.html' : (request.url ?? '')),
    );
    if (!path.startsWith(outDir)) return void response.writeHead(404).end();
    try {
      const body = readFileSync(path);
      response.writeHead(200, {
        'content-type': types[extname(path)] ?? 'application/octet-stream',
        'content-security-policy': contentSecurityPolicy({}),
      });
      response.end(body);
    } catch {
      response.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  open = await openBrowser();
  open.page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  await open.page.goto(`${baseUrl}/`);
}, 120_000);

afterAll(async () => {
  await open?.close();
  await new Promise((resolve) => server?.close(resolve));
  if (outDir) await rm(outDir, { recursive: true, force: true });
});

const bench = () =>
  open.page.evaluate(() => ({
    changes: window.codeEditorBench.changes.length,
    last: window.codeEditorBench.changes.at(-1),
    doc: document.querySelector('.cm-content')?.textContent,
    held: document.querySelector('[data-testid="held"]')?.textContent,
  }));

describe('the code editor under the console policy', () => {
  test('CodeMirror is fetched only when an editor opens, and its styles apply without a <style> element', async () => {
    const { page } = open;
    await page.getByRole('heading', { name: 'コードエディター' }).waitFor();
    expect(requested.filter((path) => /CodeMirrorEditor-[^/]*\.js$/.test(path))).toEqual([]);
    await page.getByRole('button', { name: 'エディターを開く' }).click();
    const editor = page.getByRole('textbox', { name: '本文（HTML）' });
    await editor.waitFor();
    expect(requested.filter((path) => /CodeMirrorEditor-[^/]*\.js$/.test(path))).toHaveLength(1);
    const styles = await page.evaluate(() => ({
      styleElements: document.querySelectorAll('style').length,
      constructedRules: document.adoptedStyleSheets.reduce((sum, sheet) => sum + sheet.cssRules.length, 0),
      editorDisplay: getComputedStyle(document.querySelector('.cm-editor') as Element).display,
      warningMarks: document.querySelectorAll('.cm-lintRange-warning').length,
    }));
    expect(styles).toMatchObject({ styleElements: 0, editorDisplay: 'flex', warningMarks: 1 });
    expect(styles.constructedRules).toBeGreaterThan(50);
    expect(open.errors, open.errors.join('\n')).toEqual([]);
  });

  test('keyboard only: typing, the Japanese search panel, Tab indents, Escape then Tab leaves', async () => {
    const { page } = open;
    const editor = page.getByRole('textbox', { name: '本文（HTML）' });
    await editor.click();
    await page.keyboard.press('Control+End');
    await page.keyboard.type('<b>');
    await expect.poll(async () => (await bench()).held).toContain('<b></b>');

    await page.keyboard.press('Control+f');
    const find = page.getByRole('textbox', { name: '検索' });
    await expect.poll(() => find.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.keyboard.type('本文');
    await page.getByRole('textbox', { name: '置換' }).focus();
    await page.keyboard.type('概要');
    await page.getByRole('button', { name: 'すべて置換' }).press('Enter');
    await expect.poll(async () => (await bench()).held).toContain('<p>概要</p>');
    await find.focus();
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('textbox', { name: '検索' }).count()).toBe(0);

    // Back in the text: Tab indents and stays; Escape then Tab goes on to the next control.
    await page.keyboard.press('Control+Home');
    await page.keyboard.press('Tab');
    await expect.poll(async () => (await bench()).held).toMatch(/^ {2}<section>/);
    expect(await editor.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.keyboard.press('Escape');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('次の項目');
    await page.keyboard.press('Shift+Tab');
    expect(await editor.evaluate((element) => element === document.activeElement)).toBe(true);
  });

  test('an input-method composition: nothing reported until it ends, a value set meanwhile does not reset it', async () => {
    const { page } = open;
    const editor = page.getByRole('textbox', { name: '本文（HTML）' });
    await editor.click();
    await page.keyboard.press('Control+End');
    const before = await bench();
    const cdp = await open.context.newCDPSession(page);
    await cdp.send('Input.imeSetComposition', { text: 'にほん', selectionStart: 3, selectionEnd: 3 });
    await expect.poll(async () => (await bench()).doc).toContain('にほん');
    await page.evaluate(() => window.codeEditorBench.setValue?.('<p>サーバーから読み直した値</p>\n'));
    await cdp.send('Input.imeSetComposition', { text: '日本語', selectionStart: 3, selectionEnd: 3 });
    await expect.poll(async () => (await bench()).doc).toContain('日本語');
    const composing = await bench();
    expect(composing.changes).toBe(before.changes);
    expect(composing.doc).not.toContain('サーバーから読み直した値');

    await cdp.send('Input.insertText', { text: '日本語' });
    await expect.poll(async () => (await bench()).held).toContain('日本語');
    const after = await bench();
    expect(after.changes).toBe(before.changes + 1);
    expect(after.last).toBe(`${before.held}日本語`);
    expect(after.doc).not.toContain('にほん');
    await page.keyboard.type('です');
    await expect.poll(async () => (await bench()).held).toContain('日本語です');
    await cdp.detach();
  });
});
