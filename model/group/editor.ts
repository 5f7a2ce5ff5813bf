import { createEvent, createStore, sample } from 'effector';
import { areas, type Group, type MutationOutcome } from '../../contract/index.ts';
import { messageShown } from '../messages/index.ts';
import { fetchCurrentGroupFx, type GroupInput, saveGroupFx, saveNewGroupFx } from './groups.ts';
import { groupText } from './text.ts';

/** What the form edits. */
export type GroupDraft = GroupInput;

export const emptyDraft = (): GroupDraft => ({ name: '', description: '', permission: areas.map(() => 0) });

const draftOf = (group: Group): GroupDraft => ({
  name: group.name,
  description: group.description,
  permission: [...group.permission],
});

const sameDraft = (a: GroupDraft, b: GroupDraft): boolean =>
  a.name === b.name && a.description === b.description && a.permission.every((level, i) => level === b.permission[i]);

/** Opens the editor: with a group to edit it, without one to create a new group. */
export const editorOpened = createEvent<Group | null>();
export const nameChanged = createEvent<string>();
export const descriptionChanged = createEvent<string>();
export const levelChanged = createEvent<{ index: number; level: number }>();
export const saveClicked = createEvent();
/** After a 409: keep what I typed and save over their version, or take theirs. */
export const keepMineClicked = createEvent();
export const takeTheirsClicked = createEvent();

/** The record being edited as last read from the server (null while creating). */
export const $base = createStore<Group | null>(null).on(editorOpened, (_, group) => group);
export const $draft = createStore<GroupDraft>(emptyDraft())
  .on(editorOpened, (_, group) => (group ? draftOf(group) : emptyDraft()))
  .on(nameChanged, (draft, name) => ({ ...draft, name }))
  .on(descriptionChanged, (draft, description) => ({ ...draft, description }))
  .on(levelChanged, (draft, { index, level }) => ({
    ...draft,
    permission: draft.permission.map((current, i) => (i === index ? Math.max(0, Math.trunc(level)) : current)),
  }));

/** Unsaved changes: leaving the form asks first. */
export const $dirty = sample({
  source: { draft: $draft, base: $base },
  fn: ({ draft, base }) => !sameDraft(draft, base ? draftOf(base) : emptyDraft()),
});

export const $saving = sample({
  source: [saveGroupFx.pending, saveNewGroupFx.pending],
  fn: ([a, b]) => a || b,
});

/** The server's refusal, shown in the form (nothing typed is lost). */
export const $saveError = createStore<string | null>(null)
  .on(editorOpened, () => null)
  .on(saveClicked, () => null);

/** After a stale save: both versions, side by side, until the user picks one. */
export const $conflict = createStore<{ mine: GroupDraft; theirs: Group } | null>(null).reset(editorOpened);

/** A save went through: the id of the saved group (the page navigates). */
export const saved = createEvent<{ id: number | undefined; name: string }>();

sample({
  clock: saveClicked,
  source: { draft: $draft, base: $base, saving: $saving },
  filter: ({ base, saving }) => base === null && !saving,
  fn: ({ draft }) => draft,
  target: saveNewGroupFx,
});
sample({
  clock: saveClicked,
  source: { draft: $draft, base: $base, saving: $saving },
  filter: ({ base, saving }) => base !== null && !saving,
  fn: ({ draft, base }) => ({ ...draft, id: base?.id ?? 0, version: base?.version ?? 0 }),
  target: saveGroupFx,
});

const finished = sample({
  clock: [saveNewGroupFx.done, saveGroupFx.done],
  fn: ({ params, result }: { params: GroupInput; result: MutationOutcome }) => ({ name: params.name, result }),
});

sample({
  clock: finished,
  filter: ({ result }) => result.ok,
  fn: ({ name, result }) => ({ id: result.id, name }),
  target: saved,
});
sample({
  clock: saved,
  fn: ({ name }) => ({ message: groupText.saved(name), type: 'success' as const }),
  target: messageShown,
});

$saveError.on(finished, (_, { result }) =>
  result.ok ? null : result.stale ? groupText.stale : (result.message ?? groupText.failed),
);

sample({
  clock: finished,
  source: $base,
  filter: (base, { result }) => result.stale && base !== null,
  fn: (base) => base?.id ?? 0,
  target: fetchCurrentGroupFx,
});
sample({
  clock: fetchCurrentGroupFx.doneData,
  source: $draft,
  filter: (_, theirs) => theirs !== undefined,
  fn: (mine, theirs) => ({ mine, theirs: theirs as Group }),
  target: $conflict,
});

// Keep mine: the next save goes over their version. Take theirs: the form shows their record.
const keptMine = sample({
  clock: keepMineClicked,
  source: $conflict,
  filter: (conflict) => conflict !== null,
  fn: (conflict) => conflict?.theirs as Group,
});
$base.on(keptMine, (_, theirs) => theirs);
$conflict.reset(keptMine);
$saveError.reset(keptMine);
sample({
  clock: takeTheirsClicked,
  source: $conflict,
  filter: (conflict) => conflict !== null,
  fn: (conflict) => conflict?.theirs as Group,
  target: editorOpened,
});
