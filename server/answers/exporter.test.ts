import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { answerExports } from '../db/schema.ts';
import { setUpTestDatabase } from '../db/testing.ts';
import { memoryStorage } from '../files/memoryStorage.ts';
import { addManyAnswers, answerWorld, newExport } from './answerTesting.ts';
import { createAnswerExporter } from './exporter.ts';
import { exportStorageKey } from './runExport.ts';

const t = setUpTestDatabase();
const log = { warn: () => undefined, error: () => undefined };

const rowOf = async (id: number) => {
  const [row] = await t.db.select().from(answerExports).where(eq(answerExports.id, id));
  return row;
};

const until = async (check: () => Promise<boolean>, what: string) => {
  for (let tries = 0; tries < 600; tries++) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`never: ${what}`);
};

describe('the answer exporter (pg-boss)', () => {
  it('runs a queued export; closing mid-way queues it again, and the next start finishes it', async () => {
    const { formId, accountId } = await answerWorld(t.db);
    await addManyAnswers(t.db, formId, 3000);
    const id = await newExport(t.db, { formId, accountId, format: 'csv' });
    const files = memoryStorage();
    const first = createAnswerExporter({ db: t.db, files, log, now: () => new Date() }, { batch: 10 });
    await first.enqueue(id);
    await until(async () => ((await rowOf(id))?.done ?? 0) > 0, 'the export runs');
    await first.close();
    expect(await rowOf(id)).toMatchObject({ state: 'queued', done: 0 });
    expect(files.keys()).toEqual([]);

    const second = createAnswerExporter({ db: t.db, files, log, now: () => new Date() }, { batch: 1000 });
    try {
      await second.recover();
      await until(async () => (await rowOf(id))?.state === 'done', 'the export finishes after the restart');
      expect(await rowOf(id)).toMatchObject({ done: 3000, total: 3000 });
      expect(files.keys()).toEqual([exportStorageKey(id)]);
    } finally {
      await second.close();
    }
  }, 60_000);

  it('closes at once when it never started a queue', async () => {
    const exporter = createAnswerExporter({ db: t.db, files: memoryStorage(), log, now: () => new Date() });
    await exporter.recover();
    await exporter.close();
    await exporter.enqueue(1);
  });
});
