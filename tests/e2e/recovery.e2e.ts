import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type OpenBrowser, openBrowser } from './harness/browser.ts';
import { freePort, type RunningConsole, startConsole } from './harness/server.ts';
import { apiSession, signInEnrolled } from './support/signIn.ts';

// A server of this file's own: it is stopped and started again on the same port and data folder.
const dataDir = mkdtempSync(join(tmpdir(), 'console-e2e-restart-'));
let env: Record<string, string>;
let server: RunningConsole;
let admin: OpenBrowser;

beforeAll(async () => {
  env = { DATA_DIR: dataDir, PORT: String(await freePort()) };
  server = await startConsole(env);
  admin = await openBrowser();
}, 120_000);
afterAll(async () => {
  await admin?.close();
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

const createGroup = async (baseUrl: string, cookie: string, name: string) => {
  const response = await fetch(`${baseUrl}/api/group`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', cookie },
    body: JSON.stringify({ name, description: '再起動の確認', permission: [0, 0, 0, 0, 0, 0, 0] }),
  });
  expect(response.status, await response.clone().text()).toBe(200);
};

describe('a server restart', () => {
  test('the session survives and the open list catches up without a reload', async () => {
    const { page } = admin;
    const { baseUrl } = server;
    await page.goto(`${baseUrl}/`);
    await signInEnrolled(page, baseUrl, 'admin@example.go.jp');
    await page.goto(`${baseUrl}/group`);
    await page.getByRole('heading', { level: 1, name: '組織' }).waitFor();
    // Marks this page load: a reload would lose it.
    await page.evaluate(() => {
      (window as { __sameLoad?: boolean }).__sameLoad = true;
    });

    // The channel is held back (socket.io reconnects over HTTP polling first) so that what changes while
    // the browser is offline can only reach it through the refetch after reconnecting.
    await page.route('**/clients/socketio/**', (route) => route.abort());
    await server.stop();
    await page.waitForTimeout(2_000);
    // The screen stays usable while the server is away, and the toolbar says updates have stopped.
    await page.getByRole('heading', { level: 1, name: '組織' }).waitFor();
    const lost = page.getByRole('banner').getByTitle('サーバーに接続できません');
    await lost.waitFor({ timeout: 10_000 });
    expect(await lost.textContent()).toContain('更新停止中・再接続しています');

    server = await startConsole(env);
    expect(server.baseUrl).toBe(baseUrl);
    const cookie = await apiSession(baseUrl, 'admin@example.go.jp');
    await createGroup(baseUrl, cookie, '再起動後の組織');
    await page.waitForTimeout(3_000);
    expect(await page.getByRole('link', { name: '再起動後の組織' }).count()).toBe(0);

    await page.unroute('**/clients/socketio/**');
    await page.getByRole('link', { name: '再起動後の組織' }).waitFor({ timeout: 20_000 });
    await lost.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => (window as { __sameLoad?: boolean }).__sameLoad)).toBe(true);

    // A later change arrives live over the reconnected channel.
    await createGroup(baseUrl, cookie, '再接続後の組織');
    await page.getByRole('link', { name: '再接続後の組織' }).waitFor({ timeout: 10_000 });
    expect(await page.evaluate(() => (window as { __sameLoad?: boolean }).__sameLoad)).toBe(true);
  }, 90_000);
});
