import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import {
  type Account,
  authorityMessages,
  canonicalDomain,
  countOf,
  type groupApi,
  html,
  SUPER_GROUP_ID,
} from '../../contract/index.ts';
import { hashPassword } from '../auth/password.ts';
import { temporaryPassword } from '../auth/temporaryPassword.ts';
import type { ServerContext } from '../context.ts';
import type { Db } from '../db/connect.ts';
import { accounts, domains, forms, groups } from '../db/schema.ts';
import { badRequest, conflict, notFound } from '../http/problem.ts';
import type { ApiHandlers } from '../http/registerEndpoints.ts';
import { enforceAuthority, findGroup, groupMessages } from './group.ts';
import { announce, deleteAndAnnounce, staleVersion, uniqueName, updateVersioned } from './mutations.ts';

/** Messages are HTML (spec §2.7): an address or a name goes in escaped (`html`). */
export const accountMessages = {
  notFound: 'アカウントが見つかりません。',
  emailTaken: (email: string) => html`${email} はすでに登録されています。`,
  domainNotAllowed: (domain: string) =>
    html`${domain} は許可されたドメインではありません。システム設定の許可ドメインを確認してください。`,
  // contract/authority.ts: outside the super group, nobody manages accounts above their own rights (403).
  superGroupOnly: authorityMessages.superGroupAccounts,
  accountsAboveOwn: authorityMessages.accountsAboveOwn,
  ownAccountGroup: authorityMessages.ownAccountGroup,
  lastSuperGroupMember: 'システム管理組織の最後のアカウントは、ほかの組織へ移動できません。',
  removeSelf: '自分自身のアカウントは削除できません。',
  nothingToReset:
    '組織アカウント（Microsoft Entra ID）には、リセットするパスワードやワンタイムパスワードがありません。',
  referenced: 'このアカウントはほかのデータから参照されているため削除できません。',
  ownsForms: (names: readonly string[], total: number) =>
    html`このアカウントが作成したフォームがあるため削除できません（${countOf(total)}：「${names.join('」「')}」${total > names.length ? ' ほか' : ''}）。先にフォームを削除してください。`,
  created: 'アカウントを作成しました。',
  createdWithPassword:
    'アカウントを作成しました。仮パスワードはこの画面でしか表示されません。本人へ安全な方法で伝えてください。',
  saved: 'アカウントを保存しました。',
  moved: (groupName: string) => html`アカウントを「${groupName}」へ移動しました。`,
  passwordReset: 'パスワードをリセットしました。仮パスワードはこの画面でしか表示されません。',
  otpReset: 'ワンタイムパスワードの登録をリセットしました。次回のログインで登録し直します。',
  deleted: 'アカウントを削除しました。',
} as const;

type Reader = Pick<Db, 'select'>;

const accountColumns = {
  id: accounts.id,
  groupId: accounts.groupId,
  name: accounts.name,
  email: accounts.email,
  type: accounts.type,
  workflow: accounts.workflow,
  otpEnrolled: accounts.otpEnrolled,
  mustChangePassword: accounts.mustChangePassword,
  version: accounts.version,
  updatedAt: accounts.updatedAt,
};

type AccountRow = Omit<Account, 'updatedAt'> & { updatedAt: Date };
const toAccount = (row: AccountRow): Account => ({ ...row, updatedAt: row.updatedAt.toISOString() });

const findAccount = async (db: Reader, id: number): Promise<AccountRow | undefined> =>
  (await db.select(accountColumns).from(accounts).where(eq(accounts.id, id)))[0];

const emails = uniqueName(accounts, accounts.email, accountMessages.emailTaken);

const requireAccount = async (db: Reader, id: number): Promise<AccountRow> => {
  const account = await findAccount(db, id);
  if (!account) throw notFound(accountMessages.notFound);
  return account;
};

const requireGroup = async (db: Reader, id: number) => {
  const group = await findGroup(db, id);
  if (!group) throw notFound(groupMessages.notFound);
  return group;
};

