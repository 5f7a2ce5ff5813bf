import { eq } from 'drizzle-orm';
import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import { type ExportJob, exportFilePath } from '../../contract/formAnswer.ts';
import { formAnswerApi, itemOrUndefined, listOrEmpty, NO_PERMISSION_MESSAGE } from '../../contract/index.ts';
import { addAnswerWithFiles, aTestForm, unzip, valuesOf } from '../answers/answerTesting.ts';
import { answerMessages } from '../answers/messages.ts';
import { answerExports, formAnswers, forms } from '../db/schema.ts';
import type { memoryStorage } from '../files/memoryStorage.ts';
import type { TestClient } from '../testing/harness.ts';
import { refusal, setUpSeededServer } from './routeTesting.ts';

const t = setUpSeededServer();

/** 管理 太郎 (the super group). */
const ADMIN = 'admin@example.go.jp';

type Storage = ReturnType<typeof memoryStorage>;
const storage = () => t.server.server.context.files as Storage;

/**
 * A form of its own per test: owned by a new account at FORM_ANSWER 2 (reads and removes its answers),
 * shared with a sub-owner at FORM_ANSWER 1 (reads only); a third account at FORM_ANSWER 1 is neither.
 */
const world = async () => {
  const owner = await t.server.userWith({ FORM_ANSWER: 2 });
  const sub = await t.server.userWith({ FORM_ANSWER: 1 });
  const stranger = await t.server.userWith({ FORM_ANSWER: 3 });
  const { db } = t.server.database;
  const formId = await aTestForm(db, { ownerId: owner.accountId, subOwners: [sub.accountId] });
  const add = (name: string, files: { name: string; bytes: string }[] = []) =>
    addAnswerWithFiles(db, storage(), formId, name, files);
  t.server.published.splice(0);
  return { owner, sub, stranger, formId, add };
};

const answersOf = async (client: TestClient, formId: number, query?: { after?: number; limit?: number }) =>
  listOrEmpty(await client.call(formAnswerApi.listByForm, { params: { formId }, ...(query ? { query } : {}) }));

const get = (client: TestClient, path: string) =>
  fetch(`${t.server.baseUrl}${path}`, { headers: { cookie: client.cookieHeader() } });

const rowOf = async (id: number) => {
  const [row] = await t.server.database.db.select().from(formAnswers).where(eq(formAnswers.id, id));
  if (!row) throw new Error(`no answer ${id}`);
  return row;
};

describe('formAnswer.list', () => {
  it('lists the forms whose answers the caller may read, with totals, new answers and the last time', async () => {
    const w = await world();
    const first = await w.add('一人目');
    await w.add('二人目');
    const gone = await w.add('削除される');
    await t.server.database.db.update(formAnswers).set({ downloaded: true }).where(eq(formAnswers.id, first));
    await w.owner.call(formAnswerApi.removeRows, { body: { formId: w.formId, answers: [gone] } });
    for (const client of [w.owner, w.sub, await t.server.as(ADMIN), await t.server.userWith({ FORM_ANSWER: 4 })]) {
      const mine = listOrEmpty(await client.call(formAnswerApi.list)).find((row) => row.formId === w.formId);
      expect(mine).toEqual({
        formId: w.formId,
        formName: '説明会参加申込',
        total: 2,
        notDownloaded: 1,
        lastAnsweredAt: expect.stringMatching(/Z$/),
      });
    }
    const others = listOrEmpty(await w.stranger.call(formAnswerApi.list));
    expect(others.map((row) => row.formId)).not.toContain(w.formId);
  });
});

