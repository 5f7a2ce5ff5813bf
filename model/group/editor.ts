import { sample } from 'effector';
import { type Area, areas, type GroupRead } from '../../contract/index.ts';
import { byId, checkName, checkText, createEditor, fieldErrors } from '../kit/index.ts';
import { groupFx, groups } from './groups.ts';
import { levelOpens } from './levels.ts';
import { groupText } from './text.ts';

/** What the group form edits. */
export interface GroupDraft {
  name: string;
  description: string;
  permission: number[];
}

export const emptyGroupDraft = (): GroupDraft => ({ name: '', description: '', permission: areas.map(() => 0) });

/** The group form of /group/create and /group/{id}. */
export const groupEditor = createEditor({
  name: 'group-editor',
  empty: emptyGroupDraft,
  draftOf: (group: GroupRead): GroupDraft => ({
    name: group.name,
    description: group.description,
    permission: [...group.permission],
  }),
  validate: (draft) =>
    fieldErrors<GroupDraft>({
      name: checkName(draft.name),
      description: checkText(draft.description, { max: 500 }),
    }),
  create: {
    effect: groupFx.create,
    params: (draft: GroupDraft) => ({ body: { ...draft, name: draft.name.trim() } }),
  },
  update: {
    effect: groupFx.update,
    params: ({ record, draft }: { record: GroupRead; draft: GroupDraft }) => ({
      params: { id: record.id },
      body: { ...draft, name: draft.name.trim(), version: record.version },
    }),
  },
  fetchCurrent: byId(groupFx.get),
  afterSave: ({ base, draft, outcome }): GroupRead => ({
    ...base,
    ...draft,
    name: draft.name.trim(),
    id: outcome.id ?? base?.id ?? 0,
    // The answer's version; none from a server without versions (the next save goes unchecked, as this one).
    ...(outcome.version === undefined ? {} : { version: outcome.version }),
    // A new group has no accounts yet; otherwise the count stays as it was until the list is refetched.
    ...(base ? {} : { memberCount: 0 }),
  }),
  successMessage: (group) => groupText.saved(group.name),
  staleText: groupText.stale,
  failedText: groupText.failed,
});

// The list shows a saved group at once, before the real-time event refetches it.
sample({ clock: groupEditor.saved, target: groups.upserted });

/** What each level of the draft opens in the side navigation, by area index: updates as the levels change. */
export const $draftLevelOpens = groupEditor.$draft.map((draft) =>
  areas.map((area: Area, i) => levelOpens(area, draft.permission[i] ?? 0)),
);
