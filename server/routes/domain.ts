import { and, asc, eq, ne } from 'drizzle-orm';
import { type Domain, domainApi } from '../../contract/index.ts';
import type { ServerContext } from '../context.ts';
import type { Db } from '../db/connect.ts';
import { domains } from '../db/schema.ts';
import { badRequest, notFound } from '../http/problem.ts';
import { type Implementation, implement } from '../http/registerEndpoints.ts';
import { announce, isUniqueViolation } from './mutations.ts';

export const domainMessages = {
  notFound: '許可ドメインが見つかりません。',
  taken: (domain: string) => `${domain} はすでに許可ドメインに登録されています。`,
  created: '許可ドメインを追加しました。',
  saved: '許可ドメインを保存しました。',
  deleted: '許可ドメインを削除しました。',
} as const;

type Reader = Pick<Db, 'select'>;

type DomainRow = typeof domains.$inferSelect;
const toDomain = (row: DomainRow): Domain => ({
  id: row.id,
  domain: row.domain,
  description: row.description,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

const taken = async (db: Reader, domain: string, exceptId?: number) =>
  (
    await db
      .select({ id: domains.id })
      .from(domains)
      .where(
        exceptId === undefined ? eq(domains.domain, domain) : and(eq(domains.domain, domain), ne(domains.id, exceptId)),
      )
  ).length > 0;

const refuseDuplicate = (domain: string) => (error: unknown) => {
  throw isUniqueViolation(error) ? badRequest(domainMessages.taken(domain)) : error;
};

export const domainImplementations = (context: ServerContext): Implementation[] => [
  implement(domainApi.list, async () => {
    const rows = await context.db.select().from(domains).orderBy(asc(domains.domain));
    return { data: rows.map(toDomain) };
  }),

  implement(domainApi.create, async ({ body, request }) => {
    if (await taken(context.db, body.domain)) throw badRequest(domainMessages.taken(body.domain));
    const [created] = await context.db
      .insert(domains)
      .values({ domain: body.domain, description: body.description })
      .returning({ id: domains.id })
      .catch(refuseDuplicate(body.domain));
    if (!created) throw new Error('domain.create: nothing inserted');
    await announce(context, request.log, { event: 'domain', action: 'created', id: created.id });
    return { id: created.id, message: domainMessages.created };
  }),

  implement(domainApi.update, async ({ params, body, request }) => {
    if (await taken(context.db, body.domain, params.id)) throw badRequest(domainMessages.taken(body.domain));
    const [updated] = await context.db
      .update(domains)
      .set({ domain: body.domain, description: body.description })
      .where(eq(domains.id, params.id))
      .returning({ id: domains.id })
      .catch(refuseDuplicate(body.domain));
    if (!updated) throw notFound(domainMessages.notFound);
    await announce(context, request.log, { event: 'domain', action: 'updated', id: updated.id });
    return { id: updated.id, message: domainMessages.saved };
  }),

  implement(domainApi.remove, async ({ params, request }) => {
    const [deleted] = await context.db.delete(domains).where(eq(domains.id, params.id)).returning({ id: domains.id });
    if (!deleted) throw notFound(domainMessages.notFound);
    await announce(context, request.log, { event: 'domain', action: 'deleted', id: deleted.id });
    return { id: deleted.id, message: domainMessages.deleted };
  }),
];