describe('formAnswer.listByForm', () => {
  it('answers every answer still there by id, with seq and file urls; 404 when gone, 403 with the reason', async () => {
    const w = await world();
    const a = await w.add('山田', [{ name: '資料.pdf', bytes: 'pdf' }]);
    const b = await w.add('佐藤');
    const all = await answersOf(w.sub, w.formId);
    expect(all.map((answer) => answer.id)).toEqual([a, b]);
    expect(all[0]).toEqual({
      id: a,
      formId: w.formId,
      values: valuesOf('山田'),
      files: [{ key: 'doc', name: '資料.pdf', size: 3, url: `/api/form-answer/${w.formId}/file/${a}/0` }],
      downloaded: false,
      createdAt: expect.stringMatching(/Z$/),
      seq: expect.any(Number),
    });
    expect(await refusal(w.stranger.call(formAnswerApi.listByForm, { params: { formId: w.formId } }))).toMatchObject({
      status: 403,
      message: answerMessages.notReadable,
    });
    expect(await refusal(w.sub.call(formAnswerApi.listByForm, { params: { formId: 999_999 } }))).toMatchObject({
      status: 404,
      message: answerMessages.formNotFound,
    });
  });

  it('pages by seq: at most limit, then what changed after, removals as tombstones', async () => {
    const w = await world();
    const ids = [];
    for (const name of ['一', '二', '三', '四', '五']) ids.push(await w.add(name));
    const page1 = await answersOf(w.owner, w.formId, { limit: 2 });
    expect(page1.map((answer) => answer.id)).toEqual(ids.slice(0, 2));
    const last1 = page1.at(-1)?.seq ?? 0;
    const page2 = await answersOf(w.owner, w.formId, { after: last1, limit: 2 });
    expect(page2.map((answer) => answer.id)).toEqual(ids.slice(2, 4));
    const page3 = await answersOf(w.owner, w.formId, { after: page2.at(-1)?.seq ?? 0 });
    expect(page3.map((answer) => answer.id)).toEqual(ids.slice(4));
    const seen = page3.at(-1)?.seq ?? 0;
    expect(await answersOf(w.owner, w.formId, { after: seen })).toEqual([]);

    await w.owner.call(formAnswerApi.removeRows, { body: { formId: w.formId, answers: [ids[1] ?? 0] } });
    await w.owner.call(formAnswerApi.markDownloaded, { body: { answers: [ids[3] ?? 0] } });
    const changed = await answersOf(w.owner, w.formId, { after: seen });
    expect(changed).toEqual([
      expect.objectContaining({ id: ids[1], removed: true, values: [], files: [] }),
      expect.objectContaining({ id: ids[3], downloaded: true, values: valuesOf('四') }),
    ]);
    expect((changed[0]?.seq ?? 0) > seen && (changed[1]?.seq ?? 0) > (changed[0]?.seq ?? 0)).toBe(true);
    // From the start, nothing removed is told.
    const fresh = await answersOf(w.owner, w.formId, { after: 0 });
    expect(fresh.map((answer) => answer.id).sort()).toEqual([ids[0], ids[2], ids[3], ids[4]].sort());
    expect(fresh.some((answer) => answer.removed)).toBe(false);
  });
});

