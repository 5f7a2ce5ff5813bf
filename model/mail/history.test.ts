import { allSettled, fork } from 'effector';
import { expect, test, vi } from 'vitest';
import { aMailHistory } from '../../contract/testing/examples.ts';
import { messageTimerFx } from '../messages/index.ts';
import { messageReceived, wireRealtime } from '../realtime/index.ts';
import { $tokenInfo } from '../session/session.ts';
import { mailCancel } from './cancel.ts';
import { mailRecipients, recipientsToggled } from './detail.ts';
import { mailFx, mailHistory, mailHistoryDomain } from './history.ts';

const ok = { ok: true, stale: false, noPermission: false };

test('mail-history async refetches the whole list (no get by id)', async () => {
  const history = vi.fn(() => [aMailHistory]);
  const scope = fork({ handlers: [[mailFx.history, history]] });
  await allSettled(mailHistory.refreshed, { scope });
  await allSettled(mailHistory.listChanged, { scope });
  expect(history).toHaveBeenCalledTimes(2);
  expect(mailHistory.getFx).toBeUndefined();
});

test('a cancel names the mail, marks it cancelled and reads the history again', async () => {
  const cancel = vi.fn(() => ok);
  const history = vi.fn(() => [{ ...aMailHistory, status: 'cancelled' }]);
  const scope = fork({
    values: [[mailHistory.$items, [aMailHistory]]],
    handlers: [
      [mailFx.cancel, cancel],
      [mailFx.history, history],
      [messageTimerFx, () => {}],
    ],
  });
  await allSettled(mailCancel.opened, { scope, params: 7 });
  await allSettled(mailCancel.submitted, { scope });
  await allSettled(mailCancel.submitted, { scope });
  expect(cancel).toHaveBeenCalledTimes(1);
  expect(cancel).toHaveBeenCalledWith({ params: { id: 7 } });
  expect(scope.getState(mailHistory.$items)[0]?.status).toBe('cancelled');
  expect(scope.getState(mailCancel.$done)).toBe(true);
  expect(history).toHaveBeenCalled();
});

test('a refused cancel keeps the dialog open with the reason', async () => {
  const scope = fork({
    values: [[mailHistory.$items, [aMailHistory]]],
    handlers: [
      [mailFx.cancel, () => ({ ok: false, stale: false, noPermission: false, message: 'すでに送信済みです。' })],
    ],
  });
  await allSettled(mailCancel.opened, { scope, params: 7 });
  await allSettled(mailCancel.submitted, { scope });
  expect(scope.getState(mailCancel.$error)).toBe('すでに送信済みです。');
  expect(scope.getState(mailCancel.$done)).toBe(false);
});

test("a mail's recipients are read by its get, shown for one mail at a time, and hidden when asked again", async () => {
  const get = vi.fn(({ params }: { params: { id: number } }) => ({
    ...aMailHistory,
    id: params.id,
    text: '',
    html: '',
    recipients: [{ email: 'a@example.go.jp', status: 'sent', error: null, attempts: 1, sentAt: null }],
  }));
  const scope = fork({ handlers: [[mailFx.get, get]] });
  await allSettled(recipientsToggled, { scope, params: 7 });
  expect(get).toHaveBeenCalledWith({ params: { id: 7 } });
  expect(scope.getState(mailRecipients.$items).map((each) => each.email)).toEqual(['a@example.go.jp']);
  await allSettled(recipientsToggled, { scope, params: 7 });
  expect(scope.getState(mailRecipients.$key)).toBeNull();
  expect(scope.getState(mailRecipients.$items)).toEqual([]);
});

test('a mail-history event refetches the history for a MAIL user through the registry entry, and not for others', async () => {
  // As the shell wires every registered domain: by its event name.
  wireRealtime($tokenInfo, { resources: { [mailHistoryDomain.event]: mailHistoryDomain.resource } });
  const user = {
    id: 2,
    email: 'koho@example.go.jp',
    name: '広報 花子',
    groupId: 2,
    groupName: '広報課',
    type: 'Default' as const,
    workflow: false,
    permissions: [0, 0, 1, 0, 0, 0, 0],
  };
  const history = vi.fn(() => [{ ...aMailHistory, status: 'sending', sentCount: 10 }]);
  const scope = fork({ values: [[$tokenInfo, user]], handlers: [[mailFx.history, history]] });
  await allSettled(messageReceived, { scope, params: { event: 'mail-history', action: 'async' } });
  expect(history).toHaveBeenCalledTimes(1);
  expect(scope.getState(mailHistory.$items)[0]?.sentCount).toBe(10);
  expect(mailHistoryDomain.initialLoad?.(user)).toBe(true);

  const other = fork({
    values: [[$tokenInfo, { ...user, permissions: [9, 9, 0, 9, 9, 9, 9] }]],
    handlers: [[mailFx.history, history]],
  });
  await allSettled(messageReceived, { scope: other, params: { event: 'mail-history', action: 'async' } });
  expect(history).toHaveBeenCalledTimes(1);
});
