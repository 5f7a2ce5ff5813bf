import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ServerContext } from '../context.ts';
import { localFiles } from '../db/schema.ts';

/** What a hash in a served URL looks like (SHA-256, hex). */
const HASH = /^[0-9a-f]{64}$/u;
const THUMBNAIL = 'thumbnail.webp';

/** The hash names the content: the same URL never serves other bytes, so browsers keep it for good. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * An SVG opened by itself is a document that may run scripts: this policy and `sandbox` keep them (and
 * anything it would load) from running; its own inline styles still draw it. Shown through <img>, none apply.
 */
export const SVG_CONTENT_SECURITY_POLICY = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

/** `attachment` with the name as RFC 6266 / 5987 say it (ASCII fallback, then UTF-8). */
export const attachment = (name: string): string => {
  const ascii = name.replace(/[^\x20-\x7e]|["\\]/gu, '_');
  const encoded = encodeURIComponent(name).replace(/['()*]/gu, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
};

const missing = (reply: FastifyReply) =>
  reply.code(404).header('Cache-Control', 'no-cache').send({ error: true, message: 'ファイルが見つかりません。' });

/**
 * `GET /files/{hash}/{name}`: an uploaded file's bytes from the storage (issue 18), with its stored type and
 * `nosniff`; images inline and cached for good, SVG under a policy that runs nothing and as an attachment,
 * documents as attachments under their name. `/files/{hash}/thumbnail.webp`: an image's thumbnail (unless a
 * file of that very name and hash exists).
 */
export const registerFiles = (app: FastifyInstance, context: ServerContext): void => {
  app.get<{ Params: { hash: string; name: string } }>('/files/:hash/:name', async (request, reply) => {
    const { hash, name } = request.params;
    if (!HASH.test(hash)) return missing(reply);
    const storage = context.files;
    const [file] = await context.db
      .select()
      .from(localFiles)
      .where(and(eq(localFiles.hash, hash), eq(localFiles.name, name)))
      .limit(1);
    let key = file?.storageKey;
    let type = file?.mimeType;
    if (!file && name === THUMBNAIL) {
      const [image] = await context.db
        .select({ thumbnailKey: localFiles.thumbnailKey })
        .from(localFiles)
        .where(and(eq(localFiles.hash, hash), isNotNull(localFiles.thumbnailKey)))
        .orderBy(asc(localFiles.id))
        .limit(1);
      key = image?.thumbnailKey ?? undefined;
      type = 'image/webp';
    }
    const stream = key ? await storage.read(key) : undefined;
    if (!stream || !type) return missing(reply);

    reply.header('X-Content-Type-Options', 'nosniff').header('Cache-Control', IMMUTABLE);
    if (file && file.type !== 'imgs') {
      reply.header('Content-Disposition', attachment(file.name));
    } else if (type === 'image/svg+xml' && file) {
      reply
        .header('Content-Security-Policy', SVG_CONTENT_SECURITY_POLICY)
        .header('Content-Disposition', attachment(file.name));
    }
    if (file) reply.header('Content-Length', String(file.size));
    const textual = type.startsWith('text/');
    return reply.type(textual ? `${type}; charset=utf-8` : type).send(stream);
  });
};
