import { allSettled, createEffect, createWatch, fork } from 'effector';
import { describe, expect, test, vi } from 'vitest';
import type { MutationOutcome } from '../../contract/index.ts';
import { type MessageRequest, messageShown, messageTimerFx } from '../messages/index.ts';
import { createActiveToggle } from './activeToggle.ts';
import { createListResource } from './listResource.ts';

interface Row {
  id: number;
  name: string;
  active: boolean;
}
const ok: MutationOutcome = { ok: true, noPermission: false, stale: false, message: 'server says' };

const make = () => {
  const listFx = createEffect<void, Row[]>(() => []);
  const resource = createListResource<Row>({ name: 'rows', listFx });
  const effect = createEffect<{ id: number; body: { active: boolean } }, MutationOutcome>(() => ok);
  const toggle = createActiveToggle({
    name: 'rows-active',
    effect,
    resource,
    params: ({ id, active }) => ({ id, body: { active } }),
    successMessage: ({ record, active }) => `${record?.name} ${active ? 'on' : 'off'}`,
    failedText: '切り替えられませんでした。',
  });
  return { resource, effect, toggle, listFx };
};

const start = async (handler: (params: { id: number; body: { active: boolean } }) => Promise<MutationOutcome>) => {
  const { resource, effect, toggle, listFx } = make();
  const scope = fork({
    handlers: [
      [listFx, () => [{ id: 1, name: 'A', active: false }]],
      [effect, handler],
      [messageTimerFx, () => undefined],
    ],
  });
  await allSettled(resource.refreshed, { scope });
  const messages: MessageRequest[] = [];
  createWatch({ unit: messageShown, scope, fn: (message) => messages.push(message) });
  return { scope, resource, toggle, messages };
};

describe('createActiveToggle', () => {
  test('sends the new state once, shows it in the list after the server took it, and says so', async () => {
    const handler = vi.fn(async () => ok);
    const { scope, resource, toggle, messages } = await start(handler);
    const first = allSettled(toggle.toggled, { scope, params: { id: 1, active: true } });
    expect(scope.getState(toggle.$pendingIds)).toEqual([1]);
    // A second press while the first is on its way does nothing.
    await allSettled(toggle.toggled, { scope, params: { id: 1, active: true } });
    await first;
    expect(handler).toHaveBeenCalledTimes(1);
    expect(handler).toHaveBeenCalledWith({ id: 1, body: { active: true } });
    expect(scope.getState(resource.$items)).toEqual([{ id: 1, name: 'A', active: true }]);
    expect(scope.getState(toggle.$pendingIds)).toEqual([]);
    expect(messages).toEqual([{ message: 'A on', type: 'success' }]);
  });

  test('asks nothing for the state the record already has', async () => {
    const handler = vi.fn(async () => ok);
    const { scope, toggle } = await start(handler);
    await allSettled(toggle.toggled, { scope, params: { id: 1, active: false } });
    expect(handler).not.toHaveBeenCalled();
  });

  test('a refusal leaves the list as it was and is said as an error, the server’s words first', async () => {
    const { scope, resource, toggle, messages } = await start(async () => ({
      ok: false,
      error: true,
      message: '権限がありません（例）',
      noPermission: false,
      stale: false,
    }));
    await allSettled(toggle.toggled, { scope, params: { id: 1, active: true } });
    expect(scope.getState(resource.$items)).toEqual([{ id: 1, name: 'A', active: false }]);
    expect(messages).toEqual([{ message: '権限がありません（例）', type: 'error' }]);
  });
});
