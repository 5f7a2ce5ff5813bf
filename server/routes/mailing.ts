import { and, arrayContains, asc, eq, inArray, sql } from 'drizzle-orm';
import { formatCount, html, type Mailing, type MailingType, type mailingApi } from '../../contract/index.ts';
import {
  type AddressVerdict,
  addable,
  addressVerdictLabels,
  type JudgedAddress,
  judgeAddresses,
} from '../../contract/mailAddresses.ts';
import type { ServerContext } from '../context.ts';
import type { Db } from '../db/connect.ts';
import { domains, groups, mailingLists, mailingMembers, mailRecipients, mails } from '../db/schema.ts';
import { badRequest, conflict, notFound } from '../http/problem.ts';
import type { ApiHandlers } from '../http/registerEndpoints.ts';
import { announce, isForeignKeyViolation, uniqueName, updateVersioned } from './mutations.ts';

export const mailingMessages = {
  notFound: 'メーリングリストが見つかりません。',
  memberNotFound: 'この宛先はメーリングリストに登録されていません。一覧を読み込み直してください。',
  // Messages are HTML (spec §2.7): a name or an address goes in escaped.
  nameTaken: (name: string) => html`「${name}」というメーリングリストはすでにあります。別の名前にしてください。`,
  created: (name: string) => html`メーリングリスト「${name}」を作成しました。`,
  saved: (name: string) => html`メーリングリスト「${name}」を保存しました。`,
  unknownGroups: '選んだ組織の中に、見つからないものがあります。一覧を読み込み直してから選んでください。',
  memberAdded: (email: string) => html`宛先「${email}」を追加しました。`,
  memberAddedOutside: (email: string) => html`宛先「${email}」を追加しました。許可ドメイン外のメールアドレスです。`,
  /** One address refused: the verdict as the paste dialog words it, and the address as typed. */
  memberRefused: (verdict: AddressVerdict, input: string) => html`${addressVerdictLabels[verdict]}：${input}`,
  membersAdded: (added: number, outside: number, refused: number) =>
    [
      `${formatCount(added)} 件追加しました`,
      outside > 0 ? `（うち許可ドメイン外 ${formatCount(outside)} 件）` : '',
      '。',
      refused > 0 ? `追加できなかったメールアドレスが ${formatCount(refused)} 件あります。` : '',
    ].join(''),
  memberRemoved: (email: string) => html`宛先「${email}」を削除しました。`,
} as const;

type Reader = Pick<Db, 'select'>;

const listColumns = {
  id: mailingLists.id,
  name: mailingLists.name,
  type: mailingLists.type,
  allowGroup: mailingLists.allowGroup,
  version: mailingLists.version,
};

/** The lists (all, or the one of `id`) with their members, ordered by address. */
const readMailings = async (db: Reader, id?: number): Promise<Mailing[]> => {
  const lists = await db
    .select(listColumns)
    .from(mailingLists)
    .where(id === undefined ? undefined : eq(mailingLists.id, id))
    .orderBy(asc(mailingLists.id));
  if (lists.length === 0) return [];
  const members = await db
    .select({ mailingId: mailingMembers.mailingId, memberId: mailingMembers.id, email: mailingMembers.email })
    .from(mailingMembers)
    .where(id === undefined ? undefined : eq(mailingMembers.mailingId, id))
    .orderBy(asc(mailingMembers.email), asc(mailingMembers.id));
  const byList = new Map<number, Mailing['members']>();
  for (const { mailingId, memberId, email } of members) {
    const current = byList.get(mailingId) ?? [];
    current.push({ memberId, email });
    byList.set(mailingId, current);
  }
  return lists.map((list) => ({ ...list, type: list.type as MailingType, members: byList.get(list.id) ?? [] }));
};

/** What a list's addresses are judged against: its type, the allowed domains for lists, its members. */
const judgeFor = async (db: Reader, mailingId: number, inputs: readonly string[]): Promise<JudgedAddress[]> => {
  const [list] = await db.select({ type: mailingLists.type }).from(mailingLists).where(eq(mailingLists.id, mailingId));
  if (!list) throw notFound(mailingMessages.notFound);
  const [allowed, members] = await Promise.all([
    db
      .select({ domain: domains.domain })
      .from(domains)
      .where(inArray(domains.purpose, ['any', 'mailing'])),
    db.select({ email: mailingMembers.email }).from(mailingMembers).where(eq(mailingMembers.mailingId, mailingId)),
  ]);
  return judgeAddresses(
    inputs.map((input, index) => ({ input: input.trim(), line: index + 1 })),
    { type: list.type, allowedDomains: allowed.map((row) => row.domain), members: members.map((row) => row.email) },
  );
};

