import { createEvent, sample } from 'effector';
import { groups } from '../../model/group/index.ts';

/** /group opened: load the list unless it is loaded (real-time events keep a loaded list fresh). */
export const groupListOpened = createEvent();

sample({
  clock: groupListOpened,
  source: groups.$status,
  filter: (status) => status === 'init' || status === 'rejected',
  fn: () => undefined,
  target: groups.refreshed,
});
