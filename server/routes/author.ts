import { and, asc, eq, isNull, ne } from 'drizzle-orm';
import { type Author, type authorApi, html } from '../../contract/index.ts';
import type { ServerContext } from '../context.ts';
import type { Db } from '../db/connect.ts';
import { accounts, authors, groups, webs } from '../db/schema.ts';
import { badRequest, conflict, notFound } from '../http/problem.ts';
import type { ApiHandlers } from '../http/registerEndpoints.ts';
import { announce, deleteAndAnnounce, isUniqueViolation, updateVersioned } from './mutations.ts';

export const authorServerMessages = {
  notFound: '承認者が見つかりません。',
  accountMissing: '承認者にするアカウントが見つかりません。',
  // Messages are HTML (spec §2.7): a name goes in escaped.
  noWorkflowFlag: (name: string) =>
    html`${name} さんはワークフローに参加していないため承認者にできません。先にアカウントの「ワークフローに参加」を有効にしてください。`,
  webMissing: '承認するWebサイトが見つかりません。',
  groupMissing: '承認する組織が見つかりません。',
  taken: (name: string, scope: string) => html`${name} さんはすでに「${scope}」の承認者です。`,
  created: (name: string) => html`${name} さんを承認者に追加しました。`,
  saved: (name: string) => html`承認者 ${name} さんを保存しました。`,
  deleted: '承認者を削除しました。',
  versionRequired: '保存する承認者の版 (version) がありません。最新の内容を読み込んでから保存してください。',
} as const;
const says = authorServerMessages;

type Reader = Pick<Db, 'select'>;

const selectAuthors = (db: Reader) =>
  db
    .select({
      id: authors.id,
      accountId: authors.accountId,
      accountName: accounts.name,
      accountEmail: accounts.email,
      webId: authors.webId,
      webName: webs.name,
      groupId: authors.groupId,
      groupName: groups.name,
      step: authors.step,
      notifyByMail: authors.notifyByMail,
      version: authors.version,
      createdAt: authors.createdAt,
      updatedAt: authors.updatedAt,
    })
    .from(authors)
    .innerJoin(accounts, eq(accounts.id, authors.accountId))
    .leftJoin(webs, eq(webs.id, authors.webId))
    .leftJoin(groups, eq(groups.id, authors.groupId))
    .$dynamic();
type AuthorRow = Awaited<ReturnType<typeof selectAuthors>>[number];

const toAuthor = ({ createdAt, updatedAt, ...row }: AuthorRow): Author => ({
  ...row,
  createdAt: createdAt.toISOString(),
  updatedAt: updatedAt.toISOString(),
});

interface Scope {
  accountId: number;
  webId: number | null;
  groupId: number | null;
}

/**
 * What a write names must exist, and the account must take part in workflows: an approver who cannot see
 * the workflow screens could never approve. Answers the names the messages need.
 */
const checkScope = async (db: Reader, scope: Scope) => {
  const [account] = await db
    .select({ name: accounts.name, workflow: accounts.workflow })
    .from(accounts)
    .where(eq(accounts.id, scope.accountId));
  if (!account) throw badRequest(says.accountMissing);
  if (!account.workflow) throw badRequest(says.noWorkflowFlag(account.name));
  if (scope.webId !== null) {
    const [web] = await db.select({ name: webs.name }).from(webs).where(eq(webs.id, scope.webId));
    if (!web) throw badRequest(says.webMissing);
    return { accountName: account.name, scopeName: web.name };
  }
  const [group] = await db
    .select({ name: groups.name })
    .from(groups)
    .where(eq(groups.id, scope.groupId ?? 0));
  if (!group) throw badRequest(says.groupMissing);
  return { accountName: account.name, scopeName: group.name };
};

