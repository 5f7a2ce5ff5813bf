import { combine, createEffect, createEvent, createStore, type Store, sample } from 'effector';
import * as z from 'zod';
import { type AnswerColumn, answerColumns, answerText, answerTime } from '../../contract/answerTable.ts';
import type { FormRead } from '../../contract/form.ts';
import { type FormAnswer, mayRemoveAnswers } from '../../contract/formAnswer.ts';
import { madeOnFirstUse } from '../../contract/madeOnFirstUse.ts';
import { findForm, forms } from '../form/index.ts';
import { normaliseForSearch } from '../kit/index.ts';
import { $tokenInfo } from '../session/index.ts';
import { formAnswers } from './answers.ts';
import { formAnswerText } from './text.ts';

// ── view types (ui/ and pages/ read these, never the contract) ──────────────────────────────────────

export const answerColumnKinds = ['id', 'time', 'text', 'files', 'flag'] as const;
export type AnswerColumnKind = (typeof answerColumnKinds)[number];

export interface AnswerTableColumn {
  key: string;
  label: string;
  kind: AnswerColumnKind;
}

export interface AnswerTableFile {
  name: string;
  url: string;
}

export interface AnswerTableRow {
  id: number;
  /** The text of every column by its key (the downloaded column: 「済」 or ''). */
  cells: Record<string, string>;
  files: AnswerTableFile[];
  downloaded: boolean;
}

/** The sorted column, descending or not (none: the order the answers came in). */
export interface AnswerSorting {
  key: string;
  desc: boolean;
}

/** The fixed columns' keys; an item's column is `item:` and its key. */
export const fixedColumnKeys = {
  id: 'id',
  receivedAt: 'receivedAt',
  files: 'files',
  downloaded: 'downloaded',
} as const;
const ITEM_PREFIX = 'item:';
export const itemColumnKey = (itemKey: string): string => `${ITEM_PREFIX}${itemKey}`;
/** The item key of an item's column (undefined for a fixed column). */
export const itemKeyOf = (columnKey: string): string | undefined =>
  columnKey.startsWith(ITEM_PREFIX) ? columnKey.slice(ITEM_PREFIX.length) : undefined;

/** Newest first, as the table opens. */
export const defaultSorting: AnswerSorting = { key: fixedColumnKeys.receivedAt, desc: true };

/** A row with what sorting and searching need, worked out once per answer. */
interface IndexedRow extends AnswerTableRow {
  answer: FormAnswer;
  time: number;
  /**
   * The cells whose text search compares differently (width- and kana-insensitive), null when none does:
   * numbers, dates and most words read the same, and 50,000 rows held twice over make the page's garbage
   * collections long enough to drop frames while scrolling.
   */
  normalised: Readonly<Record<string, string>> | null;
  /** The columns it was worked out for. */
  signature: string;
}

/** A cell as search compares it. */
const searchTextOf = (row: IndexedRow, key: string): string => row.normalised?.[key] ?? row.cells[key] ?? '';
/** Whether any cell of the row holds the word (already normalised). */
const rowHolds = (row: IndexedRow, word: string): boolean => {
  for (const key in row.cells) if (searchTextOf(row, key).includes(word)) return true;
  return false;
};

const noFiles: readonly AnswerTableFile[] = Object.freeze([]);

const buildRow = (answer: FormAnswer, columns: readonly AnswerColumn[], signature: string): IndexedRow => {
  const cells: Record<string, string> = {
    [fixedColumnKeys.id]: String(answer.id),
    [fixedColumnKeys.receivedAt]: answerTime(answer.createdAt),
  };
  const byKey = new Map(answer.values.map((value) => [value.key, value.value]));
  for (const column of columns) cells[itemColumnKey(column.key)] = answerText(byKey.get(column.key));
  cells[fixedColumnKeys.files] = answer.files.map((file) => file.name).join('、');
  cells[fixedColumnKeys.downloaded] = answer.downloaded ? formAnswerText.downloadedMark : '';
  let normalised: Record<string, string> | null = null;
  for (const key in cells) {
    const text = cells[key] as string;
    const searched = normaliseForSearch(text);
    if (searched !== text) {
      normalised ??= {};
      normalised[key] = searched;
    }
  }
  return {
    id: answer.id,
    cells,
    files:
      answer.files.length === 0 ? (noFiles as AnswerTableFile[]) : answer.files.map(({ name, url }) => ({ name, url })),
    downloaded: answer.downloaded,
    answer,
    time: Date.parse(answer.createdAt),
    normalised,
    signature,
  };
};

