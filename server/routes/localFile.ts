import { Readable } from 'node:stream';
import { desc, eq, getTableColumns, like, or, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { countOf, html } from '../../contract/index.ts';
import {
  cleanFileName,
  type LocalFile,
  type LocalFileUse,
  type localFileApi,
  UPLOAD_FIELD,
  UPLOAD_LIMITS,
  uploadKindOf,
  uploadMessages,
} from '../../contract/localFile.ts';
import type { ServerContext } from '../context.ts';
import type { Db } from '../db/connect.ts';
import { accounts, localFiles, pages, webs } from '../db/schema.ts';
import { imageFacts } from '../files/images.ts';
import { receiveFile } from '../files/receive.ts';
import { badRequest, conflict, notFound, Problem } from '../http/problem.ts';
import type { ApiHandlers } from '../http/registerEndpoints.ts';
import { announce, isUniqueViolation } from './mutations.ts';

export const localFileMessages = {
  notFound: 'ファイルが見つかりません。',
  noFile: 'アップロードするファイルがありません。',
  notMultipart: 'ファイルはフォームデータ (multipart/form-data) で送ってください。',
  uploaded: (name: string) => html`「${name}」をアップロードしました。`,
  uploadedMany: (count: number) => `${countOf(count)}のファイルをアップロードしました。`,
  replaced: (name: string) => html`「${name}」を置き換えました。`,
  deleted: (name: string) => html`「${name}」を削除しました。`,
  inUse: (name: string, places: string[]) =>
    html`「${name}」は次の場所で使われているため削除できません: ${places.join('、')}。削除すると表示されなくなります。`,
} as const;

const fieldLabels: Record<string, string> = {
  html: '本文',
  ogImage: 'OGP画像',
  favicon: 'ファビコン',
  content: '内容',
};
const kindLabels: Record<LocalFileUse['kind'], string> = { page: 'ページ', website: 'Webサイト', form: 'フォーム' };
const placeOf = (use: LocalFileUse) =>
  `${kindLabels[use.kind]}「${use.title}」の${fieldLabels[use.field] ?? use.field}`;

/** Where a file is served: its hash keeps the URL for good (a new content is a new URL). */
export const fileUrl = (hash: string, name: string) => `/files/${hash}/${encodeURIComponent(name)}`;
export const thumbnailUrl = (hash: string) => `/files/${hash}/thumbnail.webp`;
/** What every use of a file's URL holds, whatever name follows. */
const urlStem = (hash: string) => `/files/${hash}/`;

type Reader = Pick<Db, 'select'>;

const selectFiles = (db: Reader) =>
  db
    .select({ ...getTableColumns(localFiles), uploadedByName: accounts.name })
    .from(localFiles)
    .leftJoin(accounts, eq(accounts.id, localFiles.uploadedBy))
    .$dynamic();
type FileRow = Awaited<ReturnType<typeof selectFiles>>[number];

const toLocalFile = (row: FileRow): LocalFile => ({
  id: row.id,
  name: row.name,
  type: row.type,
  url: fileUrl(row.hash, row.name),
  mimeType: row.mimeType,
  size: row.size,
  createdAt: row.createdAt.toISOString(),
  width: row.width,
  height: row.height,
  thumbnailUrl: row.thumbnailKey ? thumbnailUrl(row.hash) : null,
  hash: row.hash,
  uploadedBy: row.uploadedByName,
});

const fileOf = async (db: Reader, id: number) => {
  const [row] = await selectFiles(db).where(eq(localFiles.id, id));
  if (!row) throw notFound(localFileMessages.notFound);
  return row;
};

/** 「庁舎 (2).png」: the n-th name of a name already taken, the extension kept. */
export const numberedName = (name: string, n: number): string => {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? `${name.slice(0, dot)} (${n})${name.slice(dot)}` : `${name} (${n})`;
};

/** The first free name among name, 「name (2)」, 「name (3)」… (one query over the names that could collide). */
const freeName = async (db: Reader, name: string): Promise<string> => {
  const dot = name.lastIndexOf('.');
  const stem = dot > 0 ? name.slice(0, dot) : name;
  const escaped = stem.replace(/[\\%_]/gu, (c) => `\\${c}`);
  const rows = await db
    .select({ name: localFiles.name })
    .from(localFiles)
    .where(or(eq(localFiles.name, name), like(localFiles.name, `${escaped} (%`)));
  const taken = new Set(rows.map((row) => row.name));
  let candidate = name;
  for (let n = 2; taken.has(candidate); n++) candidate = numberedName(name, n);
  return candidate;
};

/** Where a file is used: pages whose HTML names its URL, websites whose OGP image or favicon is it. */
const usesOf = async (db: Reader, hash: string): Promise<LocalFileUse[]> => {
  const stem = urlStem(hash);
  const pattern = `%${stem}%`;
  const pageRows = await db
    .select({ id: pages.id, title: pages.title })
    .from(pages)
    .where(like(pages.html, pattern))
    .orderBy(pages.id);
  const webRows = await db
    .select({ id: webs.id, name: webs.name, ogImage: webs.ogImage, favicon: webs.favicon })
    .from(webs)
    .where(or(like(webs.ogImage, pattern), like(webs.favicon, pattern)))
    .orderBy(webs.id);
  return [
    ...pageRows.map((row): LocalFileUse => ({ kind: 'page', id: row.id, title: row.title, field: 'html' })),
    ...webRows.flatMap((row): LocalFileUse[] => [
      ...(row.ogImage.includes(stem)
        ? [{ kind: 'website' as const, id: row.id, title: row.name, field: 'ogImage' }]
        : []),
      ...(row.favicon.includes(stem)
        ? [{ kind: 'website' as const, id: row.id, title: row.name, field: 'favicon' }]
        : []),
    ]),
    // Forms join once they exist (issue on forms).
  ];
};

export interface StoredFile {
  id: number;
  created: boolean;
  /** A replaced file's former content hash: its uses are moved to the new address. */
  replacedHash?: string;
}

/**
 * A replaced file has a new address (its content hash is in it): the pages and websites that used the old one
 * are moved to the new one, so what staff replaced shows where it was used (each change a new version).
 */
export const moveUses = async (
  db: Db,
  from: string,
  to: string,
): Promise<{ pages: { id: number; webId: number }[]; webs: number[] }> => {
  if (from === to) return { pages: [], webs: [] };
  const [old, now] = [urlStem(from), urlStem(to)];
  const pattern = `%${old}%`;
  const movedPages = await db
    .update(pages)
    .set({
      html: sql`replace(${pages.html}, ${old}, ${now})`,
      version: sql`${pages.version} + 1`,
      updatedAt: new Date(),
    })
    .where(like(pages.html, pattern))
    .returning({ id: pages.id, webId: pages.webId });
  const movedWebs = await db
    .update(webs)
    .set({
      ogImage: sql`replace(${webs.ogImage}, ${old}, ${now})`,
      favicon: sql`replace(${webs.favicon}, ${old}, ${now})`,
      version: sql`${webs.version} + 1`,
      updatedAt: new Date(),
    })
    .where(or(like(webs.ogImage, pattern), like(webs.favicon, pattern)))
    .returning({ id: webs.id });
  return { pages: movedPages, webs: movedWebs.map((web) => web.id) };
};

/**
 * Stores one uploaded file: its bytes (checked as they stream), its image facts and thumbnail, then its row
 * (a new one under a free name, or the same row replaced). The bytes a row no longer names are removed after.
 */
export const storeFile = async (
  context: Pick<ServerContext, 'db' | 'files'>,
  upload: { filename: string; file: AsyncIterable<Buffer>; onConflict: 'keep' | 'replace'; uploadedBy: number | null },
): Promise<StoredFile & { name: string }> => {
  const storage = context.files;
  const name = cleanFileName(upload.filename);
  const kind = uploadKindOf(name);
  if (!kind) throw badRequest(uploadMessages.type(name));
  const received = await receiveFile(storage, upload.file, { name, kind });
  const stored = [received.storageKey];
  try {
    let facts = { width: null as number | null, height: null as number | null, thumbnailKey: null as string | null };
    if (kind.kind === 'image' && received.bytes) {
      const image = await imageFacts(received.bytes, kind.mimeType === 'image/svg+xml').catch(() => {
        throw badRequest(uploadMessages.content(name));
      });
      let thumbnailKey: string | null = null;
      if (image.thumbnail) {
        thumbnailKey = received.storageKey.replace(/^files\//u, 'thumbnails/');
        await storage.write(thumbnailKey, Readable.from([image.thumbnail]), { contentType: 'image/webp' });
        stored.push(thumbnailKey);
      }
      facts = { width: image.width, height: image.height, thumbnailKey };
    }
    const values = {
      type: kind.kind === 'image' ? 'imgs' : 'docs',
      mimeType: kind.mimeType,
      size: received.size,
      hash: received.hash,
      storageKey: received.storageKey,
      uploadedBy: upload.uploadedBy,
      ...facts,
    };
    const { db } = context;
    if (upload.onConflict === 'replace') {
      const [existing] = await db
        .select({
          id: localFiles.id,
          hash: localFiles.hash,
          storageKey: localFiles.storageKey,
          thumbnailKey: localFiles.thumbnailKey,
        })
        .from(localFiles)
        .where(eq(localFiles.name, name));
      if (existing) {
        await db
          .update(localFiles)
          .set({ ...values, createdAt: new Date() })
          .where(eq(localFiles.id, existing.id));
        await Promise.all(
          [existing.storageKey, existing.thumbnailKey].flatMap((key) => (key ? [storage.remove(key)] : [])),
        );
        return { id: existing.id, created: false, name, replacedHash: existing.hash };
      }
    }
    // Keep both: the first free name; a name taken meanwhile by another upload tries the next.
    for (let attempt = 0; ; attempt++) {
      const free = await freeName(db, name);
      try {
        const [row] = await db
          .insert(localFiles)
          .values({ ...values, name: free })
          .returning({ id: localFiles.id });
        if (!row) throw new Error('local.upload: nothing inserted');
        return { id: row.id, created: true, name: free };
      } catch (error) {
        if (!isUniqueViolation(error) || attempt >= 5) throw error;
      }
    }
  } catch (error) {
    await Promise.all(stored.map((key) => storage.remove(key).catch(() => undefined)));
    throw error;
  }
};

const multipartLimits = { files: 20, fields: 10, fileSize: Math.max(UPLOAD_LIMITS.image, UPLOAD_LIMITS.doc) + 1 };

/** What a refused upload's sender may still send, discarded, before the server stops reading it. */
const DISCARD_LIMIT = 1024 * 1024;
/** How long the answer is given to reach a sender that goes on sending, before its connection is cut. */
const LINGER_MS = 2000;

/**
 * A refused upload is read no further: its parser lets go, and what the browser is still sending is
 * discarded (never held), so the answer reaches it: a browser reads it once it has sent its body. A sender
 * going on past DISCARD_LIMIT is no longer read (its writes stall, it can still read the answer) and its
 * connection is cut after LINGER_MS; cut at once, the unread bytes would make the connection reset and the
 * answer be lost.
 */
const stopReading = (request: FastifyRequest) => {
  const raw = request.raw;
  if (raw.readableEnded || raw.destroyed) return;
  raw.unpipe();
  let discarded = 0;
  const discard = (chunk: Buffer) => {
    discarded += chunk.length;
    if (discarded <= DISCARD_LIMIT) return;
    raw.off('data', discard);
    raw.pause();
    setTimeout(() => raw.socket?.destroy(), LINGER_MS).unref();
  };
  raw.on('data', discard);
  raw.resume();
};

/** The `file` parts of an upload, one after another as they stream (nothing read ahead). */
async function* fileParts(request: FastifyRequest) {
  for await (const part of request.files({ limits: multipartLimits })) {
    if (part.fieldname !== UPLOAD_FIELD) {
      part.file.resume();
      continue;
    }
    yield part;
  }
}

/**
 * Images and files (spec §3 local file, §7.1; issue 18) at CMS 4: uploads checked by name, size and content
 * as they stream, stored through the file storage, served at /files/{hash}/{name} (server/web/files.ts); each
 * change announced as `local`.
 */
export const localFileHandlers = (context: ServerContext): ApiHandlers<typeof localFileApi> => ({
  list: async () => {
    const rows = await selectFiles(context.db).orderBy(desc(localFiles.createdAt), desc(localFiles.id));
    const files = rows.map(toLocalFile);
    return { images: files.filter((file) => file.type === 'imgs'), docs: files.filter((file) => file.type !== 'imgs') };
  },

  get: async ({ params }) => ({ data: toLocalFile(await fileOf(context.db, params.id)) }),

  upload: async ({ body: request, query, principal }) => {
    if (!request.isMultipart()) throw new Problem(415, localFileMessages.notMultipart);
    const done: (StoredFile & { name: string })[] = [];
    try {
      for await (const part of fileParts(request)) {
        const stored = await storeFile(context, {
          filename: part.filename,
          file: part.file,
          onConflict: query.onConflict,
          uploadedBy: principal.id,
        });
        done.push(stored);
        await announce(context, request.log, {
          event: 'local',
          action: stored.created ? 'created' : 'updated',
          id: stored.id,
        });
        if (stored.replacedHash !== undefined) {
          const { hash } = await fileOf(context.db, stored.id);
          const moved = await moveUses(context.db, stored.replacedHash, hash);
          for (const page of moved.pages) {
            await announce(context, request.log, { event: 'cms-page', action: 'updated', id: page.id });
          }
          for (const webId of new Set([...moved.webs, ...moved.pages.map((page) => page.webId)])) {
            await announce(context, request.log, { event: 'cms-web', action: 'updated', id: webId });
          }
        }
      }
    } catch (error) {
      stopReading(request);
      if (error instanceof Problem) throw error;
      const code = (error as { code?: unknown }).code;
      if (code === 'FST_REQ_FILE_TOO_LARGE') throw new Problem(413, uploadMessages.size('', 'doc'));
      if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT') throw badRequest(localFileMessages.noFile);
      if (request.raw.destroyed || request.raw.readableAborted) throw new Problem(400, uploadMessages.interrupted);
      throw error;
    }
    const last = done.at(-1);
    if (!last) throw badRequest(localFileMessages.noFile);
    const file = toLocalFile(await fileOf(context.db, last.id));
    const message =
      done.length > 1
        ? localFileMessages.uploadedMany(done.length)
        : (last.created ? localFileMessages.uploaded : localFileMessages.replaced)(last.name);
    return { id: last.id, message, file };
  },

  usage: async ({ params }) => {
    const row = await fileOf(context.db, params.id);
    const usedBy = await usesOf(context.db, row.hash);
    return { used: usedBy.length > 0, usedBy };
  },

  remove: async ({ params, query, request }) => {
    const row = await fileOf(context.db, params.id);
    if (query.force !== 'true') {
      const usedBy = await usesOf(context.db, row.hash);
      if (usedBy.length > 0) throw conflict(localFileMessages.inUse(row.name, usedBy.map(placeOf)));
    }
    const [deleted] = await context.db
      .delete(localFiles)
      .where(eq(localFiles.id, row.id))
      .returning({ id: localFiles.id });
    if (!deleted) throw notFound(localFileMessages.notFound);
    const storage = context.files;
    await Promise.all([row.storageKey, row.thumbnailKey].flatMap((key) => (key ? [storage.remove(key)] : [])));
    await announce(context, request.log, { event: 'local', action: 'deleted', id: deleted.id });
    return { id: deleted.id, message: localFileMessages.deleted(row.name) };
  },
});
