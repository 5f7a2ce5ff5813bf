import { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import yauzl from 'yauzl';
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

/**
 * A form of `testItems` (named 説明会参加申込 unless told) owned by `ownerId` and shared with `subOwners`, in a
 * website of its own. Answers' tests here and the routes' tests make their forms with it.
 */
let websites = 0;
export const aTestForm = async (
  db: Db,
  { ownerId, subOwners = [], name = '説明会参加申込' }: { ownerId: number; subOwners?: number[]; name?: string },
): Promise<number> => {
  const [web] = await db
    .insert(webs)
    .values({ name: `サイト${ownerId}-${++websites}` })
    .returning({ id: webs.id });
  const [form] = await db
    .insert(forms)
    .values({ name, webId: web?.id ?? 0, ownerId, subOwners, items: testItems })
    .returning({ id: forms.id });
  return form?.id ?? 0;
};

/** A group, an account and a form of `testItems` owned by the account. */
export const answerWorld = async (db: Db, name = '説明会参加申込') => {
  const group = await aGroup(db, { permissions: [0, 0, 0, 0, 0, 1, 0] });
  const account = await anAccount(db, { groupId: group.id });
  return { accountId: account.id, formId: await aTestForm(db, { ownerId: account.id, name }) };
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

/** An answer of `name` (`valuesOf`) with these files attached, their bytes stored in `files`. */
export const addAnswerWithFiles = async (
  db: Db,
  files: FileStorage,
  formId: number,
  name: string,
  attached: { name: string; bytes: string }[],
): Promise<number> =>
  addAnswer(
    db,
    formId,
    valuesOf(name),
    await Promise.all(attached.map((file, index) => storedFile(files, `f${index}`, file.name, file.bytes))),
  );

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

/** Every entry of a zip (an export's or `downloadZip`'s archive) by its name, in the archive's order. */
export const unzip = (bytes: Buffer): Promise<Map<string, Buffer>> =>
  new Promise((resolve, reject) => {
    yauzl.fromBuffer(bytes, { lazyEntries: true }, (error, zip) => {
      if (error || !zip) return reject(error);
      const entries = new Map<string, Buffer>();
      zip.on('entry', (entry: yauzl.Entry) => {
        zip.openReadStream(entry, (streamError, stream) => {
          if (streamError || !stream) return reject(streamError);
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => {
            entries.set(entry.fileName, Buffer.concat(chunks));
            zip.readEntry();
          });
        });
      });
      zip.on('end', () => resolve(entries));
      zip.on('error', reject);
      zip.readEntry();
    });
  });
