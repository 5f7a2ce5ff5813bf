import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type ExportFormat, exportFormats } from '../../contract/formAnswer.ts';
import { allows, NO_PERMISSION_MESSAGE, needs } from '../../contract/index.ts';
import type { ServerContext } from '../context.ts';
import { formAnswers } from '../db/schema.ts';
import { Problem } from '../http/problem.ts';
import type { Principal } from '../http/registerEndpoints.ts';
import { announce } from '../routes/mutations.ts';
import { attachment } from '../web/files.ts';
import { formToRead } from './access.ts';
import { storedFiles } from './answerRows.ts';
import { markDownloaded, ownExport } from './exportRows.ts';
import { answerMessages } from './messages.ts';
import { contentTypes } from './writers.ts';

const READ_ANSWERS = needs('FORM_ANSWER', 1);

/** Types a browser may show as they are; anything else (HTML, SVG, scripts…) goes as bytes. */
const SHOWN_AS_IS = /^(image\/(png|jpeg|gif|webp)|application\/pdf)$/u;

const positive = (text: string) => (/^[1-9]\d{0,9}$/u.test(text) ? Number(text) : undefined);
const index = (text: string) => (/^\d{1,4}$/u.test(text) ? Number(text) : undefined);

/**
 * The two answers' routes that answer a file, not JSON (so not in the contract): an answer's attached file
 * and an export's finished file. Both for the signed-in user at FORM_ANSWER 1 and above, checked per object
 * like the JSON endpoints; always an attachment under its name (RFC 6266/5987), never shown inline.
 */
export const registerAnswerFiles = (
  app: FastifyInstance,
  context: ServerContext,
  principalOf: (request: FastifyRequest) => Promise<Principal | undefined>,
): void => {
  const refuse = (reply: FastifyReply, error: unknown) => {
    if (error instanceof Problem) return reply.code(error.status).send({ error: true, message: error.message });
    throw error;
  };
  const caller = async (request: FastifyRequest): Promise<Principal> => {
    const principal = await principalOf(request);
    if (!principal) throw new Problem(401, 'ログインしてください。');
    if (!allows(READ_ANSWERS, principal)) throw new Problem(403, NO_PERMISSION_MESSAGE);
    return principal;
  };
  const missing = () => new Problem(404, answerMessages.fileNotFound);

  app.get<{ Params: { formId: string; answerId: string; index: string } }>(
    '/api/form-answer/:formId/file/:answerId/:index',
    async (request, reply) => {
      try {
        const principal = await caller(request);
        const formId = positive(request.params.formId);
        const answerId = positive(request.params.answerId);
        const at = index(request.params.index);
        if (formId === undefined || answerId === undefined || at === undefined) throw missing();
        await formToRead(context.db, principal, formId);
        const [row] = await context.db
          .select({ files: formAnswers.files })
          .from(formAnswers)
          .where(and(eq(formAnswers.id, answerId), eq(formAnswers.formId, formId), eq(formAnswers.removed, false)));
        const file = row ? storedFiles(row)[at] : undefined;
        const stream = file ? await context.files.read(file.storageKey) : undefined;
        if (!file || !stream) throw missing();
        return reply
          .header('Content-Disposition', attachment(file.name))
          .header('X-Content-Type-Options', 'nosniff')
          .header('Content-Security-Policy', "default-src 'none'; sandbox")
          .header('Cache-Control', 'private, no-store')
          .header('Content-Length', String(file.size))
          .type(SHOWN_AS_IS.test(file.type) ? file.type : 'application/octet-stream')
          .send(stream);
      } catch (error) {
        return refuse(reply, error);
      }
    },
  );

  app.get<{ Params: { id: string } }>('/api/form-answer-export/:id/file', async (request, reply) => {
    try {
      const principal = await caller(request);
      const id = positive(request.params.id);
      const job = id === undefined ? undefined : await ownExport(context.db, principal.id, id);
      if (!job) throw new Problem(404, answerMessages.exportNotFound);
      if (job.state !== 'done' || !job.storageKey) throw new Problem(409, answerMessages.exportNotReady);
      // Made while the caller could read the form's answers: fetched only while they still can.
      await formToRead(context.db, principal, job.formId);
      const stream = await context.files.read(job.storageKey);
      if (!stream) throw missing();
      // Fetching the file is the download: what it holds is marked so (each a new place in the change order).
      const marked = await markDownloaded(context.db, { exportId: job.id });
      await announce(
        context,
        request.log,
        ...marked.formIds.map((formId) => ({ event: 'answer' as const, action: 'async' as const, id: formId })),
      );
      const format = (exportFormats as readonly string[]).includes(job.format) ? (job.format as ExportFormat) : 'zip';
      return reply
        .header('Content-Disposition', attachment(job.fileName ?? `export-${job.id}`))
        .header('X-Content-Type-Options', 'nosniff')
        .header('Cache-Control', 'private, no-store')
        .type(contentTypes[format])
        .send(stream);
    } catch (error) {
      return refuse(reply, error);
    }
  });
};
