import { inArray, sql } from 'drizzle-orm';
import { mailingTypeUnsubscribes } from '../../contract/mailing.ts';
import type { Db } from '../db/connect.ts';
import { mailingLists, mailingMembers } from '../db/schema.ts';

type Reader = Pick<Db, 'select' | 'selectDistinct'>;

/** The addresses of the lists, lower-cased, each once, in a stable order; and how many rows that took. */
export const recipientsOf = async (
  db: Reader,
  mailingIds: readonly number[],
): Promise<{ emails: string[]; memberships: number }> => {
  if (mailingIds.length === 0) return { emails: [], memberships: 0 };
  const email = sql<string>`lower(${mailingMembers.email})`;
  const [distinct, [total]] = await Promise.all([
    db
      .selectDistinct({ email })
      .from(mailingMembers)
      .where(inArray(mailingMembers.mailingId, [...mailingIds]))
      .orderBy(email),
    db
      .select({ count: sql<number>`count(*)::int` })
      .from(mailingMembers)
      .where(inArray(mailingMembers.mailingId, [...mailingIds])),
  ]);
  return { emails: distinct.map((row) => row.email), memberships: total?.count ?? 0 };
};

/** The lists (of those named) whose type calls for List-Unsubscribe. */
export const unsubscribingListIds = async (db: Reader, mailingIds: readonly number[]): Promise<number[]> => {
  if (mailingIds.length === 0) return [];
  const lists = await db
    .select({ id: mailingLists.id, type: mailingLists.type })
    .from(mailingLists)
    .where(inArray(mailingLists.id, [...mailingIds]));
  return lists.filter((list) => mailingTypeUnsubscribes(list.type)).map((list) => list.id);
};
