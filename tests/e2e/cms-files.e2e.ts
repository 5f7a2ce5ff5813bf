import type { CDPSession, JSHandle, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { uploadMessages } from '../../contract/localFile.ts';
import type { OpenBrowser } from './harness/browser.ts';
import { openSignedIn, runSessionCookie } from './support/sessions.ts';

/**
 * Issue 18, images and files end to end against the reference server. The administrator drops three images,
 * a PDF and two files that may not go (a program, an image over the limit) on /cms/files: the two are
 * refused with their reasons before any byte is sent, the others go up with their progress shown (the upload
 * slowed down in the browser so it can be seen). 広報課's /cms/files shows them arrive without a reload. An
 * image becomes a website's OGP image through the image library; an unused file is deleted (gone from the
 * other console too); the delete of the used one says where it is used and is refused.
 */
const baseUrl = inject('baseUrl');
let admin: OpenBrowser;
let koho: OpenBrowser;
const run = Date.now().toString(36);
const names = {
  photo: `庁舎-${run}.png`,
  logo: `ロゴ-${run}.png`,
  map: `地図-${run}.jpg`,
  pdf: `要綱-${run}.pdf`,
  program: `setup-${run}.exe`,
  huge: `巨大-${run}.png`,
};
const siteName = `ファイル確認サイト ${run}`;

interface Dropped {
  name: string;
  type: string;
  base64?: string;
  /** Bytes of zeros made in the browser (a file too large to pass around). */
  zeros?: number;
}

beforeAll(async () => {
  [admin, koho] = await Promise.all([
    openSignedIn(baseUrl, 'admin@example.go.jp'),
    openSignedIn(baseUrl, 'koho@example.go.jp'),
  ]);
}, 120_000);

afterAll(async () => {
  const cookie = await runSessionCookie(baseUrl, 'admin@example.go.jp').catch(() => '');
  if (cookie) {
    const call = (path: string, method = 'GET') =>
      fetch(`${baseUrl}${path}`, { method, headers: { cookie, origin: baseUrl } });
    const webs = ((await (await call('/api/cms/web')).json()) as { data?: { id: number; name: string }[] }).data ?? [];
    for (const web of webs.filter((candidate) => candidate.name === siteName))
      await call(`/api/cms/web/${web.id}`, 'DELETE');
    const files = (await (await call('/api/local')).json()) as {
      images?: { id: number; name: string }[];
      docs?: { id: number; name: string }[];
    };
    for (const file of [...(files.images ?? []), ...(files.docs ?? [])].filter((each) => each.name.includes(run))) {
      await call(`/api/local/${file.id}?force=true`, 'DELETE');
    }
  }
  await Promise.all([admin?.close(), koho?.close()]);
});

const messageOf = (page: Page, text: string) => page.getByRole('region', { name: 'メッセージ' }).getByText(text);
const uploadRow = (page: Page, name: string) =>
  page.getByRole('list', { name: 'アップロードするファイル' }).getByRole('listitem').filter({ hasText: name });
const imageCard = (page: Page, name: string) =>
  page.getByRole('list', { name: '画像', exact: true }).getByRole('listitem').filter({ hasText: name });

/** Drops files on the drop zone as a person dragging them from the desktop does. */
const dropFiles = async (page: Page, files: Dropped[]) => {
  const transfer: JSHandle<DataTransfer> = await page.evaluateHandle((dropped) => {
    const data = new DataTransfer();
    for (const file of dropped) {
      const bytes = file.base64
        ? Uint8Array.from(atob(file.base64), (char) => char.charCodeAt(0))
        : new Uint8Array(file.zeros ?? 0);
      data.items.add(new File([bytes], file.name, { type: file.type }));
    }
    return data;
  }, files);
  // Held as the element: its words change while files are dragged over it.
  const zone = await page.getByText('ここにファイルをドラッグ＆ドロップするか').locator('..').elementHandle();
  if (!zone) throw new Error('no drop zone');
  await zone.dispatchEvent('dragenter', { dataTransfer: transfer });
  await zone.dispatchEvent('dragover', { dataTransfer: transfer });
  await zone.dispatchEvent('drop', { dataTransfer: transfer });
};

const png = async (color: string, size: number, noise = false) =>
  (noise
    ? await sharp(Buffer.from(Array.from({ length: size * size * 3 }, () => Math.floor(Math.random() * 256))), {
        raw: { width: size, height: size, channels: 3 },
      })
        .png()
        .toBuffer()
    : await sharp({ create: { width: size, height: size, channels: 3, background: color } })
        .png()
        .toBuffer()
  ).toString('base64');

const pdf = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
).toString('base64');

