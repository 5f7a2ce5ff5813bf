import { createHash, randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { fileTypeFromBuffer } from 'file-type';
import { UPLOAD_LIMITS, type UploadKind, uploadMessages } from '../../contract/localFile.ts';
import { Problem } from '../http/problem.ts';
import type { FileStorage } from './storage.ts';

/** How many leading bytes the content is judged by (file-type reads at most this many). */
const SNIFF_BYTES = 4100;

/** Office Open XML and OpenDocument files are zip containers: file-type tells them apart when it can. */
const ZIP_CONTAINERS = new Set(['docx', 'xlsx', 'pptx', 'odt', 'ods', 'odp']);
/** The older Office formats are Compound File Binary containers. */
const CFB_CONTAINERS = new Set(['doc', 'xls', 'ppt']);
/** No magic number: judged by their text instead. */
const TEXT_KINDS = new Set(['svg', 'csv', 'txt']);

const extensionOf = (kind: UploadKind) => kind.extensions[0];

/** Whether the sniffed type fits the kind the name says (undefined: file-type could not tell). */
export const sniffedFits = (kind: UploadKind, sniffed: string | undefined): boolean => {
  const extension = extensionOf(kind);
  if (TEXT_KINDS.has(extension)) {
    // An SVG may be recognised as XML (or SVG); a text file must not look like any binary format.
    return sniffed === undefined || (extension === 'svg' && ['application/xml', 'image/svg+xml'].includes(sniffed));
  }
  if (sniffed === kind.mimeType) return true;
  if (extension === 'png' && sniffed === 'image/apng') return true;
  if (ZIP_CONTAINERS.has(extension)) return sniffed === 'application/zip';
  if (CFB_CONTAINERS.has(extension)) return sniffed === 'application/x-cfb';
  return false;
};

/**
 * An SVG as text: an `<svg` root after an optional BOM, XML declaration and comments, and no DOCTYPE or
 * ENTITY (no entity expansion). Judged on the whole text (an image is held within its limit anyway).
 */
export const isPlainSvg = (text: string): boolean => {
  if (/<!DOCTYPE|<!ENTITY/iu.test(text)) return false;
  const start = text
    .replace(/^\uFEFF/u, '')
    .replace(/^\s*<\?xml[^>]*\?>/u, '')
    .replace(/^(?:\s*<!--[\s\S]*?-->)*/u, '')
    .trimStart();
  return /^<svg[\s>/]/u.test(start);
};

/** A new storage id: random, lowercase hex (a valid storage key part, never the user's name). */
export const newStorageId = (): string => randomBytes(16).toString('hex');

export interface Received {
  storageKey: string;
  size: number;
  hash: string;
  /** The whole content of an image (held within its limit for its size and thumbnail); undefined for documents. */
  bytes: Buffer | undefined;
}

class TooLarge extends Error {}

/**
 * Reads one uploaded file's stream into the storage under `files/{random}`, whole or not at all: the size
 * limit of its kind is enforced as the bytes arrive (413, nothing read further, nothing stored); the first
 * bytes are sniffed before any is stored (400 when the content is not what the name says); text kinds are
 * checked as they stream (UTF-8, no NUL). The SHA-256 is computed on the way.
 */
export const receiveFile = async (
  storage: FileStorage,
  source: AsyncIterable<Buffer>,
  { name, kind }: { name: string; kind: UploadKind },
): Promise<Received> => {
  const limit = UPLOAD_LIMITS[kind.kind];
  const extension = extensionOf(kind);
  const iterator = source[Symbol.asyncIterator]();
  const hash = createHash('sha256');
  const held: Buffer[] = [];
  const keep = kind.kind === 'image';
  let size = 0;
  const decoder = extension === 'csv' || extension === 'txt' ? new TextDecoder('utf-8', { fatal: true }) : undefined;

  const take = (chunk: Buffer) => {
    size += chunk.length;
    if (size > limit) throw new TooLarge();
    if (decoder) {
      if (chunk.includes(0)) throw new Problem(400, uploadMessages.content(name));
      try {
        decoder.decode(chunk, { stream: true });
      } catch {
        throw new Problem(400, uploadMessages.content(name));
      }
    }
    hash.update(chunk);
    if (keep) held.push(chunk);
  };

  const refuse = (error: unknown): never => {
    // A refusal stops the reading; the rest of the request is left unread (the answer closes the connection).
    if (error instanceof TooLarge) throw new Problem(413, uploadMessages.size(name, kind.kind));
    throw error;
  };

  // The head first: judged before a byte is stored.
  const head: Buffer[] = [];
  let headSize = 0;
  let done = false;
  try {
    while (headSize < SNIFF_BYTES) {
      const next = await iterator.next();
      if (next.done) {
        done = true;
        break;
      }
      take(next.value);
      head.push(next.value);
      headSize += next.value.length;
    }
  } catch (error) {
    refuse(error);
  }
  if (size === 0) throw new Problem(400, uploadMessages.empty(name));
  const sniffed = await fileTypeFromBuffer(Buffer.concat(head));
  if (!sniffedFits(kind, sniffed?.mime)) throw new Problem(400, uploadMessages.content(name));

  async function* everything() {
    yield* head;
    if (done) return;
    for (;;) {
      const next = await iterator.next();
      if (next.done) break;
      take(next.value);
      yield next.value;
    }
    if (decoder) {
      try {
        decoder.decode();
      } catch {
        throw new Problem(400, uploadMessages.content(name));
      }
    }
  }

  const storageKey = `files/${newStorageId()}`;
  try {
    await storage.write(storageKey, Readable.from(everything()), { contentType: kind.mimeType });
  } catch (error) {
    await storage.remove(storageKey).catch(() => undefined);
    refuse(error);
  }
  const bytes = keep ? Buffer.concat(held) : undefined;
  if (extension === 'svg' && !isPlainSvg(bytes?.toString('utf8') ?? '')) {
    await storage.remove(storageKey);
    throw new Problem(400, uploadMessages.content(name));
  }
  return { storageKey, size, hash: hash.digest('hex'), bytes };
};
