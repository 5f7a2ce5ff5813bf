import * as z from 'zod';
import { ErrorFlag, Failure, itemOf, Mutation, mutationOf } from './answers.ts';
import { endpoint, needs } from './endpoint.ts';
import { Id, IdParams, IsoDateTime } from './ids.ts';
import { readingSpec, specFields } from './specFields.ts';

/** The type of an image (spec §3): every other type is a document. */
export const IMAGE_TYPE = 'imgs';

/** An uploaded image or file (spec §3: `type`). ours: the other fields. */
export const LocalFile = z.object({
  id: Id,
  name: z.string(),
  /** `imgs` for images; anything else (`docs`, …) is a document. */
  type: z.string(),
  /** Where the file is served (ours: `/files/{hash}/{name}`, cached for good: a new content is a new hash). */
  url: z.string(),
  mimeType: z.string(),
  size: z.number().int().min(0),
  createdAt: IsoDateTime,
  /** ours: an image's size in pixels (null for documents, or an SVG without one). */
  width: z.number().int().min(0).nullable(),
  height: z.number().int().min(0).nullable(),
  /** ours: a small WebP made by the server for the image grid (null for documents). */
  thumbnailUrl: z.string().nullable(),
  /** ours: the SHA-256 of the content, hex. */
  hash: z.string(),
  /** ours: the name of who uploaded it; null for seeded files or once that account is deleted. */
  uploadedBy: z.string().nullable(),
});
export type LocalFile = z.infer<typeof LocalFile>;
/** LocalFile as read: the spec's fields required, ours optional (spec §3; contract/specFields.ts). */
export const LocalFileRead = readingSpec(LocalFile, specFields.local);
export type LocalFileRead = z.infer<typeof LocalFileRead>;

export interface LocalFiles {
  images: LocalFile[];
  docs: LocalFile[];
}

const filesAnswerOf = <T extends z.ZodType>(item: T) =>
  z.union([z.object({ images: z.array(item), docs: z.array(item), message: z.string().optional() }), Failure]);

/** `GET /api/local` (spec §7.1: "Response: images and docs"), or a failure. */
export const LocalFilesAnswer = filesAnswerOf(LocalFile);
export type LocalFilesAnswer = z.infer<typeof LocalFilesAnswer>;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/**
 * How the console reads it: `{ images, docs }` as the spec says, or the same inside `data` (read tolerantly),
 * each item with the spec's fields required and ours optional.
 */
export const LocalFilesRead = z.preprocess(
  (answer) =>
    isRecord(answer) && isRecord(answer.data) && 'images' in answer.data
      ? { ...answer.data, ...(typeof answer.message === 'string' ? { message: answer.message } : {}) }
      : answer,
  filesAnswerOf(LocalFileRead),
);

/** Spec §3: an item of type imgs goes to images, any other type to docs (files as read, too). */
export const splitLocalFiles = <T extends Pick<LocalFile, 'type'> = LocalFile>(
  items: readonly T[],
): { images: T[]; docs: T[] } => ({
  images: items.filter((item) => item.type === IMAGE_TYPE),
  docs: items.filter((item) => item.type !== IMAGE_TYPE),
});

/** The list rule of §7.1 for this answer: a failure is two empty lists. */
export const localFilesOrEmpty = (answer: LocalFilesAnswer): LocalFiles =>
  'images' in answer ? { images: answer.images, docs: answer.docs } : { images: [], docs: [] };

/**
 * `POST /api/local/upload` takes form data (ours in its fields): one or more `file` parts; the server
 * sets `type` from each file's content (sniffed from its bytes, never from the name or the browser's claim).
 * The console sends one file per call, so that each has its own progress and can be cancelled alone.
 */
export const UPLOAD_FIELD = 'file';

/**
 * ours: what may be uploaded. Images: png, jpeg, gif, webp, svg. Documents: pdf, Word, Excel, PowerPoint
 * (Office Open XML and the older binary formats), OpenDocument text/spreadsheet/presentation, csv, txt, zip.
 * Each kind by its name's extension (checked in the browser before any byte is sent) and by its content
 * (sniffed by the server).
 */
