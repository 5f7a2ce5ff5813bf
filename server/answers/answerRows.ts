import { and, asc, eq, gt, inArray, type SQL, sql } from 'drizzle-orm';
import { type AnswerColumn, answerColumns } from '../../contract/answerTable.ts';
import type { AnswerValue, FormAnswer } from '../../contract/formAnswer.ts';
import type { Db } from '../db/connect.ts';
import { formAnswers } from '../db/schema.ts';

type Reader = Pick<Db, 'select'>;

/**
 * An attached file as `form_answers.files` keeps it (server/forms/store.ts writes them; its
 * AnswerFileRecord, restated here so the export worker does not depend on the server's context).
 */
export interface AnswerFileRecord {
  key: string;
  name: string;
  size: number;
  type: string;
  storageKey: string;
}
export type AnswerRow = typeof formAnswers.$inferSelect;

/** Where the console fetches an answer's attached file (the same per-form check as the answers). */
export const answerFileUrl = (formId: number, answerId: number, index: number) =>
  `/api/form-answer/${formId}/file/${answerId}/${index}`;

export const storedFiles = (row: Pick<AnswerRow, 'files'>): AnswerFileRecord[] =>
  Array.isArray(row.files) ? (row.files as AnswerFileRecord[]) : [];

/** A stored answer as the contract's FormAnswer; a removed one is a tombstone (id, seq, `removed`). */
export const toFormAnswer = (row: AnswerRow): FormAnswer => ({
  id: row.id,
  formId: row.formId,
  values: row.removed ? [] : (row.values as AnswerValue[]),
  files: row.removed
    ? []
    : storedFiles(row).map((file, index) => ({
        key: file.key,
        name: file.name,
        size: file.size,
        url: answerFileUrl(row.formId, row.id, index),
      })),
  downloaded: row.downloaded,
  createdAt: row.createdAt.toISOString(),
  seq: row.seq,
  ...(row.removed ? { removed: true } : {}),
});

/** The answers an export writes: the form's (still there), or only the chosen ids among them. */
export interface AnswerSelection {
  formId: number;
  /** Sorted ascending, no duplicates; undefined: every answer of the form. */
  ids?: readonly number[];
}

export const EXPORT_BATCH = 1000;

/**
 * The selected answers in id order, `batch` at a time (never all at once): keyset paging over the form, or
 * the chosen ids a slice at a time.
 */
export async function* answerBatches(
  db: Reader,
  selection: AnswerSelection,
  batch = EXPORT_BATCH,
): AsyncGenerator<AnswerRow[]> {
  const still = and(eq(formAnswers.formId, selection.formId), eq(formAnswers.removed, false)) as SQL;
  if (selection.ids) {
    for (let start = 0; start < selection.ids.length; start += batch) {
      const slice = selection.ids.slice(start, start + batch);
      const rows = await db
        .select()
        .from(formAnswers)
        .where(and(still, inArray(formAnswers.id, [...slice])))
        .orderBy(asc(formAnswers.id));
      if (rows.length > 0) yield rows;
    }
    return;
  }
  let after = 0;
  for (;;) {
    const rows = await db
      .select()
      .from(formAnswers)
      .where(and(still, gt(formAnswers.id, after)))
      .orderBy(asc(formAnswers.id))
      .limit(batch);
    if (rows.length === 0) return;
    yield rows;
    after = rows.at(-1)?.id ?? after;
    if (rows.length < batch) return;
  }
}

/** A list of ids as one jsonb parameter (a selection of 200,000 ids is one value, not 200,000 parameters). */
const idsJson = (ids: readonly number[]) =>
  sql`(select (jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb))::int)`;

/** How many of the selected answers are still there. */
export const countSelected = async (db: Reader, selection: AnswerSelection): Promise<number> => {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(formAnswers)
    .where(
      and(
        eq(formAnswers.formId, selection.formId),
        eq(formAnswers.removed, false),
        selection.ids ? sql`${formAnswers.id} in ${idsJson(selection.ids)}` : undefined,
      ),
    );
  return row?.n ?? 0;
};

/**
 * The columns of an export: the `keys` asked for in that order (labelled as the form or the answers name
 * them), else every item of the form, then the keys only older answers hold — found by the database, which
 * reads every answer's keys without handing them all over.
 */
export const exportColumns = async (
  db: Reader,
  selection: AnswerSelection,
  items: readonly { key: string; label: string }[],
  keys?: readonly string[],
): Promise<AnswerColumn[]> => {
  const rows = await db
    .select({
      key: sql<string>`v.value->>'key'`,
      label: sql<string>`(array_agg(v.value->>'label' order by ${formAnswers.id}))[1]`,
    })
    .from(formAnswers)
    .innerJoin(
      sql`jsonb_array_elements(case jsonb_typeof(${formAnswers.values}) when 'array' then ${formAnswers.values} else '[]'::jsonb end) as v`,
      sql`true`,
    )
    .where(
      and(
        eq(formAnswers.formId, selection.formId),
        eq(formAnswers.removed, false),
        selection.ids ? sql`${formAnswers.id} in ${idsJson(selection.ids)}` : undefined,
      ),
    )
    .groupBy(sql`v.value->>'key'`)
    .orderBy(sql`min(${formAnswers.id})`, sql`v.value->>'key'`);
  const held = rows.map((row) => ({ key: row.key, label: row.label ?? row.key, value: '' }));
  const all = answerColumns(items, [{ values: held }]);
  if (!keys) return all;
  const byKey = new Map(all.map((column) => [column.key, column]));
  return keys.map((key) => byKey.get(key) ?? { key, label: key });
};