/**
 * Accounts are only made for addresses in an allowed domain (settings) allowed for accounts (its purpose
 * `any` or `account`, not `mailing`), compared in the canonical form (an IDN typed in Unicode matches its
 * punycode). With none listed, none is allowed: deleting the last domain must not quietly open account
 * creation to any address.
 */
const refuseUnlistedDomain = async (db: Reader, email: string) => {
  const domain = email.slice(email.lastIndexOf('@') + 1);
  const [listed] = await db
    .select({ id: domains.id })
    .from(domains)
    .where(and(eq(domains.domain, canonicalDomain(domain) ?? domain), inArray(domains.purpose, ['any', 'account'])));
  if (!listed) throw badRequest(accountMessages.domainNotAllowed(domain));
};

/**
 * A form keeps its owner (forms.owner_id restricts the delete): say which forms, rather than the generic
 * "referenced" answer the foreign key alone would give.
 */
const refuseFormOwner = async (db: Reader, accountId: number) => {
  const owned = await db
    .select({ name: forms.name })
    .from(forms)
    .where(eq(forms.ownerId, accountId))
    .orderBy(asc(forms.id));
  if (owned.length > 0) {
    throw conflict(
      accountMessages.ownsForms(
        owned.slice(0, 3).map((form) => form.name),
        owned.length,
      ),
    );
  }
};

/** The account half of `groupApi` (the group's accounts live under its path; group.ts serves the rest). */
export const accountHandlers = (
  context: ServerContext,
): Pick<
  ApiHandlers<typeof groupApi>,
  'listAccounts' | 'createAccount' | 'updateAccount' | 'changeAccountGroup' | 'resetAccount' | 'removeAccount'