export const uploadKinds = [
  { kind: 'image', label: 'PNG画像', extensions: ['png'], mimeType: 'image/png' },
  { kind: 'image', label: 'JPEG画像', extensions: ['jpg', 'jpeg'], mimeType: 'image/jpeg' },
  { kind: 'image', label: 'GIF画像', extensions: ['gif'], mimeType: 'image/gif' },
  { kind: 'image', label: 'WebP画像', extensions: ['webp'], mimeType: 'image/webp' },
  { kind: 'image', label: 'SVG画像', extensions: ['svg'], mimeType: 'image/svg+xml' },
  { kind: 'doc', label: 'PDF', extensions: ['pdf'], mimeType: 'application/pdf' },
  {
    kind: 'doc',
    label: 'Word文書',
    extensions: ['docx'],
    mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  },
  {
    kind: 'doc',
    label: 'Excelブック',
    extensions: ['xlsx'],
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  },
  {
    kind: 'doc',
    label: 'PowerPointプレゼンテーション',
    extensions: ['pptx'],
    mimeType: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  },
  { kind: 'doc', label: 'Word文書（旧形式）', extensions: ['doc'], mimeType: 'application/msword' },
  { kind: 'doc', label: 'Excelブック（旧形式）', extensions: ['xls'], mimeType: 'application/vnd.ms-excel' },
  {
    kind: 'doc',
    label: 'PowerPoint（旧形式）',
    extensions: ['ppt'],
    mimeType: 'application/vnd.ms-powerpoint',
  },
  { kind: 'doc', label: 'ODFテキスト', extensions: ['odt'], mimeType: 'application/vnd.oasis.opendocument.text' },
  {
    kind: 'doc',
    label: 'ODFスプレッドシート',
    extensions: ['ods'],
    mimeType: 'application/vnd.oasis.opendocument.spreadsheet',
  },
  {
    kind: 'doc',
    label: 'ODFプレゼンテーション',
    extensions: ['odp'],
    mimeType: 'application/vnd.oasis.opendocument.presentation',
  },
  { kind: 'doc', label: 'CSV', extensions: ['csv'], mimeType: 'text/csv' },
  { kind: 'doc', label: 'テキスト', extensions: ['txt'], mimeType: 'text/plain' },
  { kind: 'doc', label: 'ZIP', extensions: ['zip'], mimeType: 'application/zip' },
] as const;
export type UploadKind = (typeof uploadKinds)[number];

/** ours: the largest image and document the server takes, in bytes (enforced while the upload streams). */
export const UPLOAD_LIMITS = { image: 10 * 1024 * 1024, doc: 30 * 1024 * 1024 } as const;

const megabytes = (bytes: number) => `${Math.round(bytes / (1024 * 1024))}MB`;

/** ours: why a file is refused, in Japanese (shown per file in the console, answered by the server). */
export const uploadMessages = {
  type: (name: string) =>
    `「${name}」はアップロードできない種類のファイルです。画像は PNG・JPEG・GIF・WebP・SVG、文書は PDF・Word・Excel・PowerPoint・ODF・CSV・テキスト・ZIP をアップロードできます。`,
  size: (name: string, kind: 'image' | 'doc') =>
    `「${name}」は大きすぎます。${kind === 'image' ? '画像' : '文書'}は${megabytes(UPLOAD_LIMITS[kind])}までアップロードできます。`,
  empty: (name: string) => `「${name}」は空のファイルです。`,
  content: (name: string) =>
    `「${name}」の中身がファイル名の種類と一致しないため、アップロードしませんでした。正しいファイルか確かめてください。`,
  interrupted: 'アップロードが途中で止まりました。もう一度アップロードしてください。',
} as const;

const extensionOf = (name: string): string => /\.([^./\\]+)$/.exec(name)?.[1]?.toLowerCase() ?? '';

/** ours: the kind a file name says it is (by its extension), or undefined when it may not be uploaded. */
export const uploadKindOf = (name: string): UploadKind | undefined => {
  const extension = extensionOf(name);
  return uploadKinds.find((kind) => (kind.extensions as readonly string[]).includes(extension));
};