/** One approver per account and website (or group): refused before the write, and the race after it. */
const ensureFree = async (
  db: Reader,
  scope: Scope,
  names: { accountName: string; scopeName: string },
  exceptId?: number,
) => {
  const sameScope = and(
    eq(authors.accountId, scope.accountId),
    scope.webId === null ? isNull(authors.webId) : eq(authors.webId, scope.webId),
    scope.groupId === null ? isNull(authors.groupId) : eq(authors.groupId, scope.groupId),
    exceptId === undefined ? undefined : ne(authors.id, exceptId),
  );
  const holders = await db.select({ id: authors.id }).from(authors).where(sameScope).limit(1);
  if (holders.length > 0) throw conflict(says.taken(names.accountName, names.scopeName));
};
const guard = async <R>(names: { accountName: string; scopeName: string }, write: PromiseLike<R>): Promise<R> => {
  try {
    return await write;
  } catch (error) {
    throw isUniqueViolation(error) ? conflict(says.taken(names.accountName, names.scopeName)) : error;
  }
};

const scopeOf = (body: { accountId: number; webId?: number | null; groupId?: number | null }): Scope => ({
  accountId: body.accountId,
  webId: body.webId ?? null,
  groupId: body.webId ? null : (body.groupId ?? null),
});

/**
 * Approvers (spec §3 webAuthor, §7.1): read by every signed-in user, changed at CONFIG 2 (contract/author.ts),
 * each change announced as `author` (§7.2).
 */
export const authorHandlers = (context: ServerContext): ApiHandlers<typeof authorApi> => ({
  list: async () => ({
    data: (
      await selectAuthors(context.db).orderBy(
        asc(authors.webId),
        asc(authors.groupId),
        asc(authors.step),
        asc(authors.id),
      )
    ).map(toAuthor),
  }),

  choices: async () => {
    const [candidates, websites, groupRows] = await Promise.all([
      context.db
        .select({ id: accounts.id, name: accounts.name, email: accounts.email, groupName: groups.name })
        .from(accounts)
        .innerJoin(groups, eq(groups.id, accounts.groupId))
        .where(eq(accounts.workflow, true))
        .orderBy(asc(accounts.name), asc(accounts.id)),
      context.db.select({ id: webs.id, name: webs.name }).from(webs).orderBy(asc(webs.id)),
      context.db.select({ id: groups.id, name: groups.name }).from(groups).orderBy(asc(groups.id)),
    ]);
    return { data: { accounts: candidates, websites, groups: groupRows } };
  },

  get: async ({ params }) => {
    const [row] = await selectAuthors(context.db).where(eq(authors.id, params.id));
    if (!row) throw notFound(says.notFound);
    return { data: toAuthor(row) };
  },

  create: async ({ body, request }) => {
    const scope = scopeOf(body);
    const names = await checkScope(context.db, scope);
    await ensureFree(context.db, scope, names);
    const [created] = await guard(
      names,
      context.db
        .insert(authors)
        .values({ ...scope, step: body.step, notifyByMail: body.notifyByMail ?? false })
        .returning({ id: authors.id, version: authors.version }),
    );
    if (!created) throw new Error('author.create: nothing inserted');
    await announce(context, request.log, { event: 'author', action: 'created', id: created.id });
    return { ...created, message: says.created(names.accountName) };
  },

  update: async ({ body, request }) => {
    if (body.version === undefined) throw badRequest(says.versionRequired);
    const [current] = await context.db.select({ id: authors.id }).from(authors).where(eq(authors.id, body.id));
    if (!current) throw notFound(says.notFound);
    const scope = scopeOf(body);
    const names = await checkScope(context.db, scope);
    await ensureFree(context.db, scope, names, body.id);
    const updated = await guard(
      names,
      updateVersioned(context.db, authors, {
        id: body.id,
        version: body.version,
        set: { ...scope, step: body.step, notifyByMail: body.notifyByMail ?? false },
        notFound: says.notFound,
      }),
    );
    await announce(context, request.log, { event: 'author', action: 'updated', id: updated.id });
    return { ...updated, message: says.saved(names.accountName) };
  },

  remove: async ({ params, request }) => {
    const deleted = await deleteAndAnnounce(context, request.log, authors, {
      id: params.id,
      event: 'author',
      notFound: says.notFound,
    });
    return { id: deleted.id, message: says.deleted };
  },
});
