import type { Readable } from 'node:stream';
import { eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import { answerExports, formAnswers } from '../db/schema.ts';
import { setUpTestDatabase } from '../db/testing.ts';
import { memoryStorage } from '../files/memoryStorage.ts';
import {
  addAnswer,
  addAnswerWithFiles,
  addManyAnswers,
  answerWorld,
  newExport,
  unzip,
  valuesOf,
} from './answerTesting.ts';
import { exportFileName, exportStorageKey, runExport } from './runExport.ts';

const t = setUpTestDatabase();
const log = { warn: () => undefined, error: () => undefined };
const NOW = new Date('2026-11-24T03:00:00Z');

const run = async (
  exportId: number,
  options: { batch?: number; progressed?: (done: number) => Promise<void> } = {},
) => {
  const files = memoryStorage();
  await runExport({ db: t.db, files, now: () => NOW, log, ...options }, exportId);
  const [job] = await t.db.select().from(answerExports).where(eq(answerExports.id, exportId));
  if (!job) throw new Error('no export row');
  return { job, files, bytes: files.bytes(exportStorageKey(exportId)) };
};

/** RFC 4180 parsing, enough to read our own CSV back (quotes, doubled quotes, line breaks inside). */
const parseCsv = (text: string): string[][] => {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(cell);
      cell = '';
    } else if (char === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else cell += char;
  }
  return rows;
};