/** Refuses (400) a group that does not exist; answers the groups once each, in their order. */
const checkGroups = async (db: Reader, groupIds: readonly number[]) => {
  const unique = [...new Set(groupIds)];
  if (unique.length > 0) {
    const found = await db.select({ id: groups.id }).from(groups).where(inArray(groups.id, unique));
    if (found.length !== unique.length) throw badRequest(mailingMessages.unknownGroups);
  }
  return unique;
};

/** Mails still to go: scheduled, or being sent (the sender checks the mail's status before each recipient). */
const mailsToGo = ['scheduled', 'sending'] as const;

export const removalMessages = {
  inUse: (name: string, members: number, scheduled: number, sending: number) =>
    [
      html`メーリングリスト「${name}」は使われているため削除できません。`,
      members > 0 ? `宛先が ${formatCount(members)} 件登録されています。` : '',
      scheduled > 0 ? `送信予約のメールが ${formatCount(scheduled)} 通あります。` : '',
      sending > 0 ? `送信中のメールが ${formatCount(sending)} 通あります。` : '',
      scheduled + sending > 0
        ? '強制的に削除すると、宛先もすべて削除され、これらのメールの送信は取り消されます。'
        : '強制的に削除すると、宛先もすべて削除されます。',
    ].join(''),
  deleted: (cancelledMails: number) =>
    cancelledMails > 0
      ? `メーリングリストを削除し、メール ${formatCount(cancelledMails)} 通の送信を取り消しました。`
      : 'メーリングリストを削除しました。',
} as const;

/**
 * Deletes a list (spec §5). In use (members, or a mail still to go to it) it is refused (409, saying what)
 * unless forced; forced, in one transaction the members go with it and those mails are cancelled with their
 * recipients not yet handed to the transport. The list's row is locked first, so an address added meanwhile
 * waits for the outcome (its foreign key) rather than slipping past the check.
 */
const removeMailing = async (db: Db, id: number, force: boolean): Promise<{ cancelledMails: number }> =>
  db.transaction(async (tx) => {
    const [list] = await tx
      .select({ name: mailingLists.name })
      .from(mailingLists)
      .where(eq(mailingLists.id, id))
      .for('update');
    if (!list) throw notFound(mailingMessages.notFound);
    const [members] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(mailingMembers)
      .where(eq(mailingMembers.mailingId, id));
    const toGo = await tx
      .select({ id: mails.id, status: mails.status })
      .from(mails)
      .where(and(inArray(mails.status, mailsToGo), arrayContains(mails.mailingIds, [id])))
      .for('update');
    const memberCount = members?.count ?? 0;
    if (!force && (memberCount > 0 || toGo.length > 0)) {
      const scheduled = toGo.filter((mail) => mail.status === 'scheduled').length;
      throw conflict(removalMessages.inUse(list.name, memberCount, scheduled, toGo.length - scheduled));
    }
    if (toGo.length > 0) {
      const mailIds = toGo.map((mail) => mail.id);
      await tx.update(mails).set({ status: 'cancelled', cancelledAt: sql`now()` }).where(inArray(mails.id, mailIds));
      await tx
        .update(mailRecipients)
        .set({ status: 'cancelled' })
        .where(and(inArray(mailRecipients.mailId, mailIds), eq(mailRecipients.status, 'pending')));
    }
    await tx.delete(mailingLists).where(eq(mailingLists.id, id));
    return { cancelledMails: toGo.length };
  });

/** The list was deleted between the judgement and the insert (its foreign key refused the address): 404. */
const listGone = (error: unknown): never => {
  throw isForeignKeyViolation(error) ? notFound(mailingMessages.notFound) : error;
};

const names = uniqueName(mailingLists, mailingLists.name, mailingMessages.nameTaken);

/**
 * Mailing lists (spec §3, §7.1; issue 19): read at MAIL_ADDRESS 1 or MAIL 1, changed at MAIL_ADDRESS 2
 * (contract/mailing.ts), each change announced as `mail-group` (§7.2). Addresses are judged as the console
 * judges a paste (contract/mailAddresses.ts): what the console would refuse, the server refuses too.
 * Adding or removing an address changes the list's members, not its version: an assign dialog left open
 * meanwhile still saves.
 */
