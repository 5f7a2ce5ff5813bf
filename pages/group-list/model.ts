import { createGate } from 'effector-react';
import { groups } from '../../model/group/index.ts';
import { shownWhile } from '../../model/kit/index.ts';

/** /group on screen: load the list unless it is loaded (real-time events keep a loaded list fresh). */
export const GroupListGate = createGate({ name: 'group-list' });
shownWhile(GroupListGate, groups);

/** The list could not be loaded: the page says so and offers to try again. */
export const $groupsFailed = groups.$status.map((status) => status === 'rejected');
export const retryClicked = groups.refreshed;
