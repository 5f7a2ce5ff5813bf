import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { Readable } from 'node:stream';
import { BlobServiceClient } from '@azure/storage-blob';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAzurite } from './azurite.ts';
import { BlobStorage } from './blobStorage.ts';
import { FolderStorage } from './folderStorage.ts';
import type { FileStorage } from './storage.ts';

/** A storage under test, with what only a look inside it can tell. */
interface Fixture {
  storage: FileStorage;
  /** Resolves once some of the bytes being written under the key have reached the storage, still unseen. */
  bytesArrived: (key: string) => Promise<void>;
  /** Everything the storage holds, by name: keys and anything else a listing shows (a temporary file). */
  listed: () => Promise<string[]>;
  /** The content type kept with the key, for a storage that keeps one. */
  contentTypeOf?: (key: string) => Promise<string | undefined>;
  stop: () => Promise<void>;
}

/** Polls a condition of the storage's insides (no fixed sleep: as soon as it holds). */
const until = async (condition: () => Promise<boolean>) => {
  while (!(await condition())) await new Promise((resolve) => setTimeout(resolve, 10));
};

const filesUnder = async (root: string): Promise<string[]> => {
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((entry) => entry.isFile()).map((entry) => relative(root, join(entry.parentPath, entry.name)));
};

const makeFolder = async (): Promise<Fixture> => {
  const root = await mkdtemp(join(tmpdir(), 'folder-storage-'));
  const storage = new FolderStorage(join(root, 'files'));
  return {
    storage,
    bytesArrived: (key) => {
      const [folder, name] = [join(storage.root, key, '..'), key.split('/').at(-1)];
      return until(async () => {
        const temporary = (await readdir(folder).catch(() => [])).find((file) => file.startsWith(`.${name}.`));
        return temporary !== undefined && (await stat(join(folder, temporary)).catch(() => undefined))?.size !== 0;
      });
    },
    listed: () => filesUnder(storage.root),
    stop: () => rm(root, { recursive: true, force: true }),
  };
};

const makeBlob = async (): Promise<Fixture> => {
  const azurite = await startAzurite();
  const containerName = `test-${randomUUID()}`;
  const storage = new BlobStorage(azurite.connectionString, containerName);
  const container = BlobServiceClient.fromConnectionString(azurite.connectionString).getContainerClient(containerName);
  return {
    storage,
    bytesArrived: (key) =>
      until(async () => {
        const blocks = await container
          .getBlockBlobClient(key)
          .getBlockList('uncommitted')
          .catch(() => undefined);
        return (blocks?.uncommittedBlocks?.length ?? 0) > 0;
      }),
    listed: async () => {
      const names: string[] = [];
      for await (const blob of container.listBlobsFlat()) names.push(blob.name);
      return names;
    },
    contentTypeOf: async (key) => (await container.getBlobClient(key).getProperties()).contentType,
    stop: azurite.stop,
  };
};

const CHUNK = 64 * 1024;

/** The bytes in chunks, as an upload arrives; then `end` (by default, the end of the stream). */
const streamOf = (data: Buffer, end?: { after: () => Promise<void>; then: (stream: Readable) => void }): Readable => {
  let offset = 0;
  let ending = false;
  const stream = new Readable({
    read() {
      if (offset < data.length) {
        this.push(data.subarray(offset, offset + CHUNK));
        offset += CHUNK;
      } else if (!end) {
        this.push(null);
      } else if (!ending) {
        ending = true;
        void end.after().then(() => end.then(stream));
      }
    },
  });
  return stream;
};

