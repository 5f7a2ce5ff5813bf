import type { Readable } from 'node:stream';
import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import yazl from 'yazl';
import { csvLine, UTF8_BOM, zipEntryName } from '../../contract/answerTable.ts';
import {
  ANSWER_PAGE_LIMIT,
  exportFilePath,
  type FormAnswerSummary,
  type formAnswerApi,
} from '../../contract/formAnswer.ts';
import { formToRead, formToRemoveFrom, mayRead } from '../answers/access.ts';
import { countSelected, storedFiles, toFormAnswer } from '../answers/answerRows.ts';
import { markDownloaded, ownExport, ownExports, toExportJob } from '../answers/exportRows.ts';
import { answerMessages } from '../answers/messages.ts';
import { exportFileName, exportStorageKey } from '../answers/runExport.ts';
import type { ServerContext } from '../context.ts';
import { answerExports, formAnswers, forms } from '../db/schema.ts';
import { conflict, forbidden, notFound } from '../http/problem.ts';
import type { ApiHandlers } from '../http/registerEndpoints.ts';
import { announce } from './mutations.ts';

/** Larger bodies than the default 100 KB: a selection of every answer of a large form, a table of them. */
export const formAnswerBodyLimits = {
  startExport: 4 * 1024 * 1024,
  downloadZip: 16 * 1024 * 1024,
  removeRows: 1024 * 1024,
  markDownloaded: 1024 * 1024,
};

/**
 * Form answers (spec §7.1, issue 21): read by whoever `mayReadAnswers` admits per form (403 with the reason
 * otherwise), paged by change order (`seq`), removed as tombstones, marked downloaded, exported as jobs.
 * Every change is announced as `answer` async naming the form (§7.2).
 */
