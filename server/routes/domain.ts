import { asc, eq } from 'drizzle-orm';
import { type Domain, type domainApi, html } from '../../contract/index.ts';
import type { ServerContext } from '../context.ts';
import { domains } from '../db/schema.ts';
import { notFound } from '../http/problem.ts';
import type { ApiHandlers } from '../http/registerEndpoints.ts';
import { announce, deleteAndAnnounce, uniqueName } from './mutations.ts';

export const domainMessages = {
  notFound: '許可ドメインが見つかりません。',
  // Messages are HTML (spec §2.7): the domain goes in escaped.
  taken: (domain: string) => html`${domain} はすでに許可ドメインに登録されています。`,
  created: '許可ドメインを追加しました。',
  saved: '許可ドメインを保存しました。',
  deleted: '許可ドメインを削除しました。',
} as const;

type DomainRow = typeof domains.$inferSelect;
const toDomain = (row: DomainRow): Domain => ({
  id: row.id,
  domain: row.domain,
  description: row.description,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

const names = uniqueName(domains, domains.domain, domainMessages.taken);

export const domainHandlers = (context: ServerContext): ApiHandlers<typeof domainApi> => ({
  list: async () => {
    const rows = await context.db.select().from(domains).orderBy(asc(domains.domain));
    return { data: rows.map(toDomain) };
  },

  create: async ({ body, request }) => {
    await names.ensureFree(context.db, body.domain);
    const [created] = await names.guard(
      body.domain,
      context.db
        .insert(domains)
        .values({ domain: body.domain, description: body.description })
        .returning({ id: domains.id }),
    );
    if (!created) throw new Error('domain.create: nothing inserted');
    await announce(context, request.log, { event: 'domain', action: 'created', id: created.id });
    return { id: created.id, message: domainMessages.created };
  },

  update: async ({ params, body, request }) => {
    await names.ensureFree(context.db, body.domain, params.id);
    // An allowed domain carries no version: the last save wins.
    const [updated] = await names.guard(
      body.domain,
      context.db
        .update(domains)
        .set({ domain: body.domain, description: body.description })
        .where(eq(domains.id, params.id))
        .returning({ id: domains.id }),
    );
    if (!updated) throw notFound(domainMessages.notFound);
    await announce(context, request.log, { event: 'domain', action: 'updated', id: updated.id });
    return { id: updated.id, message: domainMessages.saved };
  },

  remove: async ({ params, request }) => {
    const deleted = await deleteAndAnnounce(context, request.log, domains, {
      id: params.id,
      event: 'domain',
      notFound: domainMessages.notFound,
    });
    return { id: deleted.id, message: domainMessages.deleted };
  },
});
