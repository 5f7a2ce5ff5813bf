import { randomUUID } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { crc32 } from 'node:zlib';
import { BlobServiceClient } from '@azure/storage-blob';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NO_PERMISSION_MESSAGE, pageApi } from '../../contract/index.ts';
import { type LocalFile, localFileApi, UPLOAD_LIMITS, uploadMessages } from '../../contract/localFile.ts';
import { localFiles, webs } from '../db/schema.ts';
import { startAzurite } from '../files/azurite.ts';
import { BlobStorage } from '../files/blobStorage.ts';
import { FolderStorage } from '../files/folderStorage.ts';
import { memoryStorage } from '../files/memoryStorage.ts';
import type { FileStorage } from '../files/storage.ts';
import type { TestClient } from '../testing/harness.ts';
import { localFileMessages } from './localFile.ts';
import { refusal, setUpSeededServer } from './routeTesting.ts';

/** A storage under test, with a look inside: every file it holds (a temporary one too). */
interface StorageFixture {
  files: FileStorage;
  keys: () => Promise<string[]>;
  stop: () => Promise<void>;
}

const inMemory = async (): Promise<StorageFixture> => {
  const files = memoryStorage();
  return { files, keys: async () => files.keys(), stop: async () => undefined };
};

const inFolder = async (): Promise<StorageFixture> => {
  const root = await mkdtemp(join(tmpdir(), 'local-files-'));
  const listed = async () => {
    const entries = await readdir(root, { recursive: true, withFileTypes: true });
    return entries
      .filter((entry) => entry.isFile())
      .map((entry) => relative(root, join(entry.parentPath, entry.name)))
      .sort();
  };
  return { files: new FolderStorage(root), keys: listed, stop: () => rm(root, { recursive: true, force: true }) };
};

/** Azure Blob Storage, through the Azure SDK, against Azurite started for this suite (the emulator, from npm). */
const inBlobStorage = async (): Promise<StorageFixture> => {
  const azurite = await startAzurite();
  const containerName = `local-files-${randomUUID()}`;
  const container = BlobServiceClient.fromConnectionString(azurite.connectionString).getContainerClient(containerName);
  return {
    files: new BlobStorage(azurite.connectionString, containerName),
    keys: async () => {
      const names: string[] = [];
      if (!(await container.exists())) return names;
      for await (const blob of container.listBlobsFlat()) names.push(blob.name);
      return names.sort();
    },
    stop: azurite.stop,
  };
};

const storages = [
  ['in memory', inMemory],
  ['in the data folder', inFolder],
  ['in Azure Blob Storage (Azurite)', inBlobStorage],
] as const;

let t: ReturnType<typeof setUpSeededServer>;
let storage: StorageFixture;

/** 広報課: CMS 4. */
const KOHO = 'koho@example.go.jp';

const png = (width = 40, height = 30) =>
  sharp({ create: { width, height, channels: 3, background: { r: 30, g: 90, b: 160 } } })
    .png()
    .toBuffer();
const jpeg = () =>
  sharp({ create: { width: 800, height: 600, channels: 3, background: '#c33' } })
    .jpeg()
    .toBuffer();
const svg = (attributes = 'width="120" height="60"', body = '<rect width="120" height="60" fill="#036"/>') =>
  Buffer.from(`<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" ${attributes}>${body}</svg>`);
const pdf = () =>
  Buffer.from(
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  );

