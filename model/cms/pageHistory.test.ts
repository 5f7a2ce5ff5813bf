import { allSettled, fork } from 'effector';
import { describe, expect, test, vi } from 'vitest';
import { composePage, type PageVersion, type PageVersionRead, type PageVersionSummary } from '../../contract/index.ts';
import { aPage, aPageVersion, aWorkflow } from '../../contract/testing/examples.ts';
import { workflowFx, workflows } from '../workflow/index.ts';
import {
  $compareFrom,
  $comparePair,
  $compareTo,
  compareChosen,
  compareRetried,
  defaultPair,
  historyClosed,
  historyOpened,
  pageVersions,
} from './pageHistory.ts';
import { pageFx, pages } from './pages.ts';

const version = (id: number, over: Partial<PageVersion> = {}): PageVersion => ({
  ...aPageVersion,
  id,
  pageId: 10,
  pageVersion: id,
  html: `<p>版 ${id}</p>`,
  preview: `<!DOCTYPE html><header class="site-header">本庁サイト</header><main><p>版 ${id}</p></main>`,
  ...over,
});
const summary = ({ html: _html, preview: _preview, ...rest }: PageVersion): PageVersionSummary => rest;

/** Newest first: 3 requested, 2 live, 1 published before. */
const history = [version(3), version(2, { live: true, publishedAt: '2026-04-02T00:00:00.000Z' }), version(1)];

/** A version's read by id: what the server answers, a failure, or nothing (gone). */
type ReadVersion = (request: { params: { id: number } }) => PageVersionRead | undefined | Promise<never>;
const scopeOf = (over: { list?: () => PageVersionSummary[] | Promise<never>; read?: ReadVersion } = {}) => {
  const list = vi.fn(over.list ?? (() => history.map(summary)));
  const read = vi.fn(
    over.read ?? (({ params }: { params: { id: number } }) => history.find((each) => each.id === params.id)),
  );
  const scope = fork({
    handlers: [
      [workflowFx.pageVersions, list],
      [workflowFx.pageVersion, read],
      [pageFx.get, () => ({ ...aPage, id: 10 })],
    ],
  });
  return { scope, list, read };
};