> => ({
  listAccounts: async ({ params }) => {
    await requireGroup(context.db, params.id);
    const rows = await context.db
      .select(accountColumns)
      .from(accounts)
      .where(eq(accounts.groupId, params.id))
      .orderBy(asc(accounts.id));
    return { data: rows.map(toAccount) };
  },

  createAccount: async ({ params, body, principal, request }) => {
    const group = await requireGroup(context.db, params.id);
    // Whoever manages accounts could otherwise make an account they control with rights above their own.
    enforceAuthority(principal, { kind: 'manageAccounts', group });
    const email = body.email.trim().toLowerCase();
    await refuseUnlistedDomain(context.db, email);
    await emails.ensureFree(context.db, email);
    // A Default account signs in with a password: it gets a temporary one, to be replaced at first sign-in.
    const password = body.type === 'Default' ? temporaryPassword() : undefined;
    const [created] = await emails.guard(
      email,
      context.db
        .insert(accounts)
        .values({
          groupId: group.id,
          name: body.name,
          email,
          type: body.type,
          workflow: body.workflow,
          passwordHash: password === undefined ? null : await hashPassword(password),
          mustChangePassword: password !== undefined,
        })
        .returning({ id: accounts.id, version: accounts.version }),
    );
    if (!created) throw new Error('group.createAccount: nothing inserted');
    await announce(
      context,
      request.log,
      { event: 'account', action: 'created', id: created.id },
      { event: 'group', action: 'updated', id: group.id },
    );
    return password === undefined
      ? { ...created, message: accountMessages.created }
      : { ...created, message: accountMessages.createdWithPassword, temporaryPassword: password };
  },

  updateAccount: async ({ params, body, principal, request }) => {
    const account = await requireAccount(context.db, params.id);
    enforceAuthority(principal, { kind: 'manageAccounts', group: await requireGroup(context.db, account.groupId) });
    if (account.version !== body.version) throw staleVersion();
    const updated = await updateVersioned(context.db, accounts, {
      id: account.id,
      version: body.version,
      set: { name: body.name, workflow: body.workflow },
      notFound: accountMessages.notFound,
    });
    await announce(context, request.log, { event: 'account', action: 'updated', id: updated.id });
    return { ...updated, message: accountMessages.saved };
  },

  // Sessions stay: the principal is read again on every request, so the new group's levels apply at once.
  changeAccountGroup: async ({ params, body, principal, request }) => {
    const { updated, from, to } = await context.db.transaction(async (tx) => {
      // Serialises moves out of the super group, so two of them cannot both take its last two members.
      await tx.select({ id: groups.id }).from(groups).where(eq(groups.id, SUPER_GROUP_ID)).for('update');
      const account = await requireAccount(tx, params.id);
      const target = await requireGroup(tx, body.groupId);
      const source = await requireGroup(tx, account.groupId);
      enforceAuthority(principal, { kind: 'moveAccount', accountId: account.id, from: source, to: target });
      if (account.version !== body.version) throw staleVersion();
      if (account.groupId === SUPER_GROUP_ID && target.id !== SUPER_GROUP_ID) {
        const [members] = await tx
          .select({ count: count() })
          .from(accounts)
          .where(eq(accounts.groupId, SUPER_GROUP_ID));
        if ((members?.count ?? 0) <= 1) throw badRequest(accountMessages.lastSuperGroupMember);
      }
      const row = await updateVersioned(tx, accounts, {
        id: account.id,
        version: body.version,
        set: { groupId: target.id },
        notFound: accountMessages.notFound,
      });
      return { updated: row, from: account.groupId, to: target };
    });
    const groupEvents = from === to.id ? [from] : [from, to.id];
    await announce(
      context,
      request.log,
      { event: 'account', action: 'updated', id: updated.id },
      ...groupEvents.map((id) => ({ event: 'group', action: 'updated', id }) as const),
    );
    return { ...updated, message: accountMessages.moved(to.name) };
  },

  resetAccount: async ({ params, body, principal, request }) => {
    const account = await requireAccount(context.db, params.id);
    // A reset hands over a temporary password: signing in as an account above one's own rights.
    enforceAuthority(principal, { kind: 'manageAccounts', group: await requireGroup(context.db, account.groupId) });
    if (account.type !== 'Default') throw badRequest(accountMessages.nothingToReset);
    const password = body.password ? temporaryPassword() : undefined;
    const [updated] = await context.db
      .update(accounts)
      .set({
        ...(password === undefined ? {} : { passwordHash: await hashPassword(password), mustChangePassword: true }),
        ...(body.otp ? { otpSecret: null, otpEnrolled: false, otpLastStep: null } : {}),
        // The reset names no version to compare; the bump still tells open editors the record changed.
        version: sql`${accounts.version} + 1`,
      })
      .where(eq(accounts.id, account.id))
      .returning({ id: accounts.id, version: accounts.version });
    if (!updated) throw notFound(accountMessages.notFound);
    // Whoever held the old password or code app is signed out everywhere.
    await context.sessions.destroyAllFor(updated.id);
    await announce(context, request.log, { event: 'account', action: 'updated', id: updated.id });
    const message = [body.password && accountMessages.passwordReset, body.otp && accountMessages.otpReset]
      .filter(Boolean)
      .join('');
    return password === undefined ? { ...updated, message } : { ...updated, message, temporaryPassword: password };
  },

  removeAccount: async ({ params, principal, request }) => {
    if (params.id === principal.id) throw badRequest(accountMessages.removeSelf);
    const account = await requireAccount(context.db, params.id);
    enforceAuthority(principal, { kind: 'manageAccounts', group: await requireGroup(context.db, account.groupId) });
    await refuseFormOwner(context.db, account.id);
    // Sessions go with the account (cascade); the hub drops its sockets at the next emission.
    const deleted = await deleteAndAnnounce(context, request.log, accounts, {
      id: account.id,
      event: 'account',
      notFound: accountMessages.notFound,
      referenced: accountMessages.referenced,
      alsoAnnounce: [{ event: 'group', action: 'updated', id: account.groupId }],
    });
    return { id: deleted.id, message: accountMessages.deleted };
  },
});
