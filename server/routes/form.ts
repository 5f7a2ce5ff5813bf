import { and, asc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import {
  areaIndex,
  type Form,
  type FormItem,
  type FormPerson,
  type FormStatus,
  type formApi,
  formStatusLabel,
  html,
  mayEditForm,
  mayMoveFormStatus,
  SUPER_GROUP_ID,
  type SubOwnerCandidate,
} from '../../contract/index.ts';
import type { ServerContext } from '../context.ts';
import type { Db } from '../db/connect.ts';
import { accounts, formAnswers, forms, groups, webs } from '../db/schema.ts';
import { badRequest, conflict, forbidden, notFound } from '../http/problem.ts';
import type { ApiHandlers, Principal } from '../http/registerEndpoints.ts';
import { announce, deleteAndAnnounce, isForeignKeyViolation, staleVersion, updateVersioned } from './mutations.ts';

/** Messages are HTML (spec §2.7): a form's or an account's name goes in escaped (`html`). */
export const formMessages = {
  notFound: 'フォームが見つかりません。',
  websiteNotFound: '選んだウェブサイトが見つかりません。一覧を読み込み直してから選んでください。',
  notYours:
    'このフォームを変更できるのは、作成者・共同管理者と、すべてのフォームを管理する権限のあるアカウントだけです。',
  statusMove: (from: string, to: FormStatus) =>
    html`フォームの状態を「${formStatusLabel(from)}」から「${formStatusLabel(to)}」へ変更することはできません。`,
  openWithoutItems: '項目が1つもないフォームは受付を開始できません。',
  created: (name: string) => html`フォーム「${name}」を作成しました。`,
  saved: (name: string) => html`フォーム「${name}」を保存しました。`,
  deleted: (name: string) => html`フォーム「${name}」と回答を削除しました。`,
  unknownAccounts: '選んだアカウントの中に、見つからないものがあります。一覧を読み込み直してから選んでください。',
  notManager: (name: string) => html`「${name}」にはフォームを管理する権限がないため、共同管理者にできません。`,
  ownerNotSubOwner: (name: string) => html`「${name}」はこのフォームの作成者のため、共同管理者にはできません。`,
  subOwnersAdded: (names: readonly string[]) => html`共同管理者に「${names.join('、')}」を追加しました。`,
  subOwnersRemoved: (names: readonly string[]) =>
    names.length > 0 ? html`共同管理者から「${names.join('、')}」を外しました。` : '共同管理者を外しました。',
} as const;

type Reader = Pick<Db, 'select'>;
type FormRow = typeof forms.$inferSelect;

/** FORM's place in a group's permissions, as a PostgreSQL (1-based) array subscript. */
const FORM_SUBSCRIPT = areaIndex('FORM') + 1;
/** Who may manage forms, hence be a sub-owner: the super group, or a group at FORM 2 and above. */
const managesForms: SQL = or(
  eq(groups.id, SUPER_GROUP_ID),
  sql`${groups.permissions}[${sql.raw(String(FORM_SUBSCRIPT))}] >= 2`,
) as SQL;

const person = { id: accounts.id, name: accounts.name, groupName: groups.name };

const iso = (date: Date | null) => (date === null ? null : date.toISOString());
const dateOf = (value: string | null) => (value === null ? null : new Date(value));

/** The forms (all, or the one of `id`) as the contract's Form: people by name, answers counted. */
const readForms = async (db: Reader, id?: number): Promise<Form[]> => {
  const rows = await db
    .select({ form: forms, owner: person })
    .from(forms)
    .innerJoin(accounts, eq(accounts.id, forms.ownerId))
    .innerJoin(groups, eq(groups.id, accounts.groupId))
    .where(id === undefined ? undefined : eq(forms.id, id))
    .orderBy(asc(forms.id));
  if (rows.length === 0) return [];
  const counts = await db
    .select({ formId: formAnswers.formId, count: sql<number>`count(*)::int` })
    .from(formAnswers)
    // A removed answer (remove-row) is kept only as a tombstone for consoles to hear of: it counts no more.
    .where(
      id === undefined
        ? eq(formAnswers.removed, false)
        : and(eq(formAnswers.formId, id), eq(formAnswers.removed, false)),
    )
    .groupBy(formAnswers.formId);
  const answerCount = new Map(counts.map((row) => [row.formId, row.count]));
  const subIds = [...new Set(rows.flatMap((row) => row.form.subOwners))];
  const people =
    subIds.length === 0
      ? []
      : await db
          .select(person)
          .from(accounts)
          .innerJoin(groups, eq(groups.id, accounts.groupId))
          .where(inArray(accounts.id, subIds));
  const personOf = new Map<number, FormPerson>(people.map((row) => [row.id, row]));
  return rows.map(({ form, owner }) => {
    // sub_owners has no foreign key: an account deleted since is no longer named.
    const subOwners = form.subOwners.flatMap((subId) => personOf.get(subId) ?? []);
    return {
      id: form.id,
      name: form.name,
      webId: form.webId,
      startDate: iso(form.startDate),
      endDate: iso(form.endDate),
      items: form.items as FormItem[],
      limitAnswer: form.limitAnswer,
      useNotice: form.useNotice,
      allowJs: form.allowJs,
      isMailSend: form.isMailSend,
      isMailWithContent: form.isMailWithContent,
      errorContent: form.errorContent,
      successContent: form.successContent,
      status: form.status as FormStatus,
      subOwner: subOwners.map((sub) => sub.id),
      ownerId: form.ownerId,
      owner,
      subOwners,
      answerCount: answerCount.get(form.id) ?? 0,
      publicPath: `/public/form/${form.id}`,
      version: form.version,
      updatedAt: form.updatedAt.toISOString(),
    };
  });
};

/** The stored form, refused 404 when gone and 403 when the caller may not change it. */
const formToChange = async (db: Reader, principal: Principal, id: number, lock = false): Promise<FormRow> => {
  const query = db.select().from(forms).where(eq(forms.id, id));
  const [form] = lock ? await query.for('update') : await query;
  if (!form) throw notFound(formMessages.notFound);
  // The contract's rule takes a TokenInfo, whose permissions are a mutable array.
  const user = { id: principal.id, groupId: principal.groupId, permissions: [...principal.permissions] };
  if (!mayEditForm(user, { ownerId: form.ownerId, subOwner: form.subOwners })) {
    throw forbidden(formMessages.notYours);
  }
  return form;
};

/** The accounts that may be sub-owners (all, or among `ids`), ordered by group then name. */
const formManagers = async (db: Reader, ids?: readonly number[]): Promise<SubOwnerCandidate[]> =>
  db
    .select({ ...person, email: accounts.email })
    .from(accounts)
    .innerJoin(groups, eq(groups.id, accounts.groupId))
    .where(ids === undefined ? managesForms : and(managesForms, inArray(accounts.id, [...ids])))
    .orderBy(asc(groups.id), asc(accounts.name), asc(accounts.id));

/** Refuses (400) an id that is no account, an account without FORM 2, or the owner; answers them by id. */
const checkSubOwners = async (db: Reader, form: FormRow, ids: readonly number[]) => {
  const unique = [...new Set(ids)];
  const found = await db
    .select({ id: accounts.id, name: accounts.name })
    .from(accounts)
    .where(inArray(accounts.id, unique));
  if (found.length !== unique.length) throw badRequest(formMessages.unknownAccounts);
  const managers = new Set((await formManagers(db, unique)).map((row) => row.id));
  for (const account of found) {
    if (account.id === form.ownerId) throw badRequest(formMessages.ownerNotSubOwner(account.name));
    if (!managers.has(account.id)) throw badRequest(formMessages.notManager(account.name));
  }
  return unique.map((id) => found.find((account) => account.id === id) ?? { id, name: '' });
};

const namesOf = async (db: Reader, ids: readonly number[]) =>
  ids.length === 0
    ? []
    : (
        await db
          .select({ id: accounts.id, name: accounts.name })
          .from(accounts)
          .where(inArray(accounts.id, [...ids]))
      )
        .sort((a, b) => ids.indexOf(a.id) - ids.indexOf(b.id))
        .map((row) => row.name);

/**
 * Forms (spec §3, §7.1; issue 20): read by every signed-in user, created at FORM 2 or CMS 2 (owned by the
 * creator, starting as a draft), changed by whoever `mayEditForm` admits (403 with the reason otherwise).
 * Every change is announced as `form` (§7.2). webId, allowJs and the two mail flags are set at creation only.
 */
export const formHandlers = (context: ServerContext): ApiHandlers<typeof formApi> => ({
  list: async () => ({ data: await readForms(context.db) }),

  get: async ({ params }) => {
    const [form] = await readForms(context.db, params.id);
    if (!form) throw notFound(formMessages.notFound);
    return { data: form };
  },

  create: async ({ body, principal, request }) => {
    const [web] = await context.db.select({ id: webs.id }).from(webs).where(eq(webs.id, body.webId));
    if (!web) throw badRequest(formMessages.websiteNotFound);
    const [created] = await context.db
      .insert(forms)
      .values({
        name: body.name,
        webId: body.webId,
        startDate: dateOf(body.startDate),
        endDate: dateOf(body.endDate),
        items: body.items,
        limitAnswer: body.limitAnswer,
        useNotice: body.useNotice,
        allowJs: body.allowJs,
        isMailSend: body.isMailSend,
        isMailWithContent: body.isMailWithContent,
        errorContent: body.errorContent,
        successContent: body.successContent,
        status: 'draft',
        ownerId: principal.id,
      })
      .returning({ id: forms.id, version: forms.version })
      .catch((error: unknown) => {
        // The website was deleted between the check and the insert.
        throw isForeignKeyViolation(error) ? badRequest(formMessages.websiteNotFound) : error;
      });
    if (!created) throw new Error('form.create: nothing inserted');
    await announce(context, request.log, { event: 'form', action: 'created', id: created.id });
    return { ...created, message: formMessages.created(body.name) };
  },

  update: async ({ params, body, principal, request }) => {
    const stored = await formToChange(context.db, principal, params.id);
    if (stored.version !== body.version) throw staleVersion();
    if (!mayMoveFormStatus(stored.status, body.status)) {
      throw conflict(formMessages.statusMove(stored.status, body.status));
    }
    if (body.status === 'open' && body.items.length === 0) throw conflict(formMessages.openWithoutItems);
    // The version check in the write closes the race with a change made since the read (status included).
    const updated = await updateVersioned(context.db, forms, {
      id: stored.id,
      version: body.version,
      set: {
        name: body.name,
        status: body.status,
        startDate: dateOf(body.startDate),
        endDate: dateOf(body.endDate),
        items: body.items,
        limitAnswer: body.limitAnswer,
        useNotice: body.useNotice,
        errorContent: body.errorContent,
        successContent: body.successContent,
      },
      notFound: formMessages.notFound,
    });
    await announce(context, request.log, { event: 'form', action: 'updated', id: updated.id });
    return { ...updated, message: formMessages.saved(body.name) };
  },

  // The answers go with the form (form_answers cascade).
  remove: async ({ params, principal, request }) => {
    const stored = await formToChange(context.db, principal, params.id);
    const deleted = await deleteAndAnnounce(context, request.log, forms, {
      id: stored.id,
      event: 'form',
      notFound: formMessages.notFound,
    });
    return { id: deleted.id, message: formMessages.deleted(stored.name) };
  },

  addSubOwner: async ({ params, body, principal, request }) => {
    const { updated, names } = await context.db.transaction(async (tx) => {
      // Locked: a save meanwhile waits, so the version read here is the one written.
      const stored = await formToChange(tx, principal, params.id, true);
      const adding = await checkSubOwners(tx, stored, body.subOwner);
      const subOwners = [...new Set([...stored.subOwners, ...adding.map((account) => account.id)])];
      const saved = await updateVersioned(tx, forms, {
        id: stored.id,
        version: stored.version,
        set: { subOwners },
        notFound: formMessages.notFound,
      });
      return { updated: saved, names: adding.map((account) => account.name) };
    });
    await announce(context, request.log, { event: 'form', action: 'updated', id: updated.id });
    return { ...updated, message: formMessages.subOwnersAdded(names) };
  },

  removeSubOwner: async ({ params, body, principal, request }) => {
    const { updated, removed } = await context.db.transaction(async (tx) => {
      const stored = await formToChange(tx, principal, params.id, true);
      const removing = new Set(body.subOwner);
      const saved = await updateVersioned(tx, forms, {
        id: stored.id,
        version: stored.version,
        set: { subOwners: stored.subOwners.filter((id) => !removing.has(id)) },
        notFound: formMessages.notFound,
      });
      return { updated: saved, removed: stored.subOwners.filter((id) => removing.has(id)) };
    });
    await announce(context, request.log, { event: 'form', action: 'updated', id: updated.id });
    return { ...updated, message: formMessages.subOwnersRemoved(await namesOf(context.db, removed)) };
  },

  subOwnerCandidates: async () => ({ data: await formManagers(context.db) }),
});
