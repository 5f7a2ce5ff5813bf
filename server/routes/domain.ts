import { asc, eq } from 'drizzle-orm';
import { type Domain, type domainApi, domainToUnicode, html } from '../../contract/index.ts';
import type { ServerContext } from '../context.ts';
import { accounts, domains } from '../db/schema.ts';
import { notFound } from '../http/problem.ts';
import type { ApiHandlers } from '../http/registerEndpoints.ts';
import { announce, deleteAndAnnounce, uniqueName } from './mutations.ts';

export const domainMessages = {
  notFound: '許可ドメインが見つかりません。',
  // Messages are HTML (spec §2.7): the domain goes in escaped, as people read it (Unicode for an IDN).
  taken: (domain: string) => html`${domainToUnicode(domain)} はすでに許可ドメインに登録されています。`,
  created: (domain: string) => html`許可ドメイン「${domainToUnicode(domain)}」を追加しました。`,
  saved: (domain: string) => html`許可ドメイン「${domainToUnicode(domain)}」を保存しました。`,
  deleted: '許可ドメインを削除しました。',
} as const;

const columns = {
  id: domains.id,
  domain: domains.domain,
  purpose: domains.purpose,
  description: domains.description,
  updatedBy: accounts.name,
  createdAt: domains.createdAt,
  updatedAt: domains.updatedAt,
};
type DomainRow = { [K in keyof typeof columns]: (typeof columns)[K]['_']['data'] | null };

const toDomain = (row: DomainRow): Domain => ({
  id: row.id as number,
  domain: row.domain as string,
  purpose: row.purpose ?? 'any',
  description: row.description ?? '',
  updatedBy: row.updatedBy,
  createdAt: (row.createdAt as Date).toISOString(),
  updatedAt: (row.updatedAt as Date).toISOString(),
});

// The body's domain is already canonical (contract DomainName): two spellings of one name collide here.
const names = uniqueName(domains, domains.domain, domainMessages.taken);

/** Allowed e-mail domains (spec §3): read by anyone, changed with CONFIG 2, each change announced (§7.2). */
export const domainHandlers = (context: ServerContext): ApiHandlers<typeof domainApi> => ({
  list: async () => {
    const rows = await context.db
      .select(columns)
      .from(domains)
      .leftJoin(accounts, eq(accounts.id, domains.updatedBy))
      .orderBy(asc(domains.domain));
    return { data: rows.map(toDomain) };
  },

  create: async ({ body, principal, request }) => {
    await names.ensureFree(context.db, body.domain);
    const [created] = await names.guard(
      body.domain,
      context.db
        .insert(domains)
        .values({ ...body, updatedBy: principal.id })
        .returning({ id: domains.id }),
    );
    if (!created) throw new Error('domain.create: nothing inserted');
    await announce(context, request.log, { event: 'domain', action: 'created', id: created.id });
    return { id: created.id, message: domainMessages.created(body.domain) };
  },

  update: async ({ params, body, principal, request }) => {
    await names.ensureFree(context.db, body.domain, params.id);
    // An allowed domain carries no version: the last save wins.
    const [updated] = await names.guard(
      body.domain,
      context.db
        .update(domains)
        .set({ ...body, updatedBy: principal.id })
        .where(eq(domains.id, params.id))
        .returning({ id: domains.id }),
    );
    if (!updated) throw notFound(domainMessages.notFound);
    await announce(context, request.log, { event: 'domain', action: 'updated', id: updated.id });
    return { id: updated.id, message: domainMessages.saved(body.domain) };
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
