import { type Account, type Group, SUPER_GROUP_ID } from '../../contract/index.ts';

/**
 * What the server refuses, known before asking it, so the screens never offer it: each rule answers the
 * reason in Japanese (shown beside the disabled control), or null when the action is open.
 */
export const ruleText = {
  superGroupDelete: 'システム管理組織は削除できません。',
  hasMembers: 'アカウントが所属している組織は削除できません。先にアカウントを別の組織へ移動してください。',
  msalReset: '組織アカウントは Microsoft Entra ID でログインするため、パスワードとワンタイムパスワードはありません。',
} as const;

/** Why this group cannot be deleted, or null. Without a member count (a server that does not send it) the server decides. */
export const groupDeleteBlocked = (group: Pick<Group, 'id'> & { memberCount?: number }): string | null => {
  if (group.id === SUPER_GROUP_ID) return ruleText.superGroupDelete;
  if ((group.memberCount ?? 0) > 0) return ruleText.hasMembers;
  return null;
};

/** The row actions an account offers, each with the reason it is not offered. */
export const accountActions = (account: Pick<Account, 'type'>) => ({
  reset: account.type === 'Default' ? null : ruleText.msalReset,
});
