import { attach, combine, createEffect, createEvent, createStore, sample } from 'effector';
import { composePage, type PageVersionRead, type PageVersionSummary } from '../../contract/index.ts';
import { byId, createKeyedList, type KeyedList } from '../kit/index.ts';
import { reconnected } from '../realtime/index.ts';
import { workflowFx, workflows } from '../workflow/index.ts';
import { pages } from './pages.ts';

/**
 * A page's history (ours: /cms/{webId}/page/{id}/history): its snapshots, newest first, as
 * GET /api/cms/page/{id}/versions lists them (without their HTML), keyed by the page.
 */
export const pageVersions = createKeyedList<PageVersionSummary>({
  name: 'page-versions',
  fetchFx: attach({ effect: workflowFx.pageVersions, mapParams: (id: number) => ({ params: { id } }) }),
});

const readVersionFx = byId(workflowFx.pageVersion);

/**
 * One side of the comparison: a snapshot with its HTML (GET /api/cms/page-version/{id}), keyed by the
 * snapshot, so an answer for a side chosen before the last choice is dropped. Empty: the snapshot is gone.
 */
const compareSide = (name: string): KeyedList<PageVersionRead> =>
  createKeyedList<PageVersionRead>({
    name,
    // The read is called before any await: its scope is the caller's.
    fetchFx: createEffect(async (id: number): Promise<PageVersionRead[]> => {
      const version = await readVersionFx(id);
      return version ? [version] : [];
    }),
  });
const fromSide = compareSide('page-version-from');
const toSide = compareSide('page-version-to');

export type CompareSideName = 'from' | 'to';

/** The history screen opened for this page: its versions read afresh (events may have been missed while away). */
export const historyOpened = createEvent<number>();
/** It closed: nothing more is read for it (events no longer refresh a list nobody sees). */
export const historyClosed = createEvent();
/** A version chosen for one side of the comparison. */
export const compareChosen = createEvent<{ side: CompareSideName; id: number }>();
/** Reads a side whose HTML could not be read again. */
export const compareRetried = createEvent();

sample({ clock: historyOpened, target: pageVersions.keyRequested });
sample({ clock: historyClosed, target: [pageVersions.reset, fromSide.reset, toSide.reset] });

/**
 * The comparison a reader starts from: what is live against the newest version; when the newest is live,
 * the version before it against the newest (what the last publication changed).
 */
export const defaultPair = (versions: readonly PageVersionSummary[]): { from: number | null; to: number | null } => {
  const [newest, previous] = versions;
  if (!newest) return { from: null, to: null };
  const live = versions.find((version) => version.live);
  const from = live && live.id !== newest.id ? live : (previous ?? newest);
  return { from: from.id, to: newest.id };
};

/** The reader's own choices (null: the default); a choice of a version no longer listed falls back to it. */
const $chosen = createStore<{ from: number | null; to: number | null }>({ from: null, to: null })
  .on(compareChosen, (chosen, { side, id }) => ({ ...chosen, [side]: id }))
  .reset(historyOpened, historyClosed);

/** The two versions compared: chosen, or the default pair. */
export const $comparePair = combine(pageVersions.$items, $chosen, (items, chosen) => {
  const fallback = defaultPair(items);
  const listed = (id: number | null) => id !== null && items.some((item) => item.id === id);
  return {
    from: listed(chosen.from) ? chosen.from : fallback.from,
    to: listed(chosen.to) ? chosen.to : fallback.to,
  };
});

for (const [side, list] of [
  ['from', fromSide],
  ['to', toSide],
] as const) {
  sample({
    clock: $comparePair.updates,
    filter: (pair) => pair[side] !== null,
    fn: (pair) => pair[side] as number,
    target: list.keyNeeded,
  });
  sample({ clock: $comparePair.updates, filter: (pair) => pair[side] === null, target: list.reset });
  sample({ clock: compareRetried, filter: list.$failed, target: list.refreshed });
}

/** One side as the screen shows it: its snapshot once read, or why not. */
export interface CompareSideState {
  id: number | null;
  version: PageVersionRead | null;
  pending: boolean;
  failed: boolean;
  /** Answered as not there (the snapshot went meanwhile). */
  gone: boolean;
  /**
   * The snapshot as the public would see it, composed by the server (ours, issue 22); from a server that does not
   * send it, the page alone (title and HTML; no theme or template).
   */
  preview: string | null;
  /** The preview is the page alone (the server sent no composed one): the screen says so. */
  pageAlone: boolean;
}

const pageAlone = (version: PageVersionRead) =>
  composePage({ title: version.title, html: version.html, theme: null, template: null });

const sideState = (list: KeyedList<PageVersionRead>, side: CompareSideName) =>
  combine($comparePair, list.$key, list.$items, list.$status, (pair, key, items, status): CompareSideState => {
    const id = pair[side];
    const version = key === id ? (items[0] ?? null) : null;
    return {
      id,
      version,
      pending: id !== null && version === null && (key !== id || status === 'pending' || status === 'init'),
      failed: id !== null && key === id && status === 'rejected',
      gone: id !== null && key === id && status === 'fulfilled' && version === null,
      preview: version ? (version.preview ?? pageAlone(version)) : null,
      pageAlone: version !== null && version.preview === undefined,
    };
  });

export const $compareFrom = sideState(fromSide, 'from');
export const $compareTo = sideState(toSide, 'to');

// A new snapshot is made by a request (or a resubmission) and a publication changes which one is live: the
// history on screen is read again on a `workflow` event about one of the page's requests (the request read
// again by the workflow list) and on a `cms-page` event naming the page, and after the channel reconnects.
sample({
  clock: pages.changed,
  source: pageVersions.$key,
  filter: (key, id) => key !== null && key === id,
  fn: () => undefined,
  target: pageVersions.refreshed,
});
sample({
  clock: workflows.upserted,
  source: pageVersions.$key,
  filter: (key, request) => key !== null && request.pageId === key,
  fn: () => undefined,
  target: pageVersions.refreshed,
});
sample({
  clock: reconnected,
  source: pageVersions.$key,
  filter: (key) => key !== null,
  fn: () => undefined,
  target: pageVersions.refreshed,
});