export const formAnswerHandlers = (context: ServerContext): ApiHandlers<typeof formAnswerApi> => ({
  list: async ({ principal }) => {
    const all = await context.db
      .select({ id: forms.id, name: forms.name, ownerId: forms.ownerId, subOwners: forms.subOwners })
      .from(forms)
      .orderBy(asc(forms.id));
    const readable = all.filter((form) => mayRead(principal, form));
    if (readable.length === 0) return { data: [] };
    const counts = await context.db
      .select({
        formId: formAnswers.formId,
        total: sql<number>`count(*) filter (where not ${formAnswers.removed})::int`,
        notDownloaded: sql<number>`count(*) filter (where not ${formAnswers.removed} and not ${formAnswers.downloaded})::int`,
        last: sql<string | null>`max(${formAnswers.createdAt}) filter (where not ${formAnswers.removed})`,
      })
      .from(formAnswers)
      .where(
        inArray(
          formAnswers.formId,
          readable.map((form) => form.id),
        ),
      )
      .groupBy(formAnswers.formId);
    const byForm = new Map(counts.map((row) => [row.formId, row]));
    return {
      data: readable.map((form): FormAnswerSummary => {
        const count = byForm.get(form.id);
        return {
          formId: form.id,
          formName: form.name,
          total: count?.total ?? 0,
          notDownloaded: count?.notDownloaded ?? 0,
          lastAnsweredAt: count?.last ? new Date(count.last).toISOString() : null,
        };
      }),
    };
  },

  listByForm: async ({ params, query, principal }) => {
    const form = await formToRead(context.db, principal, params.formId);
    if (query.after === undefined && query.limit === undefined) {
      const rows = await context.db
        .select()
        .from(formAnswers)
        .where(and(eq(formAnswers.formId, form.id), eq(formAnswers.removed, false)))
        .orderBy(asc(formAnswers.id));
      return { data: rows.map(toFormAnswer) };
    }
    const after = query.after ?? 0;
    const rows = await context.db
      .select()
      .from(formAnswers)
      .where(
        and(
          eq(formAnswers.formId, form.id),
          gt(formAnswers.seq, after),
          // From the start nothing was seen: what is gone need not be told.
          after > 0 ? undefined : eq(formAnswers.removed, false),
        ),
      )
      .orderBy(asc(formAnswers.seq))
      .limit(query.limit ?? ANSWER_PAGE_LIMIT);
    return { data: rows.map(toFormAnswer) };
  },

  removeRows: async ({ body, principal, request }) => {
    const form = await formToRemoveFrom(context.db, principal, body.formId);
    // Ids of other forms, unknown or already removed are left alone; the message counts what was removed.
    const removed = await context.db.transaction(async (tx) => {
      const rows = await tx
        .select({ id: formAnswers.id, files: formAnswers.files })
        .from(formAnswers)
        .where(
          and(
            eq(formAnswers.formId, form.id),
            eq(formAnswers.removed, false),
            inArray(formAnswers.id, [...new Set(body.answers)]),
          ),
        )
        .for('update');
      if (rows.length === 0) return [];
      await tx
        .update(formAnswers)
        .set({ removed: true, values: [], files: [], seq: sql`nextval('form_answer_seq')` })
        .where(
          inArray(
            formAnswers.id,
            rows.map((row) => row.id),
          ),
        );
      return rows;
    });
    if (removed.length === 0) return { message: answerMessages.nothingRemoved };
    // The bytes go after the commit: a failed removal keeps the answer's files.
    const keys = removed.flatMap((row) => storedFiles(row).map((file) => file.storageKey));
    await Promise.all(
      keys.map((key) =>
        context.files.remove(key).catch((error: unknown) => request.log.warn({ err: error, key }, 'answer file kept')),
      ),
    );
    await announce(
      context,
      request.log,
      { event: 'answer', action: 'async', id: form.id },
      { event: 'form', action: 'updated', id: form.id },
    );
    return { message: answerMessages.removed(removed.length) };
  },

  markDownloaded: async ({ body, principal, request }) => {
    const ids = [...new Set(body.answers)];
    const owners = await context.db
      .selectDistinct({ id: forms.id, ownerId: forms.ownerId, subOwners: forms.subOwners })
      .from(formAnswers)
      .innerJoin(forms, eq(forms.id, formAnswers.formId))
      .where(inArray(formAnswers.id, ids));
    // All or nothing: an answer of a form the caller may not read refuses the whole request.
    if (owners.some((form) => !mayRead(principal, form))) throw forbidden(answerMessages.someNotReadable);
    const marked = await markDownloaded(context.db, { ids });
    await announce(
      context,
      request.log,
      ...marked.formIds.map((id) => ({ event: 'answer' as const, action: 'async' as const, id })),
    );
    return { message: answerMessages.markedDownloaded(marked.count) };
  },

  downloadZip: async ({ body, principal }) => {
    const form = await formToRead(context.db, principal, body.formId);
    const rows =
      body.answers.length === 0
        ? []
        : await context.db
            .select({ id: formAnswers.id, files: formAnswers.files })
            .from(formAnswers)
            .where(
              and(
                eq(formAnswers.formId, form.id),
                eq(formAnswers.removed, false),
                inArray(formAnswers.id, [...new Set(body.answers)]),
              ),
            )
            .orderBy(asc(formAnswers.id));
    const [job] = await context.db
      .insert(answerExports)
      .values({ formId: form.id, accountId: principal.id, format: 'zip', state: 'running', total: rows.length })
      .returning({ id: answerExports.id });
    if (!job) throw new Error('downloadZip: nothing inserted');
    const key = exportStorageKey(job.id);
    const zip = new yazl.ZipFile();
    const output = zip.outputStream as Readable;
    const stored = context.files.write(key, output, { contentType: 'application/zip' });
    try {
      zip.addBuffer(
        Buffer.from(UTF8_BOM + body.datas.map((cells) => csvLine(cells)).join(''), 'utf8'),
        answerMessages.zipCsvName,
      );
      for (const row of rows) {
        for (const file of storedFiles(row)) {
          const bytes = await context.files.read(file.storageKey);
          if (bytes) zip.addReadStream(bytes, zipEntryName(row.id, file.key, file.name));
        }
      }
      zip.end();
      await stored;
    } catch (error) {
      // Nothing half-made is kept: the storage drops the stream, the row says the archive failed.
      output.on('error', () => undefined);
      output.destroy(error instanceof Error ? error : new Error(String(error)));
      await stored.catch(() => undefined);
      await context.files.remove(key).catch(() => undefined);
      await context.db
        .update(answerExports)
        .set({ state: 'failed', message: answerMessages.exportFailed, finishedAt: context.now() })
        .where(eq(answerExports.id, job.id));
      throw error;
    }
    await context.db
      .update(answerExports)
      .set({
        state: 'done',
        done: rows.length,
        storageKey: key,
        fileName: exportFileName(form.name, context.now(), 'zip'),
        writtenIds: rows.map((row) => row.id),
        message: answerMessages.exportDone(rows.length),
        finishedAt: context.now(),
      })
      .where(eq(answerExports.id, job.id));
    return { url: exportFilePath(job.id) };
  },

  startExport: async ({ body, principal }) => {
    const form = await formToRead(context.db, principal, body.formId);
    const ids = body.answers ? [...new Set(body.answers)].sort((a, b) => a - b) : undefined;
    const total = await countSelected(context.db, { formId: form.id, ...(ids ? { ids } : {}) });
    const [row] = await context.db
      .insert(answerExports)
      .values({
        formId: form.id,
        accountId: principal.id,
        format: body.format,
        answerIds: ids ?? null,
        columns: body.columns ?? null,
        total,
      })
      .returning();
    if (!row) throw new Error('startExport: nothing inserted');
    await context.exporter.enqueue(row.id);
    return { id: row.id, job: toExportJob(row), message: answerMessages.exportStarted(form.name) };
  },

  exports: async ({ query, principal }) => ({
    data: (await ownExports(context.db, principal.id, query.formId)).map(toExportJob),
  }),

  exportJob: async ({ params, principal }) => {
    const row = await ownExport(context.db, principal.id, params.id);
    if (!row) throw notFound(answerMessages.exportNotFound);
    return { data: toExportJob(row) };
  },

  cancelExport: async ({ params, principal }) => {
    const [cancelled] = await context.db
      .update(answerExports)
      .set({ state: 'cancelled', message: answerMessages.exportCancelled, finishedAt: context.now() })
      .where(
        and(
          eq(answerExports.id, params.id),
          eq(answerExports.accountId, principal.id),
          inArray(answerExports.state, ['queued', 'running']),
        ),
      )
      .returning({ id: answerExports.id });
    if (cancelled) return { id: cancelled.id, message: answerMessages.exportCancelled };
    const row = await ownExport(context.db, principal.id, params.id);
    if (!row) throw notFound(answerMessages.exportNotFound);
    throw conflict(answerMessages.exportAlreadyFinished(row.state));
  },
});
