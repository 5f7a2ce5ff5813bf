import { allSettled, createWatch, fork } from 'effector';
import { describe, expect, test, vi } from 'vitest';
import type { TokenInfo } from '../../contract/index.ts';
import type { MailingRead } from '../../contract/mailing.ts';
import type { ForkHandlers } from '../kit/forkHandlers.ts';
import { messageShown, messageTimerFx } from '../messages/index.ts';
import { $tokenInfo } from '../session/session.ts';
import {
  $confirm,
  $countMatches,
  $draft,
  $fieldErrors,
  $preview,
  $requestId,
  $sendableMailings,
  $sendError,
  $testResult,
  composeChanged,
  composeLeft,
  composeStarted,
  confirmSubmitted,
  confirmTyped,
  MAIL_PREVIEW_PAUSE_MS,
  mailClockFx,
  mailingToggled,
  mailTargets,
  newRequestIdFx,
  scheduledInstant,
  sendClicked,
  testClicked,
} from './compose.ts';
import { mailFx, mailHistory } from './history.ts';

const sender: TokenInfo = {
  id: 2,
  email: 'koho@example.go.jp',
  name: '広報 花子',
  groupId: 2,
  groupName: '広報課',
  type: 'Default',
  workflow: false,
  permissions: [0, 0, 1, 0, 0, 0, 0],
};
const lists: MailingRead[] = [
  { id: 1, name: '職員連絡網', type: 'internal', allowGroup: [2], members: [] },
  { id: 2, name: '防災メール', type: 'external', allowGroup: [2, 3], members: [] },
  { id: 3, name: '幹部会', type: 'internal', allowGroup: [3], members: [] },
];
const ok = (extra: object = {}) => ({ ok: true, stale: false, noPermission: false, ...extra });
const preview = (recipientCount: number, extra: object = {}) =>
  ok({
    recipientCount,
    duplicateCount: 2,
    outsideDomains: [],
    from: '"〇〇市役所" <noreply@example.go.jp>',
    text: '本文',
    unsubscribe: false,
    ...extra,
  });
const NOW = Date.parse('2026-11-24T00:00:00Z');

const scopeOf = (handlers: ForkHandlers) => {
  let ids = 0;
  const scope = fork({
    values: [
      [$tokenInfo, sender],
      [mailTargets.$items, lists],
    ],
    handlers: [
      [messageTimerFx, () => {}],
      [newRequestIdFx, () => `00000000-0000-4000-8000-00000000000${++ids}`],
      [mailClockFx, () => NOW],
      [mailFx.history, () => []],
      ...handlers,
    ],
  });
  const shown: string[] = [];
  createWatch({ unit: messageShown, fn: ({ message }) => shown.push(message), scope });
  return { scope, shown };
};
const compose = async (scope: ReturnType<typeof fork>) => {
  await allSettled(composeStarted, { scope });
  await allSettled(mailingToggled, { scope, params: { id: 1, chosen: true } });
  await allSettled(mailingToggled, { scope, params: { id: 2, chosen: true } });
  await allSettled(composeChanged, {
    scope,
    params: { subject: '防災訓練のお知らせ', text: '12月1日に訓練を行います。' },
  });
};

