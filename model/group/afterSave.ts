import { sample } from 'effector';
import type { Group } from '../../contract/index.ts';
import { $base, editorOpened } from './editor.ts';
import { groups, saveGroupFx, saveNewGroupFx } from './groups.ts';

/**
 * After a save the form holds what the server now has: nothing is left unsaved (leaving does not ask),
 * the next save names the version the server answered, and the list shows the record at once, before
 * the real-time event refetches it.
 */
const updated = sample({
  clock: saveGroupFx.done,
  source: $base,
  filter: (base, { result }) => result.ok && base !== null,
  fn: (base, { params: { id, version, ...input }, result }): Group => ({
    ...(base as Group),
    ...input,
    id,
    version: result.version ?? version,
  }),
});

/** A new group was created: its record as the server now has it. */
export const groupCreated = sample({
  clock: saveNewGroupFx.done,
  filter: ({ result }) => result.ok && result.id !== undefined,
  fn: ({ params, result }): Group => ({
    ...params,
    id: result.id as number,
    memberCount: 0,
    version: result.version ?? 1,
  }),
});

sample({ clock: [updated, groupCreated], target: [editorOpened, groups.upserted] });