describe('runExport', () => {
  it('writes UTF-8 CSV with a BOM: quoted line breaks, neutralised formulas, every item then older keys', async () => {
    const { formId, accountId } = await answerWorld(t.db);
    const first = await addAnswer(t.db, formId, valuesOf('山田 太郎', '一行目\n二行目, "引用"', ['防災', '住まい']));
    const second = await addAnswer(t.db, formId, [
      ...valuesOf('=SUM(1)', '-1+2'),
      { key: 'old', label: '旧項目', value: '残った値' },
    ]);
    const id = await newExport(t.db, { formId, accountId, format: 'csv' });
    const { job, bytes } = await run(id);
    expect(job).toMatchObject({
      state: 'done',
      done: 2,
      total: 2,
      fileName: '説明会参加申込_回答_20261124.csv',
      writtenIds: [first, second],
      message: '2 件の回答を書き出しました。',
    });
    const text = bytes?.toString('utf8') ?? '';
    expect(text.startsWith('\uFEFF')).toBe(true);
    const rows = parseCsv(text.slice(1));
    expect(rows[0]).toEqual(['回答番号', '受付日時', '氏名', '備考', '関心', '旧項目', '添付ファイル']);
    expect(rows[1]).toEqual([
      String(first),
      expect.stringMatching(/^\d{4}\/\d\d\/\d\d \d\d:\d\d:\d\d$/),
      '山田 太郎',
      '一行目\n二行目, "引用"',
      '防災、住まい',
      '',
      '',
    ]);
    expect(rows[2]?.slice(2)).toEqual(["'=SUM(1)", "'-1+2", '', '残った値', '']);
  });

  it('writes only the chosen answers in the chosen columns', async () => {
    const { formId, accountId } = await answerWorld(t.db);
    await addAnswer(t.db, formId, valuesOf('選ばない'));
    const chosen = await addAnswer(t.db, formId, valuesOf('選ぶ', '備考あり'));
    const id = await newExport(t.db, {
      formId,
      accountId,
      format: 'csv',
      answerIds: [chosen, 999_999],
      columns: ['note', 'name'],
    });
    const { job, bytes } = await run(id);
    expect(job).toMatchObject({ state: 'done', done: 1, total: 1 });
    const rows = parseCsv(bytes?.toString('utf8').slice(1) ?? '');
    expect(rows).toEqual([
      ['回答番号', '受付日時', '備考', '氏名', '添付ファイル'],
      [String(chosen), expect.any(String), '備考あり', '選ぶ', ''],
    ]);
  });

  it('writes Shift_JIS with 「?」 for what CP932 lacks, each reported with its answer and column', async () => {
    const { formId, accountId } = await answerWorld(t.db);
    const plain = await addAnswer(t.db, formId, valuesOf('㈱髙橋商店', '①～'));
    const yoshi = await addAnswer(t.db, formId, valuesOf('𠮷田 花子', 'よろしく😀'));
    const id = await newExport(t.db, { formId, accountId, format: 'csv-sjis' });
    const { job, bytes } = await run(id);
    expect(job).toMatchObject({
      state: 'done',
      lackingCount: 2,
      lacking: [
        { answerId: yoshi, label: '氏名', char: '𠮷' },
        { answerId: yoshi, label: '備考', char: '😀' },
      ],
      fileName: '説明会参加申込_回答_20261124.csv',
    });
    expect(job.message).toContain('2 か所');
    const rows = parseCsv(iconv.decode(bytes ?? Buffer.alloc(0), 'cp932'));
    expect(rows[0]?.[2]).toBe('氏名');
    expect(rows[1]?.slice(0, 4)).toEqual([String(plain), expect.any(String), '㈱髙橋商店', '①～']);
    expect(rows[2]?.slice(2, 4)).toEqual(['?田 花子', 'よろしく?']);
  });

  it('writes xlsx: a bold frozen header, every value a text cell (a formula-like one too)', async () => {
    const { formId, accountId } = await answerWorld(t.db);
    await addAnswer(t.db, formId, valuesOf('=SUM(1)', '複数\n行'));
    const id = await newExport(t.db, { formId, accountId, format: 'xlsx' });
    const { job, bytes } = await run(id);
    expect(job).toMatchObject({ state: 'done', fileName: '説明会参加申込_回答_20261124.xlsx' });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    expect(sheet?.name).toBe('回答');
    expect(sheet?.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet?.getRow(1).getCell(3).value).toBe('氏名');
    expect(sheet?.getRow(1).getCell(3).font?.bold).toBe(true);
    const formulaLike = sheet?.getRow(2).getCell(3);
    expect(formulaLike?.type).toBe(ExcelJS.ValueType.String);
    expect(formulaLike?.value).toBe('=SUM(1)');
    expect(sheet?.getRow(2).getCell(4).value).toBe('複数\n行');
  });

  it('writes a zip: the UTF-8 CSV and every attached file, named by answer', async () => {
    const { formId, accountId } = await answerWorld(t.db);
    const files = memoryStorage();
    const withFile = await addAnswerWithFiles(t.db, files, formId, '添付あり', [
      { name: '写真.jpg', bytes: 'first photo' },
      { name: 'a/b:c.txt', bytes: 'second' },
    ]);
    const other = await addAnswerWithFiles(t.db, files, formId, 'こちらも', [{ name: '写真.jpg', bytes: 'other' }]);
    await addAnswer(t.db, formId, valuesOf('なし'));
    const id = await newExport(t.db, { formId, accountId, format: 'zip' });
    await runExport({ db: t.db, files, now: () => NOW, log }, id);
    const entries = await unzip(files.bytes(exportStorageKey(id)) ?? Buffer.alloc(0));
    expect([...entries.keys()]).toEqual([
      '回答.csv',
      `files/${withFile}/doc_写真.jpg`,
      `files/${withFile}/doc_a_b_c.txt`,
      `files/${other}/doc_写真.jpg`,
    ]);
    expect(entries.get(`files/${other}/doc_写真.jpg`)?.toString()).toBe('other');
    const csv = entries.get('回答.csv')?.toString('utf8') ?? '';
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(parseCsv(csv.slice(1))[1]?.at(-1)).toBe('写真.jpg、a/b:c.txt');
  });

  it('goes through thousands of answers in batches, saving the progress after each', async () => {
    const { formId, accountId } = await answerWorld(t.db);
    await addManyAnswers(t.db, formId, 3000);
    const id = await newExport(t.db, { formId, accountId, format: 'csv' });
    const seen: number[] = [];
    const { job, bytes } = await run(id, {
      batch: 700,
      progressed: async (done) => {
        const [row] = await t.db.select().from(answerExports).where(eq(answerExports.id, id));
        seen.push(row?.done ?? -1);
        expect(done).toBe(row?.done);
      },
    });
    expect(seen).toEqual([700, 1400, 2100, 2800, 3000]);
    expect(job).toMatchObject({ state: 'done', done: 3000, total: 3000 });
    const lines = (bytes?.toString('utf8') ?? '').split('\r\n');
    expect(lines).toHaveLength(3002);
    expect(lines[3000]).toContain('名前3000');
  });

  it.for(['csv', 'csv-sjis', 'xlsx', 'zip'] as const)(
    '%s: streams to a slow storage holding little in memory, however large the file',
    { timeout: 30_000 },
    async (format) => {
      const { formId, accountId } = await answerWorld(t.db);
      const long = 'あ'.repeat(2000);
      await t.db.execute(sql`
        insert into ${formAnswers} (form_id, values)
        select ${formId}, jsonb_build_array(jsonb_build_object('key', 'note', 'label', '備考', 'value', n || ${long}))
        from generate_series(1, 600) as n`);
      const id = await newExport(t.db, { formId, accountId, format });
      let held = 0;
      let size = 0;
      const slow = memoryStorage();
      slow.write = async (_key, source) => {
        for await (const chunk of source) {
          held = Math.max(held, source.readableLength);
          size += (chunk as Buffer).length;
          await new Promise((resolve) => setImmediate(resolve));
        }
      };
      await runExport({ db: t.db, files: slow, now: () => NOW, log, batch: 200 }, id);
      const [job] = await t.db.select().from(answerExports).where(eq(answerExports.id, id));
      expect(job?.state).toBe('done');
      // Whatever the file's size, the storage is never more than a little behind.
      expect(held).toBeLessThan(1024 * 1024);
      // The texts are over 2 MB (a spreadsheet and a zip compress them to far less).
      expect(size).toBeGreaterThan(format === 'csv' || format === 'csv-sjis' ? 2_000_000 : 1000);
    },
  );

  it('stops when cancelled between batches and leaves no file', async () => {
    const { formId, accountId } = await answerWorld(t.db);
    await addManyAnswers(t.db, formId, 50);
    const id = await newExport(t.db, { formId, accountId, format: 'xlsx' });
    const { job, files } = await run(id, {
      batch: 10,
      progressed: async (done) => {
        if (done === 20) await t.db.update(answerExports).set({ state: 'cancelled' }).where(eq(answerExports.id, id));
      },
    });
    expect(job).toMatchObject({ state: 'cancelled', done: 20 });
    expect(files.keys()).toEqual([]);
  });

  it('fails with a message in Japanese when the storage refuses the file', async () => {
    const { formId, accountId } = await answerWorld(t.db);
    await addAnswer(t.db, formId, valuesOf('保存できない'));
    const id = await newExport(t.db, { formId, accountId, format: 'csv' });
    const broken = memoryStorage();
    broken.write = async (_key, source: Readable) => {
      source.resume();
      throw new Error('disk full');
    };
    await runExport({ db: t.db, files: broken, now: () => NOW, log }, id);
    const [job] = await t.db.select().from(answerExports).where(eq(answerExports.id, id));
    expect(job).toMatchObject({
      state: 'failed',
      message: '書き出しに失敗しました。時間をおいてもう一度お試しください。',
    });
  });

  it('names the file after the form, without what a file system refuses, by the day in Japan', () => {
    expect(exportFileName('申込/集計:2026', new Date('2026-11-23T15:30:00Z'), 'csv')).toBe(
      '申込_集計_2026_回答_20261124.csv',
    );
  });
});
