import { asc, count, eq } from 'drizzle-orm';
import {
  type Actor,
  type AuthorityAction,
  authorityMessages,
  authorityRefusal,
  type Group,
  type groupApi,
  html,
  SUPER_GROUP_ID,
} from '../../contract/index.ts';
import type { ServerContext } from '../context.ts';
import type { Db } from '../db/connect.ts';
import { accounts, groups } from '../db/schema.ts';
import { badRequest, conflict, forbidden, notFound } from '../http/problem.ts';
import type { ApiHandlers } from '../http/registerEndpoints.ts';
import { announce, deleteAndAnnounce, staleVersion, uniqueName, updateVersioned } from './mutations.ts';

export const groupMessages = {
  notFound: '組織が見つかりません。',
  // Messages are HTML (spec §2.7): a name goes in escaped, so only our own markup reaches the renderer.
  nameTaken: (name: string) => html`「${name}」という組織はすでにあります。別の名前にしてください。`,
  hasMembers: '所属アカウントがあるため削除できません。先にアカウントを移動してください。',
  superGroupDeleted: 'システム管理組織は削除できません。',
  superGroupLowered: 'システム管理組織の権限は下げられません。誰もすべての機能を管理できなくなるのを防ぐためです。',
  created: '組織を作成しました。',
  saved: '組織を保存しました。',
  deleted: '組織を削除しました。',
  versionRequired: '保存する組織の版 (version) がありません。最新の内容を読み込んでから保存してください。',
  // contract/authority.ts: outside the super group, nobody raises rights above their own (403).
  levelAboveOwn: authorityMessages.levelAboveOwn,
  ownGroup: authorityMessages.ownGroup,
  superGroupOnly: authorityMessages.superGroup,
  groupAboveOwn: authorityMessages.groupAboveOwn,
} as const;

/** Refuses (403, the rule's reason) what contract/authority.ts does not let the caller do. */
export const enforceAuthority = (caller: Actor, action: AuthorityAction): void => {
  const refused = authorityRefusal(caller, action);
  if (refused !== null) throw forbidden(refused);
};

type Reader = Pick<Db, 'select'>;

/** Groups as the contract shows them, with their member count. */
const selectGroups = (db: Reader) =>
  db
    .select({
      id: groups.id,
      name: groups.name,
      permission: groups.permissions,
      description: groups.description,
      memberCount: count(accounts.id),
      version: groups.version,
    })
    .from(groups)
    .leftJoin(accounts, eq(accounts.groupId, groups.id))
    .groupBy(groups.id)
    .$dynamic();

export const listGroups = (db: Reader): Promise<Group[]> => selectGroups(db).orderBy(asc(groups.id));

/** The group as the contract shows it, or undefined. */
export const findGroup = async (db: Reader, id: number): Promise<Group | undefined> =>
  (await selectGroups(db).where(eq(groups.id, id)))[0];

const names = uniqueName(groups, groups.name, groupMessages.nameTaken);

/** The super group passes every area check, but the console reads its levels too: never let them drop. */
const lowersSuperGroup = (id: number, stored: readonly number[], wanted: readonly number[]) =>
  id === SUPER_GROUP_ID && stored.some((level, area) => (wanted[area] ?? 0) < level);

/** The group half of `groupApi` (account.ts serves the other half). */
export const groupHandlers = (
  context: ServerContext,
): Pick<ApiHandlers<typeof groupApi>, 'list' | 'get' | 'create' | 'update' | 'remove'> => ({
  list: async () => ({ data: await listGroups(context.db) }),

  get: async ({ params }) => {
    const group = await findGroup(context.db, params.id);
    if (!group) throw notFound(groupMessages.notFound);
    return { data: group };
  },

  create: async ({ body, principal, request }) => {
    enforceAuthority(principal, { kind: 'createGroup', levels: body.permission });
    await names.ensureFree(context.db, body.name);
    const [created] = await names.guard(
      body.name,
      context.db
        .insert(groups)
        .values({ name: body.name, permissions: body.permission, description: body.description })
        .returning({ id: groups.id, version: groups.version }),
    );
    if (!created) throw new Error('group.create: nothing inserted');
    await announce(context, request.log, { event: 'group', action: 'created', id: created.id });
    return { ...created, message: groupMessages.created };
  },

  update: async ({ params, body: { version, ...body }, principal, request }) => {
    // The contract lets a console send no version (a server without versions); ours requires it.
    if (version === undefined) throw badRequest(groupMessages.versionRequired);
    const stored = await findGroup(context.db, params.id);
    if (!stored) throw notFound(groupMessages.notFound);
    enforceAuthority(principal, { kind: 'editGroup', group: stored, levels: body.permission });
    if (stored.version !== version) throw staleVersion();
    if (lowersSuperGroup(stored.id, stored.permission, body.permission)) {
      throw badRequest(groupMessages.superGroupLowered);
    }
    await names.ensureFree(context.db, body.name, stored.id);
    const updated = await names.guard(
      body.name,
      updateVersioned(context.db, groups, {
        id: stored.id,
        version,
        set: { name: body.name, permissions: body.permission, description: body.description },
        notFound: groupMessages.notFound,
      }),
    );
    await announce(context, request.log, { event: 'group', action: 'updated', id: updated.id });
    return { ...updated, message: groupMessages.saved };
  },

  remove: async ({ params, principal, request }) => {
    const group = await findGroup(context.db, params.id);
    if (!group) throw notFound(groupMessages.notFound);
    enforceAuthority(principal, { kind: 'removeGroup', group });
    if (group.id === SUPER_GROUP_ID) throw badRequest(groupMessages.superGroupDeleted);
    if (group.memberCount > 0) throw conflict(groupMessages.hasMembers);
    // The foreign key also refuses it when an account joined since the count.
    const deleted = await deleteAndAnnounce(context, request.log, groups, {
      id: group.id,
      event: 'group',
      notFound: groupMessages.notFound,
      referenced: groupMessages.hasMembers,
    });
    return { id: deleted.id, message: groupMessages.deleted };
  },
});