// Rows are worked out once per answer object and column set: a refresh that replaces ten answers of 50,000
// works out ten rows. A pure memo by answer id (not a WeakMap: 50,000 ephemerons lengthen every major GC),
// rebuilt on each change so answers gone leave it.
let rowCache = new Map<number, IndexedRow>();
const signatureOf = (columns: readonly AnswerColumn[]) => columns.map((column) => column.key).join('\u0000');

const rowsOf = (answers: readonly FormAnswer[], columns: readonly AnswerColumn[]): IndexedRow[] => {
  const signature = signatureOf(columns);
  const next = new Map<number, IndexedRow>();
  const rows = answers.map((answer) => {
    const cached = rowCache.get(answer.id);
    const row =
      cached?.answer === answer && cached.signature === signature ? cached : buildRow(answer, columns, signature);
    next.set(answer.id, row);
    return row;
  });
  rowCache = next;
  return rows;
};

const collator = madeOnFirstUse(() => new Intl.Collator('ja', { numeric: true }));
const compareRows = (key: string, kind: AnswerColumnKind) => {
  if (kind === 'id') return (a: IndexedRow, b: IndexedRow) => a.id - b.id;
  if (kind === 'time') return (a: IndexedRow, b: IndexedRow) => a.time - b.time || a.id - b.id;
  if (kind === 'flag')
    return (a: IndexedRow, b: IndexedRow) => Number(a.downloaded) - Number(b.downloaded) || a.id - b.id;
  return (a: IndexedRow, b: IndexedRow) => collator().compare(a.cells[key] ?? '', b.cells[key] ?? '') || a.id - b.id;
};

// ── the table ────────────────────────────────────────────────────────────────────────────────────────

/** /form-answer/{id} opened (its gate): the form's answers load unless loaded, its settings are read. */
export const tableOpened = createEvent<number>();
/** The screen left: what was typed into it (filters, search, selection) goes. */
export const tableClosed = createEvent();

export const $tableFormId = createStore<number | null>(null)
  .on(tableOpened, (_, formId) => formId)
  .reset(tableClosed, formAnswers.reset);
sample({ clock: tableOpened, target: formAnswers.keyNeeded });
sample({ clock: tableOpened, fn: () => undefined, target: forms.needed });

/** The form of the table (from the form list; null while it is not there). */
export const $tableForm = combine(forms.$items, $tableFormId, (items, id): FormRead | null => findForm(items, id));

/** The item columns: the form's items in its order, then keys only older answers hold. */
export const $itemColumns = combine($tableForm, formAnswers.$items, (form, answers) =>
  answerColumns(form?.items ?? [], answers),
);

const { columnLabels } = formAnswerText;
export const $columns = $itemColumns.map((items): AnswerTableColumn[] => [
  { key: fixedColumnKeys.id, label: columnLabels.id, kind: 'id' },
  { key: fixedColumnKeys.receivedAt, label: columnLabels.receivedAt, kind: 'time' },
  ...items.map((item) => ({ key: itemColumnKey(item.key), label: item.label, kind: 'text' as const })),
  { key: fixedColumnKeys.files, label: columnLabels.files, kind: 'files' },
  { key: fixedColumnKeys.downloaded, label: columnLabels.downloaded, kind: 'flag' },
]);

const $allRows = combine(formAnswers.$items, $itemColumns, rowsOf);

// Sorting
export const sortClicked = createEvent<string>();
export const $sorting = createStore<AnswerSorting | null>(defaultSorting, { skipVoid: false })
  .on(sortClicked, (sorting, key) => {
    if (sorting?.key !== key) return { key, desc: false };
    return sorting.desc ? null : { key, desc: true };
  })
  .reset(tableClosed, formAnswers.keyRequested, formAnswers.reset);

/** Sorted once per change of the answers or the sorting; typing a filter only filters. */
const $sortedRows = combine($allRows, $sorting, $columns, (rows, sorting, columns) => {
  if (!sorting) return rows;
  const column = columns.find((each) => each.key === sorting.key);
  if (!column) return rows;
  const compare = compareRows(column.key, column.kind);
  const sorted = rows.slice().sort(compare);
  return sorting.desc ? sorted.reverse() : sorted;
});

