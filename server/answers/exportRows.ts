import { and, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { type ExportJob, exportFilePath } from '../../contract/formAnswer.ts';
import type { Db } from '../db/connect.ts';
import { answerExports, formAnswers } from '../db/schema.ts';

type ExportRow = typeof answerExports.$inferSelect;
type Reader = Pick<Db, 'select'>;

/** How many of a user's exports the list shows. */
export const EXPORTS_LISTED = 20;

export const toExportJob = (row: ExportRow): ExportJob => ({
  id: row.id,
  formId: row.formId,
  format: row.format,
  state: row.state,
  done: row.done,
  total: row.total,
  ...(row.state === 'done' && row.storageKey ? { url: exportFilePath(row.id) } : {}),
  ...(row.fileName ? { fileName: row.fileName } : {}),
  lacking: Array.isArray(row.lacking) ? (row.lacking as ExportJob['lacking']) : [],
  lackingCount: row.lackingCount,
  ...(row.message ? { message: row.message } : {}),
  createdAt: row.createdAt.toISOString(),
});

/** The signed-in user's own export (undefined for anyone else's: they are told it does not exist). */
export const ownExport = async (db: Reader, accountId: number, id: number): Promise<ExportRow | undefined> => {
  const [row] = await db
    .select()
    .from(answerExports)
    .where(and(eq(answerExports.id, id), eq(answerExports.accountId, accountId)));
  return row;
};

export const ownExports = async (db: Reader, accountId: number, formId?: number): Promise<ExportRow[]> =>
  db
    .select()
    .from(answerExports)
    .where(
      and(
        eq(answerExports.accountId, accountId),
        formId === undefined ? undefined : eq(answerExports.formId, formId),
      ) as SQL,
    )
    .orderBy(desc(answerExports.id))
    .limit(EXPORTS_LISTED);

/**
 * Marks answers downloaded, each taking the next place in the change order (so consoles paging by `seq`
 * hear of it); answers removed or already marked are left as they are. Answers the form ids touched.
 */
export const markDownloaded = async (
  db: Pick<Db, 'update'>,
  where: { ids: readonly number[] } | { exportId: number },
): Promise<{ count: number; formIds: number[] }> => {
  const chosen =
    'ids' in where
      ? inArray(formAnswers.id, [...where.ids])
      : sql`${formAnswers.id} in (select (jsonb_array_elements_text(${answerExports.writtenIds}))::int from ${answerExports} where ${answerExports.id} = ${where.exportId})`;
  const rows = await db
    .update(formAnswers)
    .set({ downloaded: true, seq: sql`nextval('form_answer_seq')` })
    .where(and(chosen, eq(formAnswers.removed, false), eq(formAnswers.downloaded, false)))
    .returning({ formId: formAnswers.formId });
  return { count: rows.length, formIds: [...new Set(rows.map((row) => row.formId))] };
};