/** A zip of stored (uncompressed) entries: enough for file-type to tell a docx from a plain zip. */
const zip = (entries: Record<string, string>): Buffer => {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of Object.entries(entries)) {
    const data = Buffer.from(text);
    const fileName = Buffer.from(name);
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(fileName.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(fileName.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, fileName, data);
    centrals.push(central, fileName);
    offset += local.length + fileName.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(centrals.length / 2, 8);
  end.writeUInt16LE(centrals.length / 2, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
};
const docx = () =>
  zip({
    '[Content_Types].xml':
      '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>',
    'word/document.xml': '<?xml version="1.0"?><w:document/>',
  });

const formOf = (...files: [string, Buffer | string][]) => {
  const form = new FormData();
  for (const [name, bytes] of files)
    form.append('file', new Blob([typeof bytes === 'string' ? bytes : new Uint8Array(bytes)]), name);
  return form;
};

const upload = async (client: TestClient, name: string, bytes: Buffer | string, onConflict?: 'keep' | 'replace') =>
  client.call(localFileApi.upload, { query: onConflict ? { onConflict } : {}, body: formOf([name, bytes]) });

const uploaded = async (client: TestClient, name: string, bytes: Buffer | string, onConflict?: 'keep' | 'replace') => {
  const answer = await upload(client, name, bytes, onConflict);
  if (!answer.file) throw new Error('no file in the answer');
  return answer.file;
};

const rowCount = async () => (await t.server.database.db.select({ id: localFiles.id }).from(localFiles)).length;
const served = (url: string) => fetch(`${t.server.baseUrl}${url}`);

describe.each(storages)('images and files, stored %s', (_, makeStorage) => {
  const server = setUpSeededServer();
  beforeAll(async () => {
    storage = await makeStorage();
    // A storage of this suite's own, so a test sees which keys an upload leaves behind.
    server.server.server.context.files = storage.files;
    t = server;
  }, 60_000);
  afterAll(async () => {
    await storage.stop();
  });

  describe('upload', () => {
    it('stores a PNG with its size, hash and thumbnail, answers the file and announces it', async () => {
      const koho = await t.server.as(KOHO);
      const bytes = await png(640, 480);
      const answer = await upload(koho, '本庁舎.png', bytes);
      expect(answer.message).toBe(localFileMessages.uploaded('本庁舎.png'));
      const file = answer.file as LocalFile;
      expect(file).toMatchObject({
        id: answer.id,
        name: '本庁舎.png',
        type: 'imgs',
        mimeType: 'image/png',
        size: bytes.length,
        width: 640,
        height: 480,
        uploadedBy: expect.any(String),
      });
      expect(file.hash).toMatch(/^[0-9a-f]{64}$/u);
      expect(file.url).toBe(`/files/${file.hash}/${encodeURIComponent('本庁舎.png')}`);
      expect(t.server.published).toEqual([{ event: 'local', action: 'created', id: file.id }]);

      const image = await served(file.url);
      expect(image.status).toBe(200);
      expect(image.headers.get('content-type')).toBe('image/png');
      expect(image.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(image.headers.get('x-content-type-options')).toBe('nosniff');
      expect(image.headers.get('content-disposition')).toBeNull();
      expect(Buffer.from(await image.arrayBuffer()).equals(bytes)).toBe(true);

      const thumbnail = await served(file.thumbnailUrl ?? '');
      expect(thumbnail.headers.get('content-type')).toBe('image/webp');
      const facts = await sharp(Buffer.from(await thumbnail.arrayBuffer())).metadata();
      expect([facts.format, facts.width, facts.height]).toEqual(['webp', 320, 240]);

      expect(await koho.call(localFileApi.get, { params: { id: file.id } })).toEqual({ data: file });
    });

    it('takes JPEG, SVG, PDF and Office files, each judged by its content', async () => {
      const koho = await t.server.as(KOHO);
      expect(await uploaded(koho, 'photo.jpg', await jpeg())).toMatchObject({ mimeType: 'image/jpeg', width: 800 });
      const still = sharp({ create: { width: 64, height: 48, channels: 4, background: '#0a0' } });
      expect(await uploaded(koho, 'anime.gif', await still.clone().gif().toBuffer())).toMatchObject({
        mimeType: 'image/gif',
        width: 64,
      });
      expect(await uploaded(koho, 'banner.webp', await still.clone().webp().toBuffer())).toMatchObject({
        mimeType: 'image/webp',
        height: 48,
      });
      const logo = await uploaded(koho, 'logo.svg', svg());
      expect(logo).toMatchObject({ type: 'imgs', mimeType: 'image/svg+xml', width: 120, height: 60 });
      expect(logo.thumbnailUrl).not.toBeNull();
      expect(await uploaded(koho, 'scalable.svg', svg('viewBox="0 0 10 10" width="100%"'))).toMatchObject({
        width: null,
        height: null,
      });
      expect(await uploaded(koho, '申請書.pdf', pdf())).toMatchObject({
        type: 'docs',
        mimeType: 'application/pdf',
        width: null,
        thumbnailUrl: null,
      });
      expect(await uploaded(koho, '報告書.docx', docx())).toMatchObject({
        mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      });
      // A zip file-type cannot tell from a plain zip is taken for an Office name.
      expect(await uploaded(koho, '名簿.xlsx', zip({ 'a.txt': 'a' }))).toMatchObject({ type: 'docs' });
      expect(await uploaded(koho, '一覧.csv', '名前,住所\n山田,東京\n')).toMatchObject({ mimeType: 'text/csv' });
    });

    it('refuses content that is not what the name says, an unknown kind and an empty file', async () => {
      const koho = await t.server.as(KOHO);
      const before = await storage.keys();
      const refused = [
        ['evil.png', '<html><script>alert(1)</script></html>', uploadMessages.content('evil.png')],
        ['fake.pdf', await png(), uploadMessages.content('fake.pdf')],
        ['photo.txt', await png(), uploadMessages.content('photo.txt')],
        ['nul.txt', Buffer.from('abc\u0000def'), uploadMessages.content('nul.txt')],
        ['latin1.csv', Buffer.from([0x61, 0xe9, 0x62]), uploadMessages.content('latin1.csv')],
        [
          'doc.svg',
          '<!DOCTYPE svg [<!ENTITY x "y">]><svg xmlns="http://www.w3.org/2000/svg"/>',
          uploadMessages.content('doc.svg'),
        ],
        ['html.svg', '<html><body>not svg</body></html>', uploadMessages.content('html.svg')],
        ['報告書.docx', pdf(), uploadMessages.content('報告書.docx')],
        ['tool.exe', 'MZ', uploadMessages.type('tool.exe')],
        ['empty.png', '', uploadMessages.empty('empty.png')],
      ] as const;
      for (const [name, bytes, message] of refused) {
        expect(await refusal(upload(koho, name, bytes)), name).toMatchObject({ status: 400, message });
      }
      expect(await storage.keys()).toEqual(before);
      expect(await refusal(koho.call(localFileApi.upload, { body: new FormData() }))).toMatchObject({
        status: 400,
        message: localFileMessages.noFile,
      });
    });

    it('cleans names: no path, no control characters, NFC', async () => {
      const koho = await t.server.as(KOHO);
      expect((await uploaded(koho, '../../etc/地図.png', await png())).name).toBe('地図.png');
      expect((await uploaded(koho, 'C:\\Users\\a\\案内\u202e.png', await png())).name).toBe('案内.png');
      const nfd = 'ガイド.png'.normalize('NFD');
      expect((await uploaded(koho, nfd, await png())).name).toBe('ガイド.png'.normalize('NFC'));
    });

    it('keeps both under 「name (2)」 by default, or replaces the file under the same id', async () => {
      const koho = await t.server.as(KOHO);
      const first = await uploaded(koho, '庁舎.png', await png(10, 10));
      const second = await uploaded(koho, '庁舎.png', await png(20, 10));
      const third = await uploaded(koho, '庁舎.png', await png(30, 10), 'keep');
      expect([second.name, third.name]).toEqual(['庁舎 (2).png', '庁舎 (3).png']);
      t.server.published.splice(0);
      const keysBefore = (await storage.keys()).length;
      const answer = await upload(koho, '庁舎.png', await png(50, 40), 'replace');
      expect(answer.message).toBe(localFileMessages.replaced('庁舎.png'));
      expect(answer.file).toMatchObject({ id: first.id, name: '庁舎.png', width: 50, height: 40 });
      expect(answer.file?.hash).not.toBe(first.hash);
      expect(t.server.published).toEqual([{ event: 'local', action: 'updated', id: first.id }]);
      // The old bytes and thumbnail are gone, the new ones stored: as many keys as before.
      expect((await storage.keys()).length).toBe(keysBefore);
      expect((await served(first.url)).status).toBe(404);
      expect((await served(answer.file?.url ?? '')).status).toBe(200);
    });

    it('stores several files of one request, answering the last', async () => {
      const koho = await t.server.as(KOHO);
      const answer = await koho.call(localFileApi.upload, {
        body: formOf(['a-複数.png', await png()], ['b-複数.pdf', pdf()]),
      });
      expect(answer.message).toBe(localFileMessages.uploadedMany(2));
      expect(answer.file?.name).toBe('b-複数.pdf');
      expect(t.server.published.map((message) => message.event)).toEqual(['local', 'local']);
    });
  });

  /** A multipart body sent by hand, part by part, so a test sees when the server answers. */
  const rawUpload = async (
    client: TestClient,
    name: string,
    send: (
      write: (chunk: Buffer) => Promise<void>,
      request: ReturnType<typeof httpRequest>,
      answeredYet: () => boolean,
    ) => Promise<void>,
  ) => {
    const boundary = 'x-test-boundary-42';
    const url = new URL('/api/local/upload', t.server.baseUrl);
    const request = httpRequest(url, {
      method: 'POST',
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, cookie: client.cookieHeader() },
    });
    let responded = false;
    const answered = new Promise<{ status: number; body: string } | Error>((resolve) => {
      request.on('response', (response) => {
        responded = true;
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString() }));
        response.on('error', resolve);
      });
      // A write after the server closed its side fails (EPIPE); the answer it sent before may still be read.
      request.on('error', (error) => {
        setTimeout(() => resolve(error), 300);
      });
    });
    request.write(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${encodeURIComponent(name)}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    );
    const write = (chunk: Buffer) =>
      new Promise<void>((resolve) => {
        if (request.write(chunk) || responded || request.destroyed) return resolve();
        // A server that stopped reading leaves the write stalled: the answer or the end stops waiting.
        const done = () => {
          for (const event of ['drain', 'response', 'close']) request.off(event, done);
          resolve();
        };
        for (const event of ['drain', 'response', 'close']) request.on(event, done);
      });
    await send(write, request, () => responded);
    return answered;
  };

  describe('streaming', () => {
    it('refuses an image over its limit while it streams, storing nothing', async () => {
      const koho = await t.server.as(KOHO);
      const before = { keys: await storage.keys(), rows: await rowCount() };
      const head = await png();
      const chunk = Buffer.alloc(1024 * 1024, 7);
      let sent = 0;
      const answer = await rawUpload(koho, 'huge.png', async (write, request, answeredYet) => {
        await write(head);
        sent += head.length;
        // Up to three times the limit, stopping as soon as the server has answered (or cut the connection).
        while (sent < 3 * UPLOAD_LIMITS.image && !request.destroyed && !answeredYet()) {
          await write(chunk);
          sent += chunk.length;
          await new Promise((resolve) => setTimeout(resolve, 1));
        }
        request.end();
      });
      expect(answer).not.toBeInstanceOf(Error);
      const { status, body } = answer as { status: number; body: string };
      expect(status).toBe(413);
      expect(JSON.parse(body)).toMatchObject({ error: true, message: uploadMessages.size('huge.png', 'image') });
      // Answered while the client was still sending, not far past the limit: the server did not read it all.
      expect(sent).toBeLessThan(2 * UPLOAD_LIMITS.image);
      expect(await storage.keys()).toEqual(before.keys);
      expect(await rowCount()).toBe(before.rows);
    });

    it('an upload the client aborts leaves no row and no bytes', async () => {
      const koho = await t.server.as(KOHO);
      const before = { keys: await storage.keys(), rows: await rowCount() };
      const bytes = await png(2000, 2000);
      await rawUpload(koho, 'aborted.png', async (write, request) => {
        await write(bytes);
        await write(Buffer.alloc(256 * 1024, 1));
        await new Promise((resolve) => setTimeout(resolve, 50));
        request.destroy();
      });
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(await storage.keys()).toEqual(before.keys);
      expect(await rowCount()).toBe(before.rows);
      // The server still answers afterwards.
      expect(await koho.call(localFileApi.list, {})).toMatchObject({ images: expect.any(Array) });
    });
  });

  describe('serving', () => {
    it('serves an SVG under a policy that runs nothing, as an attachment', async () => {
      const koho = await t.server.as(KOHO);
      const file = await uploaded(
        koho,
        'onload.svg',
        svg('width="10" height="10" onload="alert(1)"', '<script>alert(2)</script>'),
      );
      const response = await served(file.url);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/svg+xml');
      expect(response.headers.get('content-security-policy')).toBe(
        "default-src 'none'; style-src 'unsafe-inline'; sandbox",
      );
      expect(response.headers.get('content-disposition')).toMatch(/^attachment; /u);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    });

    it('serves documents as attachments under their name', async () => {
      const koho = await t.server.as(KOHO);
      const file = await uploaded(koho, '令和7年 申請書.pdf', pdf());
      const response = await served(file.url);
      expect(response.headers.get('content-type')).toBe('application/pdf');
      expect(response.headers.get('content-disposition')).toBe(
        `attachment; filename="__7_ ___.pdf"; filename*=UTF-8''${encodeURIComponent('令和7年 申請書.pdf')}`,
      );
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      const csv = await uploaded(koho, 'data.csv', 'a,b\n');
      expect((await served(csv.url)).headers.get('content-type')).toBe('text/csv; charset=utf-8');
    });

    it('answers 404 for an unknown hash or name', async () => {
      expect((await served(`/files/${'0'.repeat(64)}/none.png`)).status).toBe(404);
      expect((await served('/files/not-a-hash/none.png')).status).toBe(404);
    });
  });

  describe('list, usage and delete', () => {
    it('lists images and documents newest first', async () => {
      const koho = await t.server.as(KOHO);
      const older = await uploaded(koho, 'older.png', await png(11, 11));
      const newer = await uploaded(koho, 'newer.png', await png(12, 11));
      const answer = await koho.call(localFileApi.list, {});
      if (!('images' in answer)) throw new Error('no list');
      const ids = answer.images.map((file) => file.id);
      expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
      expect(answer.images.every((file) => file.type === 'imgs')).toBe(true);
      expect(answer.docs.every((file) => file.type === 'docs')).toBe(true);
    });

    it('says where a file is used, refuses to delete it then deletes it when forced', async () => {
      const koho = await t.server.as(KOHO);
      const file = await uploaded(koho, '使用中.png', await png());
      const unused = await uploaded(koho, '未使用.png', await png(5, 5));
      const { id: pageId = 0 } = await koho.call(pageApi.create, {
        body: { webId: 2, title: '庁舎案内', path: 'chosha', html: `<p><img src="${file.url}" alt="庁舎"></p>` },
      });
      await t.server.database.db
        .update(webs)
        .set({ ogImage: `https://example.go.jp${file.url}` })
        .where(eq(webs.id, 1));
      const usage = await koho.call(localFileApi.usage, { params: { id: file.id } });
      expect(usage).toEqual({
        used: true,
        usedBy: [
          { kind: 'page', id: pageId, title: '庁舎案内', field: 'html' },
          { kind: 'website', id: 1, title: expect.any(String), field: 'ogImage' },
        ],
      });
      expect(await koho.call(localFileApi.usage, { params: { id: unused.id } })).toEqual({ used: false, usedBy: [] });

      const refused = await refusal(koho.call(localFileApi.remove, { params: { id: file.id } }));
      expect(refused.status).toBe(409);
      expect(refused.message).toContain('ページ「庁舎案内」の本文');
      expect(refused.message).toContain('のOGP画像');
      expect(t.server.published.filter((message) => message.action === 'deleted')).toEqual([]);

      const keys = (await storage.keys()).length;
      expect(await koho.call(localFileApi.remove, { params: { id: file.id }, query: { force: 'true' } })).toEqual({
        id: file.id,
        message: localFileMessages.deleted('使用中.png'),
      });
      expect((await storage.keys()).length).toBe(keys - 2);
      expect(t.server.published.at(-1)).toEqual({ event: 'local', action: 'deleted', id: file.id });
      expect(await refusal(koho.call(localFileApi.get, { params: { id: file.id } }))).toMatchObject({ status: 404 });
      expect((await served(file.url)).status).toBe(404);
      await koho.call(localFileApi.remove, { params: { id: unused.id } });
      await t.server.database.db.update(webs).set({ ogImage: '' }).where(eq(webs.id, 1));
      await koho.call(pageApi.remove, { params: { id: pageId } });
    });

    it('moves the uses of a replaced file to its new address: pages and websites show the new image', async () => {
      const koho = await t.server.as(KOHO);
      const before = await uploaded(koho, '差し替え.png', await png(30, 20));
      const { id: pageId = 0 } = await koho.call(pageApi.create, {
        body: {
          webId: 2,
          title: '差し替え案内',
          path: 'sashikae',
          html: `<p><img src="${before.url}" alt="案内図"></p>`,
        },
      });
      await t.server.database.db
        .update(webs)
        .set({ favicon: `https://example.go.jp${before.url}` })
        .where(eq(webs.id, 1));
      const published = t.server.published.length;
      const after = await uploaded(koho, '差し替え.png', await png(31, 21), 'replace');
      expect(after.id).toBe(before.id);
      expect(after.url).not.toBe(before.url);
      const page = await koho.call(pageApi.get, { params: { id: pageId } });
      if (!('data' in page)) throw new Error('no page');
      expect(page.data.html).toBe(`<p><img src="${after.url}" alt="案内図"></p>`);
      expect(page.data.version).toBe(2);
      const [web] = await t.server.database.db.select({ favicon: webs.favicon }).from(webs).where(eq(webs.id, 1));
      expect(web?.favicon).toBe(`https://example.go.jp${after.url}`);
      expect(t.server.published.slice(published)).toEqual(
        expect.arrayContaining([
          { event: 'local', action: 'updated', id: before.id },
          { event: 'cms-page', action: 'updated', id: pageId },
          { event: 'cms-web', action: 'updated', id: 1 },
          { event: 'cms-web', action: 'updated', id: 2 },
        ]),
      );
      expect((await koho.call(localFileApi.usage, { params: { id: after.id } })).usedBy).toHaveLength(2);
      await t.server.database.db.update(webs).set({ favicon: '' }).where(eq(webs.id, 1));
      await koho.call(pageApi.remove, { params: { id: pageId } });
      await koho.call(localFileApi.remove, { params: { id: after.id } });
    });

    it('is the CMS level-4 screen', async () => {
      const below = await t.server.userWith({ CMS: 3 });
      expect(await refusal(below.call(localFileApi.list, {}))).toMatchObject({
        status: 403,
        message: NO_PERMISSION_MESSAGE,
      });
      expect(await refusal(upload(below, 'a.png', await png()))).toMatchObject({ status: 403 });
    });
  });
});
