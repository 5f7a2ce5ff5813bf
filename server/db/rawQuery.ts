import type { SQL } from 'drizzle-orm';
import type { Db } from './connect.ts';

/**
 * Rows of a raw SQL query. `Db` is common to PGlite and node-postgres, so drizzle types `execute` as
 * unknown; both drivers answer `{ rows }`.
 */
export const queryRows = async <Row>(db: Db, query: SQL): Promise<Row[]> =>
  ((await db.execute(query)) as unknown as { rows: Row[] }).rows;
