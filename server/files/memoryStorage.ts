import { Readable } from 'node:stream';
import { checkStorageKey, type FileStorage } from './storage.ts';

/** Tests only: a FileStorage in memory, whole-or-nothing like the real ones. `keys()` lists what it holds. */
export const memoryStorage = (): FileStorage & { keys: () => string[]; bytes: (key: string) => Buffer | undefined } => {
  const held = new Map<string, Buffer>();
  return {
    write: async (key, source) => {
      checkStorageKey(key);
      const chunks: Buffer[] = [];
      for await (const chunk of source) chunks.push(Buffer.from(chunk as Uint8Array));
      held.set(key, Buffer.concat(chunks));
    },
    read: async (key) => {
      const bytes = held.get(checkStorageKey(key));
      return bytes === undefined ? undefined : Readable.from([bytes]);
    },
    remove: async (key) => {
      held.delete(checkStorageKey(key));
    },
    exists: async (key) => held.has(checkStorageKey(key)),
    close: async () => undefined,
    keys: () => [...held.keys()].sort(),
    bytes: (key) => held.get(key),
  };
};
