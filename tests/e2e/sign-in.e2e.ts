import jsQR from 'jsqr';
import { afterEach, beforeEach, describe, expect, inject, test } from 'vitest';
import { codeAt } from '../../server/auth/totp.ts';
import { DEMO_PASSWORD } from '../../server/seed/demoAccounts.ts';
import { type OpenBrowser, openBrowser } from './harness/browser.ts';
import { drawnTwice, stillShown } from './support/pageClock.ts';
import { demoCode, field, freshCode, signInEnrolled, storageOf, submitPassword } from './support/signIn.ts';

const baseUrl = inject('baseUrl');
let open: OpenBrowser;

beforeEach(async () => {
  open = await openBrowser();
});
afterEach(async () => {
  await open?.close();
});

const messages = () => open.page.getByRole('region', { name: 'メッセージ' });

describe('signing in against the reference server', () => {
  test('a demo account signs in with its password and a real one-time code', async () => {
    const { page } = open;
    await page.goto(`${baseUrl}/`);
    await submitPassword(page, 'admin@example.go.jp');
    await page.waitForURL(`${baseUrl}/login/verify-token`);
    // Focus moves to the new step's heading.
    await page.waitForFunction(() => document.activeElement?.tagName === 'H1');
    const code = field(page, 'ワンタイムパスワード');
    expect(await code.getAttribute('autocomplete')).toBe('one-time-code');
    expect(await code.getAttribute('inputmode')).toBe('numeric');
    await code.fill(await demoCode(baseUrl, 'admin@example.go.jp'));
    await page.getByRole('button', { name: 'ログインする' }).click();
    await page.waitForURL(`${baseUrl}/overview`);
    await page.getByText('管理 太郎 さん、ようこそ。').waitFor();
    await page.getByRole('banner').getByText('システム管理').waitFor();
    // Spec §4: the login time is in local storage.
    const { local } = await storageOf(page);
    expect(Number(local['console-login-time'])).toBeGreaterThan(Date.now() - 60_000);
    // Spec §2.1: a signed-in user opening a public route goes to /overview.
    await page.goto(`${baseUrl}/login/guide-otp`);
    await page.waitForURL(`${baseUrl}/overview`);
  });

  test('while the one-time code is typed, the signed-in console and the overview are fetched: none after it', async () => {
    const { page } = open;
    const scripts: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (request.resourceType() === 'script') scripts.push(pathname.split('/').at(-1) ?? pathname);
    });
    const warmed = () => ['SignedInApp-', 'overview-'].every((name) => scripts.some((file) => file.startsWith(name)));
    await page.goto(`${baseUrl}/`);
    await submitPassword(page, 'admin@example.go.jp');
    await page.waitForURL(`${baseUrl}/login/verify-token`);
    // Before the code is sent (the console fetched them only after it before).
    await expect.poll(warmed).toBe(true);
    await field(page, 'ワンタイムパスワード').fill(await demoCode(baseUrl, 'admin@example.go.jp'));
    const before = scripts.length;
    await page.getByRole('button', { name: 'ログインする' }).click();
    await page.locator('h1', { hasText: 'ホーム' }).waitFor();
    const after = scripts.slice(before);
    expect(after.filter((file) => file.startsWith('SignedInApp-') || file.startsWith('overview-'))).toEqual([]);
  });

  test('a first-time account enrols by scanning the QR code and entering a code', async () => {
    const { page } = open;
    await page.goto(`${baseUrl}/`);
    await submitPassword(page, 'form@example.go.jp');
    await page.waitForURL(`${baseUrl}/login/verify-otp`);
    const qr = page.getByRole('img', { name: 'form@example.go.jp を認証アプリに登録するためのQRコード' });
    await qr.waitFor();
    // Decode the code as an authenticator app would: from the pixels on screen.
    const image = await qr.evaluate((canvas: HTMLCanvasElement) => {
      const context = canvas.getContext('2d') as CanvasRenderingContext2D;
      const { data, width, height } = context.getImageData(0, 0, canvas.width, canvas.height);
      return { data: Array.from(data), width, height };
    });
    const decoded = jsQR(Uint8ClampedArray.from(image.data), image.width, image.height);
    expect(decoded?.data).toMatch(/^otpauth:\/\/totp\//);
    const otpauth = new URL(decoded?.data as string);
    const secret = otpauth.searchParams.get('secret') as string;
    expect(decodeURIComponent(otpauth.pathname)).toContain('form@example.go.jp');
    // The same secret is printed for manual entry.
    expect((await page.locator('[data-otp-secret]').textContent())?.replace(/\s/g, '')).toBe(secret);

    await field(page, 'ワンタイムパスワード').fill(await freshCode(baseUrl, secret));
    await page.getByRole('button', { name: '登録してログイン' }).click();
    await page.waitForURL(`${baseUrl}/overview`);
    await page.getByText('フォーム 次郎 さん、ようこそ。').waitFor();
    expect(codeAt(secret, new Date())).toMatch(/^\d{6}$/);
  });

  test('an account that must change its password does so, then signs in with the new one', async () => {
    const { page } = open;
    await page.goto(`${baseUrl}/`);
    await submitPassword(page, 'somu@example.go.jp');
    await page.waitForURL(`${baseUrl}/login/update-password`);
    const newPassword = 'somu-new-password-2026';
    await field(page, '新しいパスワード').fill(newPassword);
    await field(page, '新しいパスワード（確認）').fill(newPassword);
    await page.getByRole('button', { name: '変更して次へ' }).click();
    await page.waitForURL(`${baseUrl}/login/verify-token`);
    await field(page, 'ワンタイムパスワード').fill(await demoCode(baseUrl, 'somu@example.go.jp'));
    await page.getByRole('button', { name: 'ログインする' }).click();
    await page.waitForURL(`${baseUrl}/overview`);
    await page.getByText('総務 一郎 さん、ようこそ。').waitFor();

    // The old password no longer works; the new one does.
    const attempt = (password: string) =>
      fetch(`${baseUrl}/auth/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: 'somu@example.go.jp', password }),
      }).then((response) => response.json() as Promise<{ require?: string; error?: unknown }>);
    expect((await attempt(DEMO_PASSWORD)).error).toBeTruthy();
    expect((await attempt(newPassword)).require).toBe('otp');
  });

  test('a wrong password shows the server’s message for 20 seconds', async () => {
    const { page } = open;
    // The page's clock runs as a real one; moving it on replaces waiting out the 20 s.
    await page.clock.install();
    await page.goto(`${baseUrl}/`);
    await submitPassword(page, 'koho@example.go.jp', 'not-the-password');
    const text = 'メールアドレスまたはパスワードが正しくありません。';
    const message = messages().getByRole('listitem').filter({ hasText: text });
    await message.waitFor();
    expect(page.url()).toBe(`${baseUrl}/`);
    await page.clock.fastForward(19_000);
    await drawnTwice(page);
    expect(await stillShown(message)).toBe(true);
    await page.clock.fastForward(1_500);
    await message.waitFor({ state: 'detached', timeout: 3_000 });
  });

  test('sign-out leaves local and session storage empty and the old session cookie gets 401', async () => {
    const { page, context } = open;
    await page.goto(`${baseUrl}/`);
    await signInEnrolled(page, baseUrl, 'koho@example.go.jp');
    await page.evaluate(() => sessionStorage.setItem('left-behind', 'x'));
    const cookie = (await context.cookies()).find((item) => item.name === 'console_session');
    expect(cookie).toBeDefined();
    const check = () =>
      fetch(`${baseUrl}/auth`, { headers: { cookie: `console_session=${cookie?.value}` } }).then(
        (response) => response.status,
      );
    expect(await check()).toBe(200);

    await page.getByRole('banner').getByRole('button', { name: 'ログアウト' }).click();
    await page.waitForURL(`${baseUrl}/`);
    await page.getByRole('heading', { level: 1, name: 'ログイン' }).waitFor();
    expect(await storageOf(page)).toEqual({ local: {}, session: {} });
    expect(await check()).toBe(401);
  });

  test('the password-change button shows for Default accounts and leads to /pw-update', async () => {
    const { page } = open;
    await page.goto(`${baseUrl}/`);
    await signInEnrolled(page, baseUrl, 'admin@example.go.jp');
    await page.getByRole('banner').getByRole('button', { name: 'パスワード変更' }).click();
    await page.waitForURL(`${baseUrl}/pw-update`);
    await page.getByRole('heading', { level: 1, name: 'パスワード変更' }).waitFor();
    await field(page, '現在のパスワード').fill('wrong-current-password');
    await field(page, '新しいパスワード').fill('admin-new-password-2026');
    await field(page, '新しいパスワード（確認）').fill('admin-new-password-2026');
    await page.getByRole('button', { name: '変更する' }).click();
    await messages().getByText('メールアドレスまたはパスワードが正しくありません。').waitFor();
    expect(page.url()).toBe(`${baseUrl}/pw-update`);
  });

  test('a verified sign-in that comes with a message shows it as info, linking to /pw-update', async () => {
    const { page } = open;
    const notice = 'パスワードを最後に変更してから180日以上経過しています。パスワードを変更してください。';
    // The seed's passwords are new; the server's answer is given the message it sends for an old one.
    await page.route('**/auth/login/verify/**', async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, json: { ...(await response.json()), message: notice } });
    });
    await page.goto(`${baseUrl}/`);
    await signInEnrolled(page, baseUrl, 'koho@example.go.jp');
    const info = messages().getByRole('listitem').filter({ hasText: notice });
    await info.waitFor();
    expect(await info.getAttribute('data-type')).toBe('info');
    await page.evaluate(() => {
      (window as unknown as { stayedOnPage: boolean }).stayedOnPage = true;
    });
    await info.getByRole('link', { name: 'パスワードを変更する' }).click();
    await page.waitForURL(`${baseUrl}/pw-update`);
    await page.getByRole('heading', { level: 1, name: 'パスワード変更' }).waitFor();
    // Followed inside the console, not by reloading it.
    expect(await page.evaluate(() => (window as unknown as { stayedOnPage?: boolean }).stayedOnPage)).toBe(true);
  }, 90_000);
});