describe('a page history', () => {
  test('opening reads the versions and compares what is live with the newest, both read with their HTML', async () => {
    const { scope, list, read } = scopeOf();
    await allSettled(historyOpened, { scope, params: 10 });
    expect(list).toHaveBeenCalledWith({ params: { id: 10 } });
    expect(scope.getState(pageVersions.$items).map((each) => each.id)).toEqual([3, 2, 1]);
    expect(scope.getState($comparePair)).toEqual({ from: 2, to: 3 });
    expect(read.mock.calls.map(([call]) => (call as { params: { id: number } }).params.id).sort()).toEqual([2, 3]);
    const from = scope.getState($compareFrom);
    expect(from.version?.html).toBe('<p>版 2</p>');
    expect(from.preview).toContain('<p>版 2</p>');
    expect(scope.getState($compareTo)).toMatchObject({ id: 3, pending: false, failed: false, gone: false });
  });

  test('each side previews the snapshot the server composed (theme and template), so nothing says "page alone"', async () => {
    const { scope } = scopeOf();
    await allSettled(historyOpened, { scope, params: 10 });
    expect(scope.getState($compareFrom)).toMatchObject({ preview: version(2).preview, pageAlone: false });
    expect(scope.getState($compareTo)).toMatchObject({ preview: version(3).preview, pageAlone: false });
  });

  test('from a server that sends no composed preview, a side is the page alone and says so', async () => {
    const { scope } = scopeOf({
      read: ({ params }: { params: { id: number } }) => {
        const { preview: _preview, ...read } = version(params.id);
        return params.id === 2 ? read : version(params.id);
      },
    });
    await allSettled(historyOpened, { scope, params: 10 });
    expect(scope.getState($compareFrom)).toMatchObject({
      preview: composePage({ title: aPageVersion.title, html: '<p>版 2</p>', theme: null, template: null }),
      pageAlone: true,
    });
    expect(scope.getState($compareTo).pageAlone).toBe(false);
  });

  test('when the newest version is live, the one before it is compared with it; one version alone, with itself', () => {
    const live = [version(5, { live: true }), version(4)].map(summary);
    expect(defaultPair(live)).toEqual({ from: 4, to: 5 });
    expect(defaultPair([summary(version(4))])).toEqual({ from: 4, to: 4 });
    expect(defaultPair([])).toEqual({ from: null, to: null });
  });

  test('a version chosen for one side is read; the other side stays', async () => {
    const { scope, read } = scopeOf();
    await allSettled(historyOpened, { scope, params: 10 });
    read.mockClear();
    await allSettled(compareChosen, { scope, params: { side: 'from', id: 1 } });
    expect(scope.getState($comparePair)).toEqual({ from: 1, to: 3 });
    expect(read.mock.calls).toEqual([[{ params: { id: 1 } }]]);
    expect(scope.getState($compareFrom).version?.html).toBe('<p>版 1</p>');
    expect(scope.getState($compareTo).version?.html).toBe('<p>版 3</p>');
  });

  test('no versions: nothing to compare and nothing read', async () => {
    const { scope, read } = scopeOf({ list: () => [] });
    await allSettled(historyOpened, { scope, params: 10 });
    expect(scope.getState(pageVersions.$status)).toBe('fulfilled');
    expect(scope.getState($comparePair)).toEqual({ from: null, to: null });
    expect(read).not.toHaveBeenCalled();
  });

  test('a failed read of the list is a failure, not "no versions"; read again, it shows', async () => {
    let fail = true;
    const { scope } = scopeOf({
      list: () => (fail ? Promise.reject(new Error('down')) : history.map(summary)),
    });
    await allSettled(historyOpened, { scope, params: 10 });
    expect(scope.getState(pageVersions.$failed)).toBe(true);
    fail = false;
    await allSettled(pageVersions.refreshed, { scope });
    expect(scope.getState(pageVersions.$failed)).toBe(false);
    expect(scope.getState(pageVersions.$items)).toHaveLength(3);
  });

  test("a side whose HTML cannot be read says so and is read again on retry; the other side's is kept", async () => {
    let fail = true;
    const { scope } = scopeOf({
      read: ({ params }: { params: { id: number } }) =>
        params.id === 3 && fail ? Promise.reject(new Error('down')) : history.find((each) => each.id === params.id),
    });
    await allSettled(historyOpened, { scope, params: 10 });
    expect(scope.getState($compareTo)).toMatchObject({ id: 3, failed: true, version: null });
    expect(scope.getState($compareFrom).failed).toBe(false);
    fail = false;
    await allSettled(compareRetried, { scope });
    expect(scope.getState($compareTo)).toMatchObject({ failed: false, version: { id: 3 } });
  });

  test('a version answered as not there is gone, not failed', async () => {
    const { scope } = scopeOf({
      read: ({ params }: { params: { id: number } }) =>
        params.id === 2 ? undefined : history.find((each) => each.id === params.id),
    });
    await allSettled(historyOpened, { scope, params: 10 });
    expect(scope.getState($compareFrom)).toMatchObject({ id: 2, gone: true, failed: false, pending: false });
  });
});

describe('a page history kept fresh while on screen', () => {
  const newer = version(6);

  test("a cms-page event naming the page, or one of its requests read again, reads the history; another page's does not", async () => {
    const { scope, list } = scopeOf();
    await allSettled(historyOpened, { scope, params: 10 });
    list.mockClear();
    await allSettled(pages.changed, { scope, params: 11 });
    await allSettled(workflows.upserted, { scope, params: { ...aWorkflow, id: 40, pageId: 11 } });
    expect(list).not.toHaveBeenCalled();

    list.mockImplementation(() => [newer, ...history].map(summary));
    await allSettled(workflows.upserted, { scope, params: { ...aWorkflow, id: 41, pageId: 10 } });
    expect(list).toHaveBeenCalledTimes(1);
    expect(scope.getState(pageVersions.$items).map((each) => each.id)).toEqual([6, 3, 2, 1]);
    // The comparison follows the newest while the reader has chosen nothing.
    expect(scope.getState($comparePair)).toEqual({ from: 2, to: 6 });

    await allSettled(pages.changed, { scope, params: 10 });
    expect(list).toHaveBeenCalledTimes(2);
  });

  test("the reader's choice is kept when the history is read again", async () => {
    const { scope, list } = scopeOf();
    await allSettled(historyOpened, { scope, params: 10 });
    await allSettled(compareChosen, { scope, params: { side: 'to', id: 1 } });
    list.mockImplementation(() => [newer, ...history].map(summary));
    await allSettled(pages.changed, { scope, params: 10 });
    expect(scope.getState($comparePair)).toEqual({ from: 2, to: 1 });
  });

  test('once the screen closes, events read nothing', async () => {
    const { scope, list } = scopeOf();
    await allSettled(historyOpened, { scope, params: 10 });
    await allSettled(historyClosed, { scope });
    list.mockClear();
    await allSettled(pages.changed, { scope, params: 10 });
    await allSettled(workflows.upserted, { scope, params: { ...aWorkflow, id: 41, pageId: 10 } });
    expect(list).not.toHaveBeenCalled();
    expect(scope.getState(pageVersions.$items)).toEqual([]);
  });
});