describe('composing a mail', () => {
  test('only the lists the group may send to are offered', () => {
    const { scope } = scopeOf([]);
    expect(scope.getState($sendableMailings).map((list) => list.id)).toEqual([1, 2]);
  });

  test('the preview is asked once typing pauses, and an answer for a draft typed over is dropped', async () => {
    const preview1 = vi.fn(() => preview(3));
    const { scope } = scopeOf([[mailFx.preview, preview1]]);
    await allSettled(composeStarted, { scope });
    // Typed in one go: one question once typing pauses.
    await Promise.all([
      allSettled(mailingToggled, { scope, params: { id: 1, chosen: true } }),
      allSettled(composeChanged, { scope, params: { subject: '防' } }),
      allSettled(composeChanged, { scope, params: { subject: '防災' } }),
    ]);
    expect(preview1).toHaveBeenCalledTimes(1);
    expect(preview1).toHaveBeenCalledWith({ body: { mailingIds: [1], subject: '防災', text: '', html: '' } });
    expect(scope.getState($preview)?.recipientCount).toBe(3);

    let answer: (value: unknown) => void = () => {};
    const slow = vi
      .fn()
      .mockReturnValueOnce(new Promise((resolve) => (answer = resolve)))
      .mockReturnValue(preview(5));
    const { scope: second } = scopeOf([[mailFx.preview, slow]]);
    await allSettled(composeStarted, { scope: second });
    const typed = allSettled(composeChanged, { scope: second, params: { subject: 'a' } });
    await new Promise((resolve) => setTimeout(resolve, MAIL_PREVIEW_PAUSE_MS + 50));
    expect(slow).toHaveBeenCalledTimes(1);
    const retyped = allSettled(composeChanged, { scope: second, params: { subject: 'ab' } });
    answer(preview(99));
    await Promise.all([typed, retyped]);
    expect(slow).toHaveBeenCalledTimes(2);
    expect(second.getState($preview)?.recipientCount).toBe(5);
  });

  test('a preview still waiting for typing to pause is not asked once the composer has left the screen', async () => {
    const asked = vi.fn(() => preview(3));
    const { scope } = scopeOf([[mailFx.preview, asked]]);
    await allSettled(composeStarted, { scope });
    const typed = allSettled(composeChanged, { scope, params: { subject: '防災' } });
    await allSettled(composeLeft, { scope });
    await typed;
    expect(asked).not.toHaveBeenCalled();
  });

  test('checks in Japanese before anything is sent', async () => {
    const send = vi.fn(() => ok());
    const { scope } = scopeOf([
      [mailFx.preview, () => preview(0)],
      [mailFx.send, send],
    ]);
    await allSettled(composeStarted, { scope });
    await allSettled(composeChanged, { scope, params: { when: 'later', scheduledAt: '2026-11-24T08:00' } });
    await allSettled(sendClicked, { scope });
    expect(send).not.toHaveBeenCalled();
    expect(scope.getState($fieldErrors)).toEqual({
      mailingIds: 'メーリングリストを1つ以上選んでください。',
      subject: '入力してください。',
      text: 'テキスト本文かHTML本文のどちらかを入力してください。',
      scheduledAt: '送信予約の日時は、今より後にしてください。',
    });
  });

  test('one request id per compose: kept across a failed send and a retry, new after success', async () => {
    const send = vi
      .fn()
      .mockReturnValueOnce({ ok: false, stale: false, noPermission: false, message: '' })
      .mockReturnValue(ok({ id: 9, recipientCount: 3 }));
    const { scope, shown } = scopeOf([
      [mailFx.preview, () => preview(3)],
      [mailFx.send, send],
    ]);
    await compose(scope);
    const first = scope.getState($requestId);
    await allSettled(sendClicked, { scope });
    expect(scope.getState($sendError)).toBeTruthy();
    expect(scope.getState($draft).subject).toBe('防災訓練のお知らせ');
    await allSettled(sendClicked, { scope });
    expect(send.mock.calls.map(([call]) => call.body.requestId)).toEqual([first, first]);
    expect(send.mock.calls[1]?.[0].body).toEqual({
      requestId: first,
      mailingIds: [1, 2],
      subject: '防災訓練のお知らせ',
      text: '12月1日に訓練を行います。',
      html: '',
    });
    expect(shown).toContain('メール「防災訓練のお知らせ」の送信を始めました（受信者 3 人）。');
    expect(scope.getState($draft).subject).toBe('');
    expect(scope.getState($requestId)).not.toBe(first);
  });

  test('a second press while the send is on its way does nothing', async () => {
    let answer: (value: unknown) => void = () => {};
    const send = vi.fn(() => new Promise((resolve) => (answer = resolve)));
    const { scope } = scopeOf([
      [mailFx.preview, () => preview(3)],
      [mailFx.send, send],
    ]);
    await compose(scope);
    const pressed = allSettled(sendClicked, { scope });
    await new Promise((resolve) => setTimeout(resolve, 10));
    const again = allSettled(sendClicked, { scope });
    answer(ok({ id: 1 }));
    await Promise.all([pressed, again]);
    expect(send).toHaveBeenCalledTimes(1);
  });

  test('above 100 the count is typed first; a 409 with a new count asks again', async () => {
    const send = vi
      .fn()
      .mockReturnValueOnce({ ok: false, stale: true, noPermission: false, message: '', recipientCount: 152 })
      .mockReturnValue(ok({ id: 3, recipientCount: 152 }));
    const { scope } = scopeOf([
      [mailFx.preview, () => preview(150)],
      [mailFx.send, send],
    ]);
    await compose(scope);
    await allSettled(sendClicked, { scope });
    expect(send).not.toHaveBeenCalled();
    expect(scope.getState($confirm)).toEqual({ expected: 150, note: null });
    await allSettled(confirmTyped, { scope, params: '149' });
    expect(scope.getState($countMatches)).toBe(false);
    await allSettled(confirmSubmitted, { scope });
    expect(send).not.toHaveBeenCalled();
    await allSettled(confirmTyped, { scope, params: '１５０' });
    expect(scope.getState($countMatches)).toBe(true);
    await allSettled(confirmSubmitted, { scope });
    expect(send.mock.calls[0]?.[0].body.confirmedCount).toBe(150);
    expect(scope.getState($confirm)?.expected).toBe(152);
    expect(scope.getState($countMatches)).toBe(false);
    await allSettled(confirmTyped, { scope, params: '152' });
    await allSettled(confirmSubmitted, { scope });
    expect(send.mock.calls[1]?.[0].body).toMatchObject({
      confirmedCount: 152,
      requestId: send.mock.calls[0]?.[0].body.requestId,
    });
    expect(scope.getState($confirm)).toBeNull();
  });

  test('a 409 whose count was lost on the way (an HTTP error answer) is recounted by the preview, then asked', async () => {
    const send = vi
      .fn()
      .mockReturnValueOnce({ ok: false, stale: true, noPermission: false, message: '' })
      .mockReturnValue(ok({ id: 3 }));
    const { scope } = scopeOf([
      // The lists grow once the first send is refused.
      [mailFx.preview, () => preview(send.mock.calls.length === 0 ? 150 : 160)],
      [mailFx.send, send],
    ]);
    await compose(scope);
    await allSettled(sendClicked, { scope });
    expect(scope.getState($confirm)?.expected).toBe(150);
    await allSettled(confirmTyped, { scope, params: '150' });
    await allSettled(confirmSubmitted, { scope });
    expect(scope.getState($confirm)).toEqual({
      expected: 160,
      note: 'メーリングリストの宛先が変わり、受信者は 160 人になりました。人数を確かめて、もう一度入力してください。',
    });
    await allSettled(confirmTyped, { scope, params: '160' });
    await allSettled(confirmSubmitted, { scope });
    expect(send.mock.calls[1]?.[0].body.confirmedCount).toBe(160);
  });

  test('a scheduled send names its time (Japan time) and the history is read again', async () => {
    const send = vi.fn((_call: { body: { scheduledAt?: string } }) => ok({ id: 4 }));
    const history = vi.fn(() => []);
    const { scope, shown } = scopeOf([
      [mailFx.preview, () => preview(3)],
      [mailFx.send, send],
      [mailHistory.listFx, history],
    ]);
    await compose(scope);
    await allSettled(composeChanged, { scope, params: { when: 'later', scheduledAt: '2026-12-01T09:00' } });
    await allSettled(sendClicked, { scope });
    expect(send.mock.calls[0]?.[0].body.scheduledAt).toBe('2026-12-01T00:00:00.000Z');
    expect(shown[0]).toMatch(/2026年12月1日 9:00 に送信予約しました/);
    expect(history).toHaveBeenCalled();
  });

  test('the test send goes to the sender and says where', async () => {
    const testSend = vi.fn(() => ok({ to: 'koho@example.go.jp' }));
    const { scope } = scopeOf([
      [mailFx.preview, () => preview(3)],
      [mailFx.test, testSend],
    ]);
    await compose(scope);
    await allSettled(testClicked, { scope });
    expect(testSend).toHaveBeenCalledWith({
      body: { subject: '防災訓練のお知らせ', text: '12月1日に訓練を行います。', html: '' },
    });
    expect(scope.getState($testResult)).toEqual({
      ok: true,
      message: 'テスト送信しました（送信先：koho@example.go.jp）。',
    });
  });
});

test('a date-time field is read as Japan time', () => {
  expect(scheduledInstant('2026-12-01T09:00')).toBe('2026-12-01T00:00:00.000Z');
  expect(scheduledInstant('12/1 9:00')).toBeNull();
});