export const mailingHandlers = (context: ServerContext): ApiHandlers<typeof mailingApi> => ({
  list: async () => ({ data: await readMailings(context.db) }),

  get: async ({ params }) => {
    const [mailing] = await readMailings(context.db, params.id);
    if (!mailing) throw notFound(mailingMessages.notFound);
    return { data: mailing };
  },

  create: async ({ body, request }) => {
    await names.ensureFree(context.db, body.name);
    const [created] = await names.guard(
      body.name,
      context.db
        .insert(mailingLists)
        .values({ name: body.name, type: body.type })
        .returning({ id: mailingLists.id, version: mailingLists.version }),
    );
    if (!created) throw new Error('mailing.create: nothing inserted');
    await announce(context, request.log, { event: 'mail-group', action: 'created', id: created.id });
    return { ...created, message: mailingMessages.created(body.name) };
  },

  update: async ({ params, body, request }) => {
    const allowGroup = await checkGroups(context.db, body.allowGroup);
    await names.ensureFree(context.db, body.name, params.id);
    const updated = await names.guard(
      body.name,
      updateVersioned(context.db, mailingLists, {
        id: params.id,
        version: body.version,
        set: { name: body.name, allowGroup },
        notFound: mailingMessages.notFound,
      }),
    );
    await announce(context, request.log, { event: 'mail-group', action: 'updated', id: updated.id });
    return { ...updated, message: mailingMessages.saved(body.name) };
  },

  addMember: async ({ params, body, request }) => {
    const [judged] = await judgeFor(context.db, params.id, [body.email]);
    if (!judged) throw new Error('mailing.addMember: nothing judged');
    const { verdict, email, input } = judged;
    if (!addable(verdict) || email === null) {
      const refusal = mailingMessages.memberRefused(verdict, input);
      throw verdict === 'member' ? conflict(refusal) : badRequest(refusal);
    }
    const [added] = await context.db
      .insert(mailingMembers)
      .values({ mailingId: params.id, email })
      .onConflictDoNothing()
      .returning({ id: mailingMembers.id })
      .catch(listGone);
    // Added by another request between the judgement and the insert.
    if (!added) throw conflict(mailingMessages.memberRefused('member', input));
    await announce(context, request.log, { event: 'mail-group', action: 'updated', id: params.id });
    const message = verdict === 'outside' ? mailingMessages.memberAddedOutside : mailingMessages.memberAdded;
    return { id: params.id, message: message(email) };
  },

  addMembers: async ({ params, body, request }) => {
    const judged = await judgeFor(context.db, params.id, body.emails);
    const toAdd = judged.filter((entry) => addable(entry.verdict) && entry.email !== null);
    // One statement for the whole paste; an address another request added meanwhile is skipped, not an error.
    const inserted =
      toAdd.length === 0
        ? []
        : await context.db
            .insert(mailingMembers)
            .values(toAdd.map((entry) => ({ mailingId: params.id, email: entry.email as string })))
            .onConflictDoNothing()
            .returning({ email: mailingMembers.email })
            .catch(listGone);
    const insertedEmails = new Set(inserted.map((row) => row.email));
    const refused = judged.flatMap(({ input, email, verdict }) => {
      if (!addable(verdict)) return [{ email: input, verdict }];
      return email !== null && insertedEmails.has(email) ? [] : [{ email: input, verdict: 'member' as const }];
    });
    const outside = toAdd.filter((entry) => entry.verdict === 'outside' && insertedEmails.has(entry.email ?? ''));
    if (inserted.length > 0) {
      await announce(context, request.log, { event: 'mail-group', action: 'updated', id: params.id });
    }
    return {
      id: params.id,
      added: inserted.length,
      refused,
      message: mailingMessages.membersAdded(inserted.length, outside.length, refused.length),
    };
  },

  removeMember: async ({ params, request }) => {
    const [removed] = await context.db
      .delete(mailingMembers)
      .where(and(eq(mailingMembers.id, params.memberId), eq(mailingMembers.mailingId, params.id)))
      .returning({ email: mailingMembers.email });
    if (!removed) throw notFound(mailingMessages.memberNotFound);
    await announce(context, request.log, { event: 'mail-group', action: 'updated', id: params.id });
    return { id: params.id, message: mailingMessages.memberRemoved(removed.email) };
  },

  remove: async ({ params, query, request }) => {
    const { cancelledMails } = await removeMailing(context.db, params.id, query.force === true);
    await announce(
      context,
      request.log,
      { event: 'mail-group', action: 'deleted', id: params.id },
      ...(cancelledMails > 0 ? [{ event: 'mail-history', action: 'async' } as const] : []),
    );
    return { id: params.id, message: removalMessages.deleted(cancelledMails) };
  },
});