/** ours: why a file may not be uploaded, judged by its name and size alone (before any byte is sent), or null. */
export const uploadRefusal = (file: { name: string; size: number }): string | null => {
  const kind = uploadKindOf(file.name);
  if (!kind) return uploadMessages.type(file.name);
  if (file.size === 0) return uploadMessages.empty(file.name);
  if (file.size > UPLOAD_LIMITS[kind.kind]) return uploadMessages.size(file.name, kind.kind);
  return null;
};

const FILE_NAME_MAX = 200;

/**
 * ours: a file name as stored and shown — the last part of a path only, Unicode NFC, no control or
 * bidirectional-override characters, no leading dots, at most 200 characters (the extension kept).
 * Server and console clean alike, so "already there" means the same on both.
 */
export const cleanFileName = (raw: string): string => {
  const base = raw.split(/[\\/]/).pop() ?? '';
  const cleaned = base
    .normalize('NFC')
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is taken out
    .replace(/[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/gu, '')
    .replace(/^[.\s]+/u, '')
    .trim();
  if (cleaned === '') return 'file';
  if (cleaned.length <= FILE_NAME_MAX) return cleaned;
  const extension = extensionOf(cleaned);
  const keep = extension ? `.${extension}` : '';
  return `${cleaned.slice(0, FILE_NAME_MAX - keep.length)}${keep}`;
};

/** ours: what the upload does with a name already there: keep both (the new one renamed 「名前 (2).png」) or replace. */
export const UploadQuery = z.object({ onConflict: z.enum(['keep', 'replace']).default('keep') });

/** ours: the answer of an upload: the file as stored (its cleaned, perhaps renamed, name). */
export const UploadAnswer = mutationOf({ file: LocalFile.optional() });

/** ours: one place a file is used. */
export const LocalFileUse = z.object({
  kind: z.enum(['page', 'website', 'form']),
  id: Id,
  /** The page's title, the website's name, the form's name. */
  title: z.string(),
  /** Where in it: `html` (a page), `ogImage` / `favicon` (a website), `content` (a form). */
  field: z.string(),
});
export type LocalFileUse = z.infer<typeof LocalFileUse>;

/** ours: `GET /api/local/{id}/usage`: where the file is used (pages' HTML, websites' ogImage and favicon, forms). */
export const LocalFileUsage = z.object({
  used: z.boolean(),
  usedBy: z.array(LocalFileUse),
  error: ErrorFlag.optional(),
  message: z.string().optional(),
});
export type LocalFileUsage = z.infer<typeof LocalFileUsage>;

/** ours: a delete of a file in use is refused (409, saying where) unless `force=true` says the user knows. */
export const RemoveQuery = z.object({ force: z.enum(['true', 'false']).optional() });

/** Image and file management is the CMS level-4 screen; spec §6 loads local files at CMS 4. */
const ACCESS = needs('CMS', 4);

export const localFileApi = {
  list: endpoint({
    name: 'local.list',
    method: 'GET',
    path: '/api/local',
    response: LocalFilesAnswer,
    read: LocalFilesRead,
    access: ACCESS,
  }),
  get: endpoint({
    name: 'local.get',
    method: 'GET',
    path: '/api/local/:id',
    params: IdParams,
    response: itemOf(LocalFile),
    read: itemOf(LocalFileRead),
    access: ACCESS,
  }),
  upload: endpoint({
    name: 'local.upload',
    method: 'POST',
    path: '/api/local/upload',
    query: UploadQuery,
    body: 'multipart',
    response: UploadAnswer,
    access: ACCESS,
  }),
  remove: endpoint({
    name: 'local.remove',
    method: 'DELETE',
    path: '/api/local/:id',
    params: IdParams,
    query: RemoveQuery,
    response: Mutation,
    access: ACCESS,
  }),
  usage: endpoint({
    name: 'local.usage',
    method: 'GET',
    path: '/api/local/:id/usage',
    params: IdParams,
    response: LocalFileUsage,
    access: ACCESS,
    ours: true,
  }),
};
