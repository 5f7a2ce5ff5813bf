import { createStore, sample } from 'effector';
import { createGate } from 'effector-react';
import { groupEditor } from '../../model/group/index.ts';

/** /group/create on screen: an empty form. */
export const GroupCreateGate = createGate({ name: 'group-create' });
sample({ clock: GroupCreateGate.open, fn: () => null, target: groupEditor.opened });

/** The id of the group this page just created: the page goes on to it. */
export const $createdGroupId = createStore<number | null>(null)
  .on(groupEditor.created, (_, group) => group.id)
  .reset(GroupCreateGate.open);
