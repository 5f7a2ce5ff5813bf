import * as z from 'zod';
import { Failure, itemOf, Mutation } from './answers.ts';
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
  /** Where the file is served. */
  url: z.string(),
  mimeType: z.string(),
  size: z.number().int().min(0),
  createdAt: IsoDateTime,
});
export type LocalFile = z.infer<typeof LocalFile>;
/** LocalFile as read: the spec's fields required, ours optional (spec §3; contract/specFields.ts). */
export const LocalFileRead = readingSpec(LocalFile, specFields.local);
export type LocalFileRead = z.infer<typeof LocalFileRead>;

export interface LocalFiles {
  images: LocalFile[];
  docs: LocalFile[];
}

/** `GET /api/local` (spec §7.1: "Response: images and docs"), or a failure. */
export const LocalFilesAnswer = z.union([
  z.object({ images: z.array(LocalFile), docs: z.array(LocalFile), message: z.string().optional() }),
  Failure,
]);
export type LocalFilesAnswer = z.infer<typeof LocalFilesAnswer>;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** How the console reads it: `{ images, docs }` as the spec says, or the same inside `data` (read tolerantly). */
export const LocalFilesRead = z.preprocess(
  (answer) =>
    isRecord(answer) && isRecord(answer.data) && 'images' in answer.data
      ? { ...answer.data, ...(typeof answer.message === 'string' ? { message: answer.message } : {}) }
      : answer,
  LocalFilesAnswer,
);

/** Spec §3: an item of type imgs goes to images, any other type to docs. */
export const splitLocalFiles = (items: readonly LocalFile[]): LocalFiles => ({
  images: items.filter((item) => item.type === IMAGE_TYPE),
  docs: items.filter((item) => item.type !== IMAGE_TYPE),
});

/** The list rule of §7.1 for this answer: a failure is two empty lists. */
export const localFilesOrEmpty = (answer: LocalFilesAnswer): LocalFiles =>
  'images' in answer ? { images: answer.images, docs: answer.docs } : { images: [], docs: [] };

/**
 * `POST /api/local/upload` takes form data (ours in its fields): one or more `file` parts; the server
 * sets `type` from each file's media type.
 */
export const UPLOAD_FIELD = 'file';

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
    body: 'multipart',
    response: Mutation,
    access: ACCESS,
  }),
  remove: endpoint({
    name: 'local.remove',
    method: 'DELETE',
    path: '/api/local/:id',
    params: IdParams,
    response: Mutation,
    access: ACCESS,
  }),
};
