import { allSettled, fork } from 'effector';
import { afterEach, expect, test, vi } from 'vitest';
import { authApi, themeApi } from '../../contract/index.ts';
import { api } from './client.ts';
import { endpointFx } from './endpointFx.ts';

afterEach(() => {
  vi.restoreAllMocks();
});

test('an endpoint effect calls the shared client with the endpoint and its input', async () => {
  const call = vi.spyOn(api, 'call').mockResolvedValue({ data: [] });
  const listThemesFx = endpointFx(themeApi.list);
  const verifyFx = endpointFx(authApi.verify);
  expect(listThemesFx.shortName).toBe('theme.list');
  await allSettled(listThemesFx, { scope: fork(), params: undefined });
  const input = { params: { email: 'a@example.go.jp' }, body: { password: 'p', token: '123456' } };
  await allSettled(verifyFx, { scope: fork(), params: input });
  expect(call.mock.calls).toEqual([
    [themeApi.list, undefined],
    [authApi.verify, input],
  ]);
});

test('it fails with what the client rejected with', async () => {
  const refusal = new Error('refused');
  vi.spyOn(api, 'call').mockRejectedValue(refusal);
  const fx = endpointFx(authApi.check);
  const result = await allSettled(fx, { scope: fork(), params: undefined });
  expect(result).toEqual({ status: 'fail', value: refusal });
});
