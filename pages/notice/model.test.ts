import { allSettled, fork } from 'effector';
import { describe, expect, test } from 'vitest';
import type { NoticeRead } from '../../contract/index.ts';
import { messageTimerFx } from '../../model/messages/index.ts';
import { noticeDelete, noticeEditor, noticeFx, notices } from '../../model/notice/index.ts';
import { $editingId, editClicked, NoticePageGate, newClicked } from './model.ts';

const notice = (id: number, patch: Partial<NoticeRead> = {}): NoticeRead => ({
  id,
  type: 'others',
  title: `お知らせ${id}`,
  content: `<p>本文${id}</p>`,
  important: false,
  version: 1,
  ...patch,
});
const ok = (extra: object = {}) => ({ ok: true, stale: false, noPermission: false, ...extra });

const opened = async (handlers: [unknown, unknown][] = []) => {
  const scope = fork({
    values: [
      [notices.$items, [notice(2), notice(1)]],
      [notices.$status, 'fulfilled'],
    ],
    // biome-ignore lint/suspicious/noExplicitAny: fork's handler pairs
    handlers: [[messageTimerFx, () => {}], ...handlers] as any,
  });
  await allSettled(NoticePageGate.open, { scope, params: {} });
  return scope;
};

describe('/notice', () => {
  test('opens on a new notice; 編集する takes a listed one, 編集をやめる a new one again', async () => {
    const scope = await opened();
    expect(scope.getState($editingId)).toBeNull();
    await allSettled(editClicked, { scope, params: 2 });
    expect(scope.getState($editingId)).toBe(2);
    expect(scope.getState(noticeEditor.$draft).content).toBe('<p>本文2</p>');
    await allSettled(newClicked, { scope });
    expect(scope.getState($editingId)).toBeNull();
    expect(scope.getState(noticeEditor.$draft).content).toBe('');
  });

  test('a sent notice leaves an empty form for the next one', async () => {
    const scope = await opened([[noticeFx.create, () => ok({ id: 3, version: 1 })]]);
    await allSettled(noticeEditor.changed, { scope, params: { content: '<p>新着</p>' } });
    await allSettled(noticeEditor.saveClicked, { scope });
    expect(scope.getState($editingId)).toBeNull();
    expect(scope.getState(noticeEditor.$draft).content).toBe('');
    expect(scope.getState(noticeEditor.$dirty)).toBe(false);
    expect(scope.getState(notices.$items).map((item) => item.id)).toEqual([3, 2, 1]);
  });

  test('a saved edit leaves an empty form too; a failed one keeps the edit on screen', async () => {
    const scope = await opened([
      [
        noticeFx.update,
        ({ body }: { body: { content: string } }) =>
          body.content.includes('NG') ? { ok: false, stale: false, noPermission: false } : ok({ id: 2, version: 2 }),
      ],
    ]);
    await allSettled(editClicked, { scope, params: 2 });
    await allSettled(noticeEditor.changed, { scope, params: { content: '<p>NG</p>' } });
    await allSettled(noticeEditor.saveClicked, { scope });
    expect(scope.getState($editingId)).toBe(2);
    expect(scope.getState(noticeEditor.$draft).content).toBe('<p>NG</p>');
    await allSettled(noticeEditor.changed, { scope, params: { content: '<p>訂正</p>' } });
    await allSettled(noticeEditor.saveClicked, { scope });
    expect(scope.getState($editingId)).toBeNull();
    expect(scope.getState(notices.$items)[0]).toMatchObject({ id: 2, content: '<p>訂正</p>', version: 2 });
  });

  test('the notice being edited follows a newer version while nothing is typed', async () => {
    const scope = await opened();
    await allSettled(editClicked, { scope, params: 2 });
    await allSettled(notices.upserted, { scope, params: notice(2, { content: '<p>他の人の訂正</p>', version: 2 }) });
    expect(scope.getState(noticeEditor.$draft).content).toBe('<p>他の人の訂正</p>');
    await allSettled(noticeEditor.changed, { scope, params: { title: '自分の件名' } });
    await allSettled(notices.upserted, { scope, params: notice(2, { content: '<p>第3版</p>', version: 3 }) });
    expect(scope.getState(noticeEditor.$draft)).toMatchObject({ title: '自分の件名', content: '<p>他の人の訂正</p>' });
  });

  test('deleting the notice being edited leaves a new form', async () => {
    const scope = await opened([[noticeFx.remove, () => ok({ id: 2 })]]);
    await allSettled(editClicked, { scope, params: 2 });
    await allSettled(noticeDelete.opened, { scope, params: 2 });
    await allSettled(noticeDelete.submitted, { scope });
    expect(scope.getState($editingId)).toBeNull();
    expect(scope.getState(notices.$items).map((item) => item.id)).toEqual([1]);
  });
});
