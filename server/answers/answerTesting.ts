import { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import type { AnswerValue } from '../../contract/formAnswer.ts';
import type { Db } from '../db/connect.ts';
import { answerExports, formAnswers, forms, webs } from '../db/schema.ts';
import { aGroup, anAccount } from '../db/testFactories.ts';
import type { FileStorage } from '../files/storage.ts';
import type { AnswerFileRecord as StoredAnswerFile } from './answerRows.ts';

/** The items of the tests' form: three texts (a name, a note, a choice list). */
export const testItems = [
  { key: 'name', label: '氏名', type: 'text' },
  { key: 'note', label: '備考', type: 'textarea' },
  { key: 'topics', label: '関心', type: 'checkbox' },
  { key: 'doc', label: '資料', type: 'file' },
];

/** A group, an account, a website and a form of `testItems` owned by the account. */
export const answerWorld = async (db: Db, name = '説明会参加申込') => {
  const group = await aGroup(db, { permissions: [0, 0, 0, 0, 0, 1, 0] });
  const account = await anAccount(db, { groupId: group.id });
  const [web] = await db
    .insert(webs)
    .values({ name: `サイト${account.id}` })
    .returning({ id: webs.id });
  const [form] = await db
    .insert(forms)
    .values({ name, webId: web?.id ?? 0, ownerId: account.id, items: testItems })
    .returning({ id: forms.id });
  return { accountId: account.id, formId: form?.id ?? 0 };
};

export const valuesOf = (name: string, note = '', topics: string[] = []): AnswerValue[] => [
  { key: 'name', label: '氏名', value: name },
  { key: 'note', label: '備考', value: note },
  { key: 'topics', label: '関心', value: topics },
];

/** Stores an attached file's bytes and answers it as form_answers.files keeps it. */
export const storedFile = async (
  files: FileStorage,
  key: string,
  name: string,
  bytes: string,
): Promise<StoredAnswerFile> => {
  const storageKey = `answers/${key}${Math.random().toString(36).slice(2)}`.replace(/[^a-z0-9/]/gu, '');
  await files.write(storageKey, Readable.from([Buffer.from(bytes)]), { contentType: 'text/plain' });
  return { key: 'doc', name, size: Buffer.byteLength(bytes), type: 'text/plain', storageKey };
};

export const addAnswer = async (
  db: Db,
  formId: number,
  values: AnswerValue[],
  files: StoredAnswerFile[] = [],
): Promise<number> => {
  const [row] = await db.insert(formAnswers).values({ formId, values, files }).returning({ id: formAnswers.id });
  return row?.id ?? 0;
};

/** `count` answers in one statement (名前1, 名前2…). */
export const addManyAnswers = async (db: Db, formId: number, count: number): Promise<void> => {
  await db.execute(sql`
    insert into ${formAnswers} (form_id, values)
    select ${formId}, jsonb_build_array(
      jsonb_build_object('key', 'name', 'label', '氏名', 'value', '名前' || n),
      jsonb_build_object('key', 'note', 'label', '備考', 'value', '行' || n))
    from generate_series(1, ${count}) as n`);
};

export const newExport = async (
  db: Db,
  job: { formId: number; accountId: number; format: string; answerIds?: number[]; columns?: string[] },
): Promise<number> => {
  const [row] = await db
    .insert(answerExports)
    .values({ ...job, answerIds: job.answerIds ?? null, columns: job.columns ?? null })
    .returning({ id: answerExports.id });
  return row?.id ?? 0;
};