const bytesOf = async (stream: Readable | undefined): Promise<Buffer | undefined> => {
  if (!stream) return undefined;
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

/** Big enough for several blocks of Blob Storage (4 MiB each). */
const MULTI_MB = 9 * 1024 * 1024 + 123;
const PNG = { contentType: 'image/png' };

// A timeout for multi-MB streams through an emulator on a loaded CI machine (some 2 s at most here under load).
describe.each([
  // The data folder keeps bytes only: the database keeps the type.
  { name: 'the data folder', make: makeFolder, keepsType: false },
  { name: 'Azure Blob Storage (Azurite)', make: makeBlob, keepsType: true },
])('file storage in $name', { timeout: 30_000 }, ({ make, keepsType }) => {
  let fixture: Fixture;
  let storage: FileStorage;
  beforeAll(async () => {
    fixture = await make();
    storage = fixture.storage;
  }, 90_000);
  afterAll(async () => {
    await storage?.close();
    await fixture?.stop();
  });

  it('gives back exactly the bytes written, a multi-MB stream and an empty one', async () => {
    const data = randomBytes(MULTI_MB);
    await storage.write('round-trip/big', streamOf(data), PNG);
    await storage.write('round-trip/empty', streamOf(Buffer.alloc(0)), PNG);
    expect((await bytesOf(await storage.read('round-trip/big')))?.equals(data)).toBe(true);
    expect(await bytesOf(await storage.read('round-trip/empty'))).toEqual(Buffer.alloc(0));
  });

  it('replaces what a key held', async () => {
    await storage.write('replace/a', streamOf(Buffer.from('first, longer content')), PNG);
    await storage.write('replace/a', streamOf(Buffer.from('second')), PNG);
    expect((await bytesOf(await storage.read('replace/a')))?.toString()).toBe('second');
    expect((await fixture.listed()).filter((name) => name.includes('replace'))).toEqual(['replace/a']);
  });

  it('tells whether a key is there, and has nothing to read for one that is not', async () => {
    await storage.write('exists/here', streamOf(Buffer.from('x')), PNG);
    expect(await storage.exists('exists/here')).toBe(true);
    expect(await storage.exists('exists/missing')).toBe(false);
    expect(await storage.exists('exists')).toBe(false);
    expect(await storage.read('exists/missing')).toBeUndefined();
    expect(await storage.read('exists/here/below')).toBeUndefined();
  });

  it('removes a key; removing one that is not there is no error', async () => {
    await storage.write('remove/me', streamOf(Buffer.from('x')), PNG);
    await storage.remove('remove/me');
    expect(await storage.exists('remove/me')).toBe(false);
    expect(await storage.read('remove/me')).toBeUndefined();
    await expect(storage.remove('remove/me')).resolves.toBeUndefined();
    await expect(storage.remove('remove/never-was')).resolves.toBeUndefined();
  });

  if (keepsType) {
    it('keeps the content type with the bytes', async () => {
      await storage.write('typed/a', streamOf(Buffer.from('%PDF-')), { contentType: 'application/pdf' });
      expect(await fixture.contentTypeOf?.('typed/a')).toBe('application/pdf');
    });
  }

  it.each(['../x', 'A', '', '/x', 'x/', 'x//y', 'x/./y', 'ファイル'])('refuses the key %j', async (key) => {
    const refused = /not a storage key/;
    await expect(storage.write(key, streamOf(Buffer.from('x')), PNG)).rejects.toThrow(refused);
    await expect(storage.read(key)).rejects.toThrow(refused);
    await expect(storage.exists(key)).rejects.toThrow(refused);
    await expect(storage.remove(key)).rejects.toThrow(refused);
  });

  describe('a source that fails part-way', () => {
    const failing = (key: string, data: Buffer, then: (stream: Readable) => void) =>
      streamOf(data, { after: () => fixture.bytesArrived(key), then });
    const withError = (stream: Readable) => stream.destroy(new Error('the connection dropped'));
    const destroyed = (stream: Readable) => stream.destroy();

    it.each([
      ['errors', withError, /the connection dropped/],
      ['is destroyed', destroyed, /premature close/i],
    ])('that %s rejects and leaves the key absent', async (_how, then, error) => {
      const key = `interrupted/new-${randomUUID().slice(0, 8)}`;
      await expect(storage.write(key, failing(key, randomBytes(MULTI_MB), then), PNG)).rejects.toThrow(error);
      expect(await storage.exists(key)).toBe(false);
      expect(await storage.read(key)).toBeUndefined();
      expect((await fixture.listed()).filter((name) => name.startsWith(key) || name.includes(`.${key}`))).toEqual([]);
    });

    it.each([
      ['errors', withError, /the connection dropped/],
      ['is destroyed', destroyed, /premature close/i],
    ])('that %s leaves what the key held before intact', async (_how, then, error) => {
      const key = `interrupted/old-${randomUUID().slice(0, 8)}`;
      const before = randomBytes(5 * 1024 * 1024);
      await storage.write(key, streamOf(before), PNG);
      await expect(storage.write(key, failing(key, randomBytes(MULTI_MB), then), PNG)).rejects.toThrow(error);
      expect((await bytesOf(await storage.read(key)))?.equals(before)).toBe(true);
      const folder = key.split('/')[0] ?? '';
      expect((await fixture.listed()).filter((name) => name.includes(key.slice(folder.length + 1)))).toEqual([key]);
    });
  });

  it('writes different keys at the same time, each whole', async () => {
    const files = Array.from({ length: 8 }, (_, index) => ({
      key: `concurrent/${index}`,
      data: randomBytes(512 * 1024 + index * 100_000),
    }));
    await Promise.all(files.map(({ key, data }) => storage.write(key, streamOf(data), PNG)));
    for (const { key, data } of files) expect((await bytesOf(await storage.read(key)))?.equals(data)).toBe(true);
  });
});