describe('images and files against the reference server', () => {
  test('dropped files: refusals said before sending, the rest uploaded with progress, seen live elsewhere, used as an OGP image, deleted as their use allows', async () => {
    const { page } = admin;
    await Promise.all([page.goto(`${baseUrl}/cms/files`), koho.page.goto(`${baseUrl}/cms/files`)]);
    await page.getByRole('heading', { level: 1, name: '画像・ファイル管理' }).waitFor();
    await koho.page.getByRole('heading', { level: 1, name: '画像・ファイル管理' }).waitFor();
    const sent: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/local/upload') sent.push(request.url());
    });
    // Slow uploads, so that a progress bar can be seen moving.
    const cdp: CDPSession = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: 400 * 1024,
    });

    await dropFiles(page, [
      { name: names.photo, type: 'image/png', base64: await png('#888', 420, true) },
      { name: names.logo, type: 'image/png', base64: await png('#0031d8', 64) },
      {
        name: names.map,
        type: 'image/jpeg',
        base64: (
          await sharp({ create: { width: 96, height: 64, channels: 3, background: '#3a7' } })
            .jpeg()
            .toBuffer()
        ).toString('base64'),
      },
      { name: names.pdf, type: 'application/pdf', base64: pdf },
      { name: names.program, type: 'application/octet-stream', base64: btoa('MZ') },
      { name: names.huge, type: 'image/png', zeros: 11 * 1024 * 1024 },
    ]);
    // Refused at once, each with its reason; nothing of theirs is sent.
    await uploadRow(page, names.program).getByText(uploadMessages.type(names.program)).waitFor();
    await uploadRow(page, names.huge).getByText(uploadMessages.size(names.huge, 'image')).waitFor();
    // The photo goes up with a progress bar.
    const progress = uploadRow(page, names.photo).getByRole('progressbar');
    await progress.waitFor();
    await expect.poll(async () => Number(await progress.getAttribute('value'))).toBeGreaterThan(0);
    for (const name of [names.photo, names.logo, names.map, names.pdf]) {
      await uploadRow(page, name).getByText('完了').waitFor({ timeout: 30_000 });
    }
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    expect(sent).toHaveLength(4);
    expect(sent.join(' ')).not.toContain(encodeURIComponent('setup'));

    // Listed here and, without a reload, on the other console.
    for (const name of [names.photo, names.logo, names.map]) {
      await imageCard(page, name).first().waitFor();
      await imageCard(koho.page, name).first().waitFor();
    }
    await page.getByRole('link', { name: names.pdf }).waitFor();
    await koho.page.getByRole('link', { name: names.pdf }).waitFor();
    expect(await imageCard(page, names.photo).first().textContent()).toContain('420×420');

    // The map becomes a new website's OGP image, chosen from the image library.
    await page.goto(`${baseUrl}/cms/website/create`);
    const create = page.getByRole('dialog', { name: 'Webサイトの作成' });
    await create.getByRole('textbox', { name: /^名前/ }).fill(siteName);
    await create.getByRole('textbox', { name: /^URL/ }).fill(`https://files-${run}.example.go.jp/`);
    await create.getByRole('button', { name: 'OGP画像を画像ライブラリから選ぶ' }).click();
    const picker = page.getByRole('dialog', { name: '画像を選択' });
    await picker.getByRole('searchbox', { name: '画像を名前で検索' }).fill(`地図-${run}`);
    await picker.getByRole('button', { name: new RegExp(names.map.replace('.', '\\.')) }).click();
    await picker.getByRole('button', { name: '選択' }).click();
    await picker.waitFor({ state: 'detached' });
    expect(await create.getByRole('textbox', { name: /^OGP画像/ }).inputValue()).toMatch(
      new RegExp(`^${baseUrl}/files/[0-9a-f]{64}/`),
    );
    await create.getByRole('button', { name: '作成する' }).click();
    await messageOf(page, `Webサイト「${siteName}」を作成しました。`).waitFor();

    // An unused file: asked, said to be used nowhere, deleted; the other console loses it.
    await page.goto(`${baseUrl}/cms/files`);
    await imageCard(page, names.logo).first().getByRole('button', { name: /削除/ }).click();
    const unused = page.getByRole('alertdialog', { name: `「${names.logo}」を削除しますか？` });
    await unused.getByText('このファイルはどこでも使われていません。').waitFor();
    await unused.getByRole('button', { name: '削除する' }).click();
    await unused.waitFor({ state: 'detached' });
    await imageCard(page, names.logo).first().waitFor({ state: 'detached' });
    await imageCard(koho.page, names.logo).first().waitFor({ state: 'detached' });

    // The map is used: the dialog says where, and the server refuses the plain delete.
    await imageCard(page, names.map).first().getByRole('button', { name: /削除/ }).click();
    const used = page.getByRole('alertdialog', { name: `「${names.map}」を削除しますか？` });
    await used.getByText('1 か所で使われています').waitFor();
    await used.getByText(`Webサイト「${siteName}」のOGP画像`).waitFor();
    await used.getByRole('button', { name: '削除する' }).click();
    await used.getByText('まだ使われています').waitFor();
    await used.getByRole('button', { name: '使用中でも削除する' }).waitFor();
    await used.getByRole('button', { name: 'キャンセル' }).click();
    await used.waitFor({ state: 'detached' });
    await imageCard(page, names.map).first().waitFor();
    // The browser logs the refused delete's answer (409, shown in the dialog); nothing else went wrong.
    expect(admin.errors.filter((error) => !/status of 409 \(Conflict\)/.test(error))).toEqual([]);
    expect(koho.errors).toEqual([]);
  });
});