describe('answer files', () => {
  it('serves an attached file as an attachment under its Japanese name, to readers of the form only', async () => {
    const w = await world();
    const id = await w.add('添付', [{ name: '申込書 <1>.html', bytes: '<script>alert(1)</script>' }]);
    const [answer] = await answersOf(w.sub, w.formId);
    const url = answer?.files[0]?.url ?? '';
    const response = await get(w.sub, url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="___ <1>.html"; filename*=UTF-8''${encodeURIComponent('申込書 <1>.html')}`,
    );
    expect(response.headers.get('content-type')).toBe('application/octet-stream');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await response.text()).toBe('<script>alert(1)</script>');
    expect((await get(w.stranger, url)).status).toBe(403);
    expect((await get(t.server.newClient(), url)).status).toBe(401);
    expect((await get(await t.server.userWith({ FORM: 2 }), url)).status).toBe(403);
    expect((await get(w.sub, `/api/form-answer/${w.formId}/file/${id}/1`)).status).toBe(404);
    expect((await get(w.sub, `/api/form-answer/${w.formId + 1}/file/${id}/0`)).status).toBe(404);
  });
});

describe('formAnswer.removeRows', () => {
  it('clears the values and the files (their bytes too), takes a new seq, and announces it', async () => {
    const w = await world();
    const keep = await w.add('残す');
    const id = await w.add('消す', [{ name: 'a.txt', bytes: 'aaa' }]);
    const key = ((await rowOf(id)).files as { storageKey: string }[])[0]?.storageKey ?? '';
    expect(await storage().exists(key)).toBe(true);
    const before = (await rowOf(id)).seq;
    const other = await world();
    const elsewhere = await other.add('別のフォーム');
    t.server.published.splice(0);
    expect(
      await w.owner.call(formAnswerApi.removeRows, { body: { formId: w.formId, answers: [id, elsewhere, 999_999] } }),
    ).toEqual({ message: answerMessages.removed(1) });
    expect(await rowOf(id)).toMatchObject({ removed: true, values: [], files: [] });
    expect((await rowOf(id)).seq).toBeGreaterThan(before);
    expect(await storage().exists(key)).toBe(false);
    expect((await rowOf(elsewhere)).removed).toBe(false);
    expect((await rowOf(keep)).removed).toBe(false);
    expect(t.server.published).toEqual([
      { event: 'answer', action: 'async', id: w.formId },
      { event: 'form', action: 'updated', id: w.formId },
    ]);
    t.server.published.splice(0);
    expect(await w.owner.call(formAnswerApi.removeRows, { body: { formId: w.formId, answers: [id] } })).toEqual({
      message: answerMessages.nothingRemoved,
    });
    expect(t.server.published).toEqual([]);
  });

  it('refuses a reader without FORM_ANSWER 2 and a caller who may not read the form, with the reason', async () => {
    const w = await world();
    const id = await w.add('消せない');
    expect(
      await refusal(w.sub.call(formAnswerApi.removeRows, { body: { formId: w.formId, answers: [id] } })),
    ).toMatchObject({ status: 403, message: NO_PERMISSION_MESSAGE });
    const reader = await t.server.userWith({ FORM_ANSWER: 2 });
    expect(
      await refusal(reader.call(formAnswerApi.removeRows, { body: { formId: w.formId, answers: [id] } })),
    ).toMatchObject({ status: 403, message: answerMessages.notReadable });
    expect((await rowOf(id)).removed).toBe(false);
    expect(t.server.published).toEqual([]);
  });
});

describe('formAnswer.markDownloaded', () => {
  it('marks the answers with a new seq and announces each form touched; refuses an unreadable form', async () => {
    const w = await world();
    const a = await w.add('一');
    const before = (await rowOf(a)).seq;
    expect(await w.sub.call(formAnswerApi.markDownloaded, { body: { answers: [a, 999_999] } })).toEqual({
      message: answerMessages.markedDownloaded(1),
    });
    expect(await rowOf(a)).toMatchObject({ downloaded: true });
    expect((await rowOf(a)).seq).toBeGreaterThan(before);
    expect(t.server.published).toEqual([{ event: 'answer', action: 'async', id: w.formId }]);
    const b = await w.add('二');
    expect(await refusal(w.stranger.call(formAnswerApi.markDownloaded, { body: { answers: [b] } }))).toMatchObject({
      status: 403,
      message: answerMessages.someNotReadable,
    });
    expect((await rowOf(b)).downloaded).toBe(false);
  });
});

describe('formAnswer.downloadZip', () => {
  it('answers a url of an archive with the table as CSV and the files of the answers named', async () => {
    const w = await world();
    const a = await w.add('山田', [{ name: '写真.jpg', bytes: 'jpeg' }]);
    const answer = await w.sub.call(formAnswerApi.downloadZip, {
      body: {
        formId: w.formId,
        datas: [
          ['氏名', '備考'],
          ['山田', '=1+1'],
        ],
        answers: [a],
      },
    });
    expect(answer.url).toMatch(/^\/api\/form-answer-export\/\d+\/file$/);
    expect((await get(w.stranger, answer.url ?? '')).status).toBe(404);
    const response = await get(w.sub, answer.url ?? '');
    expect(response.headers.get('content-type')).toBe('application/zip');
    expect(response.headers.get('content-disposition')).toContain(
      `filename*=UTF-8''${encodeURIComponent('説明会参加申込_回答_')}`,
    );
    const entries = await unzip(Buffer.from(await response.arrayBuffer()));
    expect([...entries.keys()]).toEqual(['回答.csv', `files/${a}/doc_写真.jpg`]);
    expect(entries.get('回答.csv')?.toString('utf8')).toBe("\uFEFF氏名,備考\r\n山田,'=1+1\r\n");
    expect((await rowOf(a)).downloaded).toBe(true);
    expect(
      await refusal(
        w.stranger.call(formAnswerApi.downloadZip, { body: { formId: w.formId, datas: [['x']], answers: [] } }),
      ),
    ).toMatchObject({ status: 403, message: answerMessages.notReadable });
  });
});

/** Asks for the export until it has finished (the worker runs on the server's job queue). */
const finished = async (client: TestClient, id: number): Promise<ExportJob> => {
  for (let tries = 0; tries < 200; tries++) {
    const job = itemOrUndefined(await client.call(formAnswerApi.exportJob, { params: { id } }));
    if (job && ['done', 'failed', 'cancelled'].includes(job.state)) return job;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`export ${id} did not finish`);
};

describe('answer exports', () => {
  it('runs an export as a job; its file marks the answers downloaded; the job is its starter’s only', async () => {
    const w = await world();
    const a = await w.add('𠮷田');
    const b = await w.add('高橋');
    const started = await w.sub.call(formAnswerApi.startExport, { body: { formId: w.formId, format: 'csv-sjis' } });
    expect(started).toMatchObject({ id: expect.any(Number), job: { state: 'queued', total: 2, done: 0 } });
    const id = started.id ?? 0;
    const job = await finished(w.sub, id);
    expect(job).toMatchObject({
      state: 'done',
      done: 2,
      total: 2,
      url: exportFilePath(id),
      fileName: expect.stringMatching(/^説明会参加申込_回答_\d{8}\.csv$/),
      lacking: [{ answerId: a, label: '氏名', char: '𠮷' }],
      lackingCount: 1,
    });
    expect(listOrEmpty(await w.sub.call(formAnswerApi.exports, { query: { formId: w.formId } }))).toEqual([job]);
    expect(listOrEmpty(await w.owner.call(formAnswerApi.exports, { query: {} }))).toEqual([]);
    expect(await refusal(w.owner.call(formAnswerApi.exportJob, { params: { id } }))).toMatchObject({ status: 404 });
    expect((await get(w.owner, exportFilePath(id))).status).toBe(404);
    t.server.published.splice(0);
    const response = await get(w.sub, exportFilePath(id));
    expect(response.headers.get('content-type')).toBe('text/csv; charset=Shift_JIS');
    const text = iconv.decode(Buffer.from(await response.arrayBuffer()), 'cp932');
    expect(text).toContain('?田');
    expect(text).toContain('高橋');
    expect((await rowOf(a)).downloaded && (await rowOf(b)).downloaded).toBe(true);
    expect(t.server.published).toEqual([{ event: 'answer', action: 'async', id: w.formId }]);
    expect(await refusal(w.sub.call(formAnswerApi.cancelExport, { params: { id } }))).toMatchObject({
      status: 409,
      message: answerMessages.exportAlreadyFinished('done'),
    });
    // No longer a sub-owner: the file made before is not theirs to fetch any more.
    await t.server.database.db.update(forms).set({ subOwners: [] }).where(eq(forms.id, w.formId));
    const after = await get(w.sub, exportFilePath(id));
    expect(after.status).toBe(403);
    expect(((await after.json()) as { message?: string }).message).toBe(answerMessages.notReadable);
  });

  it('refuses a form the caller may not read, and cancels a job not yet finished', async () => {
    const w = await world();
    await w.add('一');
    expect(
      await refusal(w.stranger.call(formAnswerApi.startExport, { body: { formId: w.formId, format: 'csv' } })),
    ).toMatchObject({ status: 403, message: answerMessages.notReadable });
    const { db } = t.server.database;
    const [queued] = await db
      .insert(answerExports)
      .values({ formId: w.formId, accountId: w.sub.accountId, format: 'xlsx' })
      .returning({ id: answerExports.id });
    const id = queued?.id ?? 0;
    expect(await w.sub.call(formAnswerApi.cancelExport, { params: { id } })).toEqual({
      id,
      message: answerMessages.exportCancelled,
    });
    expect(itemOrUndefined(await w.sub.call(formAnswerApi.exportJob, { params: { id } }))).toMatchObject({
      state: 'cancelled',
    });
    expect((await get(w.sub, exportFilePath(id))).status).toBe(409);
    expect(await refusal(w.owner.call(formAnswerApi.cancelExport, { params: { id } }))).toMatchObject({ status: 404 });
  });

  it('exports xlsx and zip of the chosen answers', async () => {
    const w = await world();
    const a = await w.add('添付', [{ name: 'メモ.txt', bytes: 'memo' }]);
    await w.add('選ばれない');
    const zip = await w.owner.call(formAnswerApi.startExport, {
      body: { formId: w.formId, format: 'zip', answers: [a] },
    });
    const done = await finished(w.owner, zip.id ?? 0);
    expect(done).toMatchObject({ state: 'done', done: 1, total: 1 });
    const entries = await unzip(Buffer.from(await (await get(w.owner, done.url ?? '')).arrayBuffer()));
    expect([...entries.keys()]).toEqual(['回答.csv', `files/${a}/doc_メモ.txt`]);
    const xlsx = await w.owner.call(formAnswerApi.startExport, { body: { formId: w.formId, format: 'xlsx' } });
    const sheet = await finished(w.owner, xlsx.id ?? 0);
    expect(sheet).toMatchObject({ state: 'done', done: 2 });
    const response = await get(w.owner, sheet.url ?? '');
    expect(response.headers.get('content-type')).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
  });
});
