import { combine, sample } from 'effector';
import { createGate } from 'effector-react';
import { type MemberTarget, memberRemove, members } from '../../model/mailing/index.ts';

/** /mailing/{id}/member/remove/{mId} on screen; opened on its own it reads the list to name the address. */
export const MemberRemoveGate = createGate<MemberTarget>({ name: 'mailing-member-remove' });
sample({ clock: MemberRemoveGate.open, fn: ({ id }) => id, target: members.keyNeeded });
sample({ clock: MemberRemoveGate.open, target: memberRemove.opened });
sample({ clock: MemberRemoveGate.close, target: memberRemove.closed });

export const $removingMember = combine(
  members.$items,
  memberRemove.$target,
  (items, target) => items.find((member) => member.memberId === target?.memberId) ?? null,
);
