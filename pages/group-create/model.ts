import { createEvent, createStore, sample } from 'effector';
import { editorOpened, groupCreated } from '../../model/group/index.ts';

/** /group/create opened: an empty form. */
export const groupCreatePageOpened = createEvent();
sample({ clock: groupCreatePageOpened, fn: () => null, target: editorOpened });

/** The id of the group this page just created: the page goes on to it. */
export const $createdGroupId = createStore<number | null>(null)
  .on(groupCreated, (_, group) => group.id)
  .reset(groupCreatePageOpened);
