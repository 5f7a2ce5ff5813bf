import { combine, sample } from 'effector';
import { createGate } from 'effector-react';
import {
  $memberAddTarget,
  findMailing,
  mailings,
  memberAddClosed,
  memberAddOpened,
  members,
} from '../../model/mailing/index.ts';

/** /mailing/{id}/member on screen: the list and its current addresses are read (to judge against them). */
export const MemberAddGate = createGate<{ id: number }>({ name: 'mailing-member-add' });
sample({ clock: MemberAddGate.open, fn: ({ id }) => id, target: [memberAddOpened, members.keyNeeded] });
sample({ clock: MemberAddGate.close, target: memberAddClosed });

export const $addingTo = combine(mailings.$items, $memberAddTarget, findMailing);
