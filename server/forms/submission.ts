import type { FastifyRequest } from 'fastify';
import { FORM_FILE_MAX_BYTES, type FormItem } from '../../contract/form.ts';

/** An attached file as received: held in memory until the answer is found valid (at most FORM_FILE_MAX_BYTES). */
export interface ReceivedFile {
  name: string;
  size: number;
  type: string;
  bytes: Buffer;
}

export interface Submission {
  values: Record<string, string | string[]>;
  files: Record<string, ReceivedFile[]>;
  /** A file went past FORM_FILE_MAX_BYTES or the parts past their limits. */
  tooLarge: boolean;
}

/** What one answer may carry: the items' files and fields, never more (contract FORM_ITEMS_MAX). */
export const answerLimits: { fileSize: number; files: number; fields: number; fieldSize: number; parts: number } = {
  fileSize: FORM_FILE_MAX_BYTES,
  files: 20,
  fields: 1000,
  fieldSize: 100 * 1024,
  parts: 1100,
} as const;

const add = (values: Record<string, string | string[]>, name: string, value: string) => {
  const before = values[name];
  values[name] = before === undefined ? value : [...(Array.isArray(before) ? before : [before]), value];
};

const TYPE = /^[a-z0-9][a-z0-9!#$&^_.+-]{0,126}\/[a-z0-9][a-z0-9!#$&^_.+-]{0,126}$/u;
const safeType = (type: string) => (TYPE.test(type.toLowerCase()) ? type.toLowerCase() : 'application/octet-stream');

/**
 * What one form's answer may carry: as many files as it has file items, each at most FORM_FILE_MAX_BYTES
 * (an item's own smaller bound is checked by checkAnswer, which says so beside the field).
 */
export const limitsFor = (items: readonly FormItem[]) => ({
  ...answerLimits,
  files: items.filter((item) => item.type === 'file').length,
});

/** A request refused before its body was read: what it still sends is discarded, so the answer reaches it. */
export const discardBody = (request: FastifyRequest): void => {
  if (request.method === 'POST' && !request.raw.readableEnded) request.raw.resume();
};

/** Reads an answer sent as multipart/form-data (files) or urlencoded (no files). */
export const readSubmission = async (
  request: FastifyRequest,
  limits: ReturnType<typeof limitsFor> = answerLimits,
): Promise<Submission> => {
  const values: Record<string, string | string[]> = {};
  const files: Record<string, ReceivedFile[]> = {};
  if (!request.isMultipart()) {
    const body = request.body;
    if (body instanceof URLSearchParams) for (const [name, value] of body) add(values, name, value);
    return { values, files, tooLarge: false };
  }
  try {
    for await (const part of request.parts({ limits })) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') add(values, part.fieldname, part.value);
        continue;
      }
      const bytes = await part.toBuffer();
      // An empty file input still sends a part, with no name.
      if (part.filename === '' && bytes.length === 0) continue;
      const received = { name: part.filename, size: bytes.length, type: safeType(part.mimetype), bytes };
      files[part.fieldname] = [...(files[part.fieldname] ?? []), received];
    }
  } catch (error) {
    const code = (error as { code?: string }).code ?? '';
    if (/LIMIT|TOO_LARGE|TOO_MANY/u.test(code)) return { values, files: {}, tooLarge: true };
    throw error;
  }
  return { values, files, tooLarge: false };
};
