export { $groupAuthority, authorityOf, type GroupAuthority } from './authority.ts';
export {
  type AccountForm,
  type AccountTarget,
  accountCreate,
  accountMove,
  accountOf,
  accountReset,
  type CreatedAccount,
  groupDelete,
  type ResetChoice,
  type ResetResult,
} from './dialogs.ts';
export { $draftLevelOpens, emptyGroupDraft, type GroupDraft, groupEditor } from './editor.ts';
export {
  $groupSearch,
  $groupSort,
  $groupsLoading,
  $groupTotal,
  $visibleGroups,
  type GroupSort,
  type GroupSortKey,
  groupSearchChanged,
  groupSortChanged,
  groupSortKeys,
  sortGroups,
} from './groupList.ts';
export { accounts, findById, groupDomain, groupFx, groups } from './groups.ts';
export { levelOpens } from './levels.ts';
export { accountActions, groupDeleteBlocked } from './rules.ts';
export { groupText } from './text.ts';
