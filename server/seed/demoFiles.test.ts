import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/connect.ts';
import { localFiles } from '../db/schema.ts';
import { openTestDatabase } from '../db/testing.ts';
import { memoryStorage } from '../files/memoryStorage.ts';
import { seedDemoFiles } from './demoFiles.ts';

describe('demo files', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  it('stores an image, a logo and a PDF the way an upload does, once', async () => {
    const files = memoryStorage();
    await seedDemoFiles({ db: database.db, files });
    const rows = await database.db.select().from(localFiles).orderBy(localFiles.id);
    expect(rows.map((row) => [row.name, row.type, row.mimeType, row.width, row.height])).toEqual([
      ['本庁舎.png', 'imgs', 'image/png', 960, 540],
      ['ロゴ.svg', 'imgs', 'image/svg+xml', 200, 200],
      ['窓口案内.pdf', 'docs', 'application/pdf', null, null],
    ]);
    expect(rows.every((row) => /^[0-9a-f]{64}$/u.test(row.hash) && row.uploadedBy === null)).toBe(true);
    const [photo] = rows;
    const thumbnail = files.bytes(photo?.thumbnailKey ?? '');
    expect(await sharp(thumbnail).metadata()).toMatchObject({ format: 'webp', width: 320, height: 180 });
    expect(
      files
        .bytes(rows[2]?.storageKey ?? '')
        ?.subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');

    await seedDemoFiles({ db: database.db, files });
    expect(await database.db.select({ id: localFiles.id }).from(localFiles)).toHaveLength(3);
  });
});
