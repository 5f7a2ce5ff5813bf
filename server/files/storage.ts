import type { Readable } from 'node:stream';

/**
 * Where uploaded files' bytes live (issue 18): the data folder by default (`FolderStorage`), Azure Blob
 * Storage when `AZURE_STORAGE_CONNECTION_STRING` is set (`BlobStorage`). The database keeps what is known of
 * each file (name, type, hash, size…); a storage keeps only bytes under a key.
 *
 * A key is a relative path of lowercase letters, digits, `-`, `_` and `/` (`files/3f2a…`, `thumbnails/3f2a…`);
 * never a user's file name.
 */
export interface FileStorage {
  /**
   * Stores the stream under the key, whole or not at all: nothing is visible under the key until the last
   * byte is written, and a stream that fails or is destroyed part-way leaves nothing behind (the promise
   * rejects with the stream's error). An existing key is replaced.
   */
  write(key: string, source: Readable, options: { contentType: string }): Promise<void>;
  /** The bytes under the key, or undefined when there are none. */
  read(key: string): Promise<Readable | undefined>;
  /** Removes the key; a key that is not there is no error. */
  remove(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
  /** Frees what the storage holds open (clients, handles). */
  close(): Promise<void>;
}

/** A valid storage key, else throws (a key is built by the server, never taken from a request). */
export const checkStorageKey = (key: string): string => {
  if (!/^[a-z0-9_-]+(?:\/[a-z0-9_-]+)*$/.test(key)) throw new Error(`not a storage key: ${key}`);
  return key;
};