// Filters and search
export const columnFilterChanged = createEvent<{ key: string; value: string }>();
export const columnFiltersCleared = createEvent();
export const $columnFilters = createStore<Record<string, string>>({})
  .on(columnFilterChanged, (filters, { key, value }) => {
    const next = { ...filters };
    if (value.trim() === '') delete next[key];
    else next[key] = value;
    return next;
  })
  .reset(columnFiltersCleared, tableClosed, formAnswers.keyRequested, formAnswers.reset);
export const searchChanged = createEvent<string>();
export const $search = createStore('')
  .on(searchChanged, (_, text) => text)
  .reset(tableClosed, formAnswers.keyRequested, formAnswers.reset);
/** A filter or a search is in force: some answers may be hidden (tells "none yet" from "none match"). */
export const $filtering = combine(
  $columnFilters,
  $search,
  (filters, search) => Object.keys(filters).length > 0 || search.trim() !== '',
);

const $matchingRows = combine($sortedRows, $columnFilters, $search, (rows, filters, search) => {
  const wanted = Object.entries(filters).map(([key, value]) => [key, normaliseForSearch(value.trim())] as const);
  const words = normaliseForSearch(search).split(/\s+/u).filter(Boolean);
  if (wanted.length === 0 && words.length === 0) return rows;
  return rows.filter(
    (row) =>
      wanted.every(([key, value]) => searchTextOf(row, key).includes(value)) &&
      words.every((word) => rowHolds(row, word)),
  );
});

/** The rows the table shows: filtered, searched and sorted. */
export const $rows: Store<AnswerTableRow[]> = $matchingRows;
export const $matchingCount = $matchingRows.map((rows) => rows.length);
export const $totalCount = formAnswers.$items.map((items) => items.length);
export const $arrivalsCount = formAnswers.$arrivals.map((arrivals) => arrivals.length);
export const arrivalsShown = formAnswers.arrivalsShown;
/** The first load's progress (answers read so far) and whether every page is read. */
export const $loadedCount = formAnswers.$loaded;
export const $loadComplete = formAnswers.$complete;
export const $tableLoading = formAnswers.$pending;
export const $tableFailed = formAnswers.$failed;
export const tableRetried = formAnswers.retried;

// Selection
export const rowToggled = createEvent<{ id: number; range: boolean }>();
export const allMatchingSelected = createEvent();
export const selectionCleared = createEvent();
export const $selectedIds = createStore<ReadonlySet<number>>(new Set()).reset(
  selectionCleared,
  tableClosed,
  formAnswers.keyRequested,
);
const $anchor = createStore<number | null>(null).reset(
  selectionCleared,
  tableClosed,
  formAnswers.keyRequested,
  formAnswers.reset,
);

const toggled = sample({
  clock: rowToggled,
  source: { selected: $selectedIds, anchor: $anchor, rows: $matchingRows },
  fn: ({ selected, anchor, rows }, { id, range }) => ({
    id,
    next: toggledSelection(selected, anchor, rows, id, range),
  }),
});
$selectedIds.on(toggled, (_, { next }) => next);
$anchor.on(toggled, (_, { id }) => id);

function toggledSelection(
  selected: ReadonlySet<number>,
  anchor: number | null,
  rows: readonly IndexedRow[],
  id: number,
  range: boolean,
): ReadonlySet<number> {
  const next = new Set(selected);
  const on = !selected.has(id);
  const to = range && anchor !== null ? rows.findIndex((row) => row.id === id) : -1;
  const from = to === -1 ? -1 : rows.findIndex((row) => row.id === anchor);
  if (from === -1 || to === -1) {
    if (on) next.add(id);
    else next.delete(id);
    return next;
  }
  // A shift-click: every row between the last one toggled and this one, in the order shown, takes this one's new state.
  for (let index = Math.min(from, to); index <= Math.max(from, to); index += 1) {
    const rowId = (rows[index] as IndexedRow).id;
    if (on) next.add(rowId);
    else next.delete(rowId);
  }
  return next;
}
$selectedIds.on(
  sample({ clock: allMatchingSelected, source: $matchingRows, fn: (rows) => new Set(rows.map((row) => row.id)) }),
  (_, next) => next,
);
// Answers gone (removed here or elsewhere) leave the selection.
$selectedIds.on(formAnswers.$items, (selected, items) => {
  if (selected.size === 0) return selected;
  const present = new Set(items.map((item) => item.id));
  const kept = [...selected].filter((id) => present.has(id));
  return kept.length === selected.size ? selected : new Set(kept);
});
export const $selectedCount = $selectedIds.map((selected) => selected.size);
/** How many of the answers shown are selected (a selection may hold answers the filter hides). */
export const $selectedMatchingCount = combine($selectedIds, $matchingRows, (selected, rows) => {
  if (selected.size === 0) return 0;
  let count = 0;
  for (const row of rows) if (selected.has(row.id)) count += 1;
  return count;
});

