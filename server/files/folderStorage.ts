import { randomBytes } from 'node:crypto';
import { type FileHandle, mkdir, open, rename, rm, stat, writeFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import type { Readable } from 'node:stream';
import { checkStorageKey, type FileStorage } from './storage.ts';

/** A missing file, or a key whose folder is a file (`a` stored, `a/b` asked): either way, nothing there. */
const isAbsent = (error: unknown) =>
  error instanceof Error && 'code' in error && (error.code === 'ENOENT' || error.code === 'ENOTDIR');

/**
 * Files in a folder (`<DATA_DIR>/files`), a sub-folder per key prefix: `files/3f2a` is `<root>/files/3f2a`.
 *
 * Whole or nothing: the bytes go to a temporary file beside the key, are flushed to disk, and only then
 * renamed over the key, which replaces a file at once on the same file system. A temporary name starts with
 * a dot, which no key may, so it is never read as a key; one left by a crash is only wasted space.
 *
 * Keys are only ever files: a key that is another's folder (`a` beside `a/b`) cannot be stored here.
 */
export class FolderStorage implements FileStorage {
  constructor(readonly root: string) {}

  private pathOf(key: string): string {
    return join(this.root, ...checkStorageKey(key).split('/'));
  }

  async write(key: string, source: Readable, _options: { contentType: string }): Promise<void> {
    const path = this.pathOf(key);
    const folder = dirname(path);
    await mkdir(folder, { recursive: true });
    const temporary = join(folder, `.${basename(path)}.${randomBytes(8).toString('hex')}.tmp`);
    let handle: FileHandle | undefined = await open(temporary, 'wx');
    try {
      // Iterating takes the stream's error, and a destroy without one fails as a premature close.
      await writeFile(handle, source);
      await handle.sync();
      await handle.close();
      handle = undefined;
      await rename(temporary, path);
    } catch (error) {
      source.destroy();
      await handle?.close().catch(() => {});
      await rm(temporary, { force: true });
      throw error;
    }
    await syncFolder(folder);
  }

  async read(key: string): Promise<Readable | undefined> {
    let handle: FileHandle;
    try {
      handle = await open(this.pathOf(key), 'r');
    } catch (error) {
      if (isAbsent(error)) return undefined;
      throw error;
    }
    // Opened before answering, so a key removed meanwhile is still read whole (or, above, not at all).
    if (!(await handle.stat()).isFile()) {
      await handle.close();
      return undefined;
    }
    return handle.createReadStream();
  }

  async remove(key: string): Promise<void> {
    const path = this.pathOf(key);
    try {
      if ((await stat(path)).isFile()) await rm(path, { force: true });
    } catch (error) {
      if (!isAbsent(error)) throw error;
    }
  }

  async exists(key: string): Promise<boolean> {
    try {
      return (await stat(this.pathOf(key))).isFile();
    } catch (error) {
      if (isAbsent(error)) return false;
      throw error;
    }
  }

  async close(): Promise<void> {}
}

/** The rename itself survives a power cut only once the folder is flushed too (where a folder can be). */
const syncFolder = async (folder: string) => {
  const handle = await open(folder, 'r').catch(() => undefined);
  await handle?.sync().catch(() => {});
  await handle?.close();
};
