import { allSettled, fork } from 'effector';
import { expect, test, vi } from 'vitest';
import { aMailHistory } from '../../contract/testing/examples.ts';
import { messageTimerFx } from '../messages/index.ts';
import { mailCancel } from './cancel.ts';
import { mailFx, mailHistory } from './history.ts';

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
