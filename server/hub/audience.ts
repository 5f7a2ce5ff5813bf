import { eq, inArray } from 'drizzle-orm';
import { levelOf, mayActOn, type RealtimeMessage, realtimeEventArea, SUPER_GROUP_ID } from '../../contract/index.ts';
import type { Db } from '../db/connect.ts';
import { accounts, groups, notices } from '../db/schema.ts';
import type { AccountNow } from './upkeep.ts';

/**
 * Who a message goes to: every connected user, or the members of some groups and some accounts. The hub
 * reaches them through rooms (one per group, one per account), so a message crosses server instances when
 * the hub runs through Azure Web PubSub, and names a few rooms whatever the number of users.
 */
export type Audience = { everyone: true } | { everyone: false; groupIds: number[]; accountIds: number[] };

/** Whether a group's members get the message by their levels alone (the workflow flag is per account). */
const groupReceives = (message: RealtimeMessage, group: { id: number; permissions: number[] }): boolean => {
  if (group.id === SUPER_GROUP_ID) return true;
  if (message.event === 'account') return levelOf(group, 'ACCOUNT') >= 1;
  return mayActOn(message.event, { permissions: group.permissions, workflow: false });
};

/**
 * Read at every emission, so a group's changed levels apply to the next message at once:
 * - spec §6: an event goes where the console acts on it (its area at level 1 or more; `workflow`: the
 *   workflow flag or CONFIG 1); events that need no permission go to everyone; group 1 receives all;
 * - `account` (ours): the account itself (§7.2: its page reloads) and whoever manages accounts;
 * - `system-notice` of a notice with recipients (ours, issue 20): those accounts only.
 */
export const audienceOf = async (db: Db, message: RealtimeMessage): Promise<Audience> => {
  // ours (issue 20): a notice for some accounts (a form's owners) is announced to them alone.
  if (message.event === 'system-notice' && message.id !== undefined) {
    const [notice] = await db
      .select({ recipients: notices.recipients })
      .from(notices)
      .where(eq(notices.id, message.id));
    if (notice?.recipients) return { everyone: false, groupIds: [], accountIds: [...notice.recipients] };
  }
  const area = realtimeEventArea[message.event];
  if (area === null && message.event !== 'account') return { everyone: true };
  const allGroups = await db.select({ id: groups.id, permissions: groups.permissions }).from(groups).orderBy(groups.id);
  const groupIds = allGroups.filter((group) => groupReceives(message, group)).map((group) => group.id);
  let accountIds: number[] = [];
  if (message.event === 'account') accountIds = [message.id];
  else if (area === 'workflow') {
    const approvers = await db
      .select({ id: accounts.id })
      .from(accounts)
      .where(eq(accounts.workflow, true))
      .orderBy(accounts.id);
    accountIds = approvers.map((account) => account.id);
  }
  return { everyone: false, groupIds, accountIds };
};

/** The accounts' group, name and e-mail as they are now, read before every emission (server/hub/upkeep.ts). */
export const accountsNow = async (db: Db, accountIds: number[]): Promise<Map<number, AccountNow>> => {
  if (accountIds.length === 0) return new Map();
  const rows = await db
    .select({ id: accounts.id, name: accounts.name, email: accounts.email, groupId: accounts.groupId })
    .from(accounts)
    .where(inArray(accounts.id, accountIds));
  return new Map(rows.map(({ id, ...account }) => [id, account]));
};
