import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { and, count, eq } from 'drizzle-orm';
import type { AnswerValue } from '../../contract/formAnswer.ts';
import type { ServerContext } from '../context.ts';
import { formAnswers, forms } from '../db/schema.ts';
import { closureOf, isFull, type PublicForm } from './publicForms.ts';
import type { ReceivedFile } from './submission.ts';

/** An attached file as `form_answers.files` keeps it (server/db/schema.ts). */
export interface StoredAnswerFile {
  key: string;
  name: string;
  size: number;
  type: string;
  storageKey: string;
}

export type StoreOutcome =
  | { stored: true; id: number; createdAt: Date; files: StoredAnswerFile[] }
  | { stored: false; reason: 'full' | 'closed' };

/** Writes the files to the CMS files' storage under `answers/{random}` (never the sender's file name). */
const writeFiles = async (
  context: Pick<ServerContext, 'files'>,
  files: Record<string, ReceivedFile[]>,
): Promise<StoredAnswerFile[]> => {
  const written: StoredAnswerFile[] = [];
  try {
    for (const [key, list] of Object.entries(files)) {
      for (const file of list) {
        const storageKey = `answers/${randomBytes(16).toString('hex')}`;
        await context.files.write(storageKey, Readable.from([file.bytes]), { contentType: file.type });
        written.push({ key, name: file.name, size: file.size, type: file.type, storageKey });
      }
    }
    return written;
  } catch (error) {
    await removeFiles(context, written);
    throw error;
  }
};

const removeFiles = async (context: Pick<ServerContext, 'files'>, files: readonly StoredAnswerFile[]) => {
  await Promise.all(files.map((file) => context.files.remove(file.storageKey).catch(() => undefined)));
};

/**
 * Stores a valid answer. The form's row is locked while the status, the period and the limit are read
 * again, so two answers racing for the last place cannot both be taken; the loser's files are removed.
 */
export const storeAnswer = async (
  context: Pick<ServerContext, 'db' | 'files'>,
  form: PublicForm,
  answer: { values: AnswerValue[]; files: Record<string, ReceivedFile[]>; senderHash: string; now: Date },
): Promise<StoreOutcome> => {
  // Only the files of the form's own file items are kept (checkAnswer checked them).
  const fileKeys = new Set(form.items.filter((item) => item.type === 'file').map((item) => item.key));
  const kept = Object.fromEntries(Object.entries(answer.files).filter(([key]) => fileKeys.has(key)));
  const files = await writeFiles(context, kept);
  try {
    const outcome = await context.db.transaction(async (tx): Promise<StoreOutcome> => {
      const [row] = await tx.select().from(forms).where(eq(forms.id, form.id)).for('update');
      if (!row) return { stored: false, reason: 'closed' };
      const now = { ...form, status: row.status, startDate: row.startDate, endDate: row.endDate };
      if (closureOf(now, answer.now)) return { stored: false, reason: 'closed' };
      const [counted] = await tx
        .select({ n: count() })
        .from(formAnswers)
        .where(and(eq(formAnswers.formId, form.id), eq(formAnswers.removed, false)));
      if (isFull(row, counted?.n ?? 0)) return { stored: false, reason: 'full' };
      const [inserted] = await tx
        .insert(formAnswers)
        .values({ formId: form.id, values: answer.values, files, senderHash: answer.senderHash })
        .returning({ id: formAnswers.id, createdAt: formAnswers.createdAt });
      if (!inserted) throw new Error('form answer: nothing inserted');
      return { stored: true, id: inserted.id, createdAt: inserted.createdAt, files };
    });
    if (!outcome.stored) await removeFiles(context, files);
    return outcome;
  } catch (error) {
    await removeFiles(context, files);
    throw error;
  }
};
