import { and, eq, inArray } from 'drizzle-orm';
import { exportHeader, exportRow, zipEntryName } from '../../contract/answerTable.ts';
import { type ExportFormat, exportFormats, LACKING_LISTED } from '../../contract/formAnswer.ts';
import type { Db } from '../db/connect.ts';
import { answerExports, forms } from '../db/schema.ts';
import type { FileStorage } from '../files/storage.ts';
import { type AnswerSelection, answerBatches, countSelected, exportColumns, storedFiles } from './answerRows.ts';
import { answerMessages } from './messages.ts';
import { exportWriter } from './writers.ts';

export interface ExportDeps {
  db: Db;
  files: FileStorage;
  now: () => Date;
  log: { warn: (object: unknown, message: string) => void; error: (object: unknown, message: string) => void };
  /** Answers per batch (tests make it small). */
  batch?: number;
  /** The server is closing: the export stops at its next batch and is queued again for the next start. */
  stopping?: () => boolean;
  /** Told after each batch is saved as done (tests watch the progress). */
  progressed?: (done: number) => Promise<void> | void;
}

/** Where an export's file is kept in the file storage. */
export const exportStorageKey = (id: number) => `exports/${id}`;

/** 説明会参加申込_回答_20261124.csv: the form's name (without what a file system refuses), the day in Japan. */
export const exportFileName = (formName: string, at: Date, extension: string): string => {
  const day = new Date(at.getTime() + 9 * 3600_000).toISOString().slice(0, 10).replaceAll('-', '');
  const name = [...formName].map((char) => (char < ' ' || '\\/:*?"<>|'.includes(char) ? '_' : char)).join('');
  return `${name.trim() || 'form'}_${answerMessages.answersWord}_${day}.${extension}`;
};

const isFormat = (format: string): format is ExportFormat => (exportFormats as readonly string[]).includes(format);

class Cancelled extends Error {}
class Stopping extends Error {}

/**
 * Runs one export: the selected answers in batches by id, each written into the file as it streams to the
 * storage, `done` saved after every batch and the job's state read again (a cancel stops it and leaves no
 * file). Finishes as done (with the file and the answers written) or failed, with a message in Japanese.
 */
export const runExport = async (deps: ExportDeps, exportId: number): Promise<void> => {
  const { db, files } = deps;
  const [job] = await db
    .update(answerExports)
    .set({ state: 'running', done: 0 })
    .where(and(eq(answerExports.id, exportId), inArray(answerExports.state, ['queued', 'running'])))
    .returning();
  if (!job) return;
  const finish = async (set: Partial<typeof answerExports.$inferInsert>) => {
    // A cancel that came meanwhile stands.
    await db
      .update(answerExports)
      .set({ ...set, finishedAt: deps.now() })
      .where(and(eq(answerExports.id, exportId), eq(answerExports.state, 'running')));
  };
  const [form] = await db.select().from(forms).where(eq(forms.id, job.formId));
  if (!form || !isFormat(job.format)) {
    await finish({ state: 'failed', message: form ? answerMessages.exportFailed : answerMessages.exportFormGone });
    return;
  }
  const ids = Array.isArray(job.answerIds) ? [...new Set(job.answerIds as number[])].sort((a, b) => a - b) : undefined;
  const selection: AnswerSelection = { formId: form.id, ...(ids ? { ids } : {}) };
  const key = exportStorageKey(exportId);
  const writer = exportWriter(job.format, LACKING_LISTED);
  const stored = files.write(key, writer.stream, { contentType: writer.contentType });
  // Until awaited below, a storage failure must not go unhandled.
  stored.catch(() => undefined);
  try {
    const total = await countSelected(db, selection);
    await db.update(answerExports).set({ total }).where(eq(answerExports.id, exportId));
    const items = (form.items as { key: string; label: string; type?: string }[]) ?? [];
    const columns = await exportColumns(
      db,
      selection,
      items.filter((item) => item.type !== 'file'),
      Array.isArray(job.columns) ? (job.columns as string[]) : undefined,
    );
    await writer.header(exportHeader(columns));
    const written: number[] = [];
    const stillRunning = async () => {
      if (deps.stopping?.()) throw new Stopping();
      const [now] = await db
        .select({ state: answerExports.state })
        .from(answerExports)
        .where(eq(answerExports.id, exportId));
      if (now?.state !== 'running') throw new Cancelled();
    };
    for await (const rows of answerBatches(db, selection, deps.batch)) {
      for (const row of rows) {
        const answer = {
          id: row.id,
          createdAt: row.createdAt.toISOString(),
          values: row.values as never,
          files: storedFiles(row),
        };
        await writer.row(row.id, exportRow(answer, columns));
        written.push(row.id);
      }
      await writer.settle();
      await db.update(answerExports).set({ done: written.length }).where(eq(answerExports.id, exportId));
      await deps.progressed?.(written.length);
      await stillRunning();
      // PGlite answers without ever leaving the microtask queue: without this turn of the event loop a long
      // export would hold every request (its own progress included) until it ended.
      await new Promise((resolve) => setImmediate(resolve));
    }
    if (job.format === 'zip') {
      for await (const rows of answerBatches(db, selection, deps.batch)) {
        for (const row of rows) {
          for (const file of storedFiles(row)) {
            writer.file({ name: zipEntryName(row.id, file.key, file.name), open: () => files.read(file.storageKey) });
          }
        }
        await stillRunning();
        await new Promise((resolve) => setImmediate(resolve));
      }
    }
    await writer.finish();
    await stored;
    const [ended] = await db
      .update(answerExports)
      .set({
        state: 'done',
        done: written.length,
        total: Math.max(total, written.length),
        storageKey: key,
        fileName: exportFileName(form.name, deps.now(), writer.extension),
        lacking: writer.lacking,
        lackingCount: writer.lackingCount,
        writtenIds: written,
        message:
          writer.lackingCount > 0
            ? answerMessages.exportDoneLacking(written.length, writer.lackingCount)
            : answerMessages.exportDone(written.length),
        finishedAt: deps.now(),
      })
      .where(and(eq(answerExports.id, exportId), eq(answerExports.state, 'running')))
      .returning({ id: answerExports.id });
    // Cancelled in the last moment: the file goes.
    if (!ended) await files.remove(key);
  } catch (error) {
    writer.abort(error instanceof Error ? error : new Error(String(error)));
    await stored.catch(() => undefined);
    await files.remove(key).catch(() => undefined);
    if (error instanceof Cancelled) return;
    if (error instanceof Stopping) {
      await db
        .update(answerExports)
        .set({ state: 'queued', done: 0 })
        .where(and(eq(answerExports.id, exportId), eq(answerExports.state, 'running')));
      return;
    }
    deps.log.error({ err: error, exportId }, 'answer export failed');
    await finish({ state: 'failed', message: answerMessages.exportFailed }).catch(() => undefined);
  }
};

/** Exports left queued or running by a process that stopped: they start again from the first answer. */
export const unfinishedExports = async (db: ExportDeps['db']): Promise<number[]> => {
  const rows = await db
    .update(answerExports)
    .set({ state: 'queued', done: 0 })
    .where(inArray(answerExports.state, ['queued', 'running']))
    .returning({ id: answerExports.id });
  return rows.map((row) => row.id);
};