// Column visibility and width, remembered per user and form
export const columnVisibilityChanged = createEvent<{ key: string; visible: boolean }>();
export const columnResized = createEvent<{ key: string; width: number }>();

export const TableSettings = z.object({
  hidden: z.array(z.string()).default([]),
  widths: z.record(z.string(), z.number().positive()).default({}),
});
export type TableSettings = z.infer<typeof TableSettings>;
const noSettings = (): TableSettings => ({ hidden: [], widths: {} });

/** The browser storage key of one user's settings of one form's table. */
export const tableSettingsKey = (accountId: number, formId: number): string =>
  `form-answer-table:${accountId}:${formId}`;

export const loadTableSettingsFx = createEffect((key: string): TableSettings => {
  const text = localStorage.getItem(key);
  if (text === null) return noSettings();
  try {
    const parsed = TableSettings.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : noSettings();
  } catch {
    return noSettings();
  }
});
export const saveTableSettingsFx = createEffect(({ key, settings }: { key: string; settings: TableSettings }) => {
  localStorage.setItem(key, JSON.stringify(settings));
});

const $settingsKey = combine($tokenInfo, $tableFormId, (user, formId) =>
  user && formId !== null ? tableSettingsKey(user.id, formId) : null,
);
export const $hiddenColumns = createStore<readonly string[]>([])
  .on(columnVisibilityChanged, (hidden, { key, visible }) =>
    visible ? hidden.filter((each) => each !== key) : hidden.includes(key) ? hidden : [...hidden, key],
  )
  .reset(tableClosed, formAnswers.reset);
export const $columnWidths = createStore<Readonly<Record<string, number>>>({})
  .on(columnResized, (widths, { key, width }) => ({ ...widths, [key]: Math.max(40, Math.round(width)) }))
  .reset(tableClosed, formAnswers.reset);
sample({
  clock: tableOpened,
  source: $settingsKey,
  filter: (key): key is string => key !== null,
  target: loadTableSettingsFx,
});
const settingsLoaded = sample({
  clock: loadTableSettingsFx.done,
  source: $settingsKey,
  filter: (key, { params }) => key === params,
  fn: (_, { result }) => result,
});
$hiddenColumns.on(settingsLoaded, (_, { hidden }) => hidden);
$columnWidths.on(settingsLoaded, (_, { widths }) => widths);
sample({
  clock: [columnVisibilityChanged, columnResized],
  source: { key: $settingsKey, hidden: $hiddenColumns, widths: $columnWidths },
  filter: ({ key }) => key !== null,
  fn: ({ key, hidden, widths }) => ({ key: key as string, settings: { hidden: [...hidden], widths: { ...widths } } }),
  target: saveTableSettingsFx,
});
export const $visibleColumns = combine($columns, $hiddenColumns, (columns, hidden) =>
  columns.filter((column) => !hidden.includes(column.key)),
);

// Who may remove
export interface Rule {
  allowed: boolean;
  /** Why not, in Japanese (null when allowed). */
  reason: string | null;
}

/** Whether the signed-in user may remove this form's answers (the server would refuse otherwise). */
export const $mayRemove = combine($tokenInfo, $tableForm, (user, form): Rule => {
  if (!user || !form) return { allowed: false, reason: formAnswerText.formUnknown };
  const allowed = mayRemoveAnswers(user, { ownerId: form.ownerId, subOwner: form.subOwner ?? [] });
  return { allowed, reason: allowed ? null : formAnswerText.notRemovable };
});

/** Internal: the answers as rows, for the export (the matching ones in the order shown). */
export const $matchingAnswers = $matchingRows.map((rows) => rows.map((row) => row.answer));
