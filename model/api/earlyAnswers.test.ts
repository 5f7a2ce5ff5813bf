import { afterEach, describe, expect, it, vi } from 'vitest';
import { askEarly, fetchWithEarlyAnswers } from './earlyAnswers.ts';

const answer = (body: string) => new Response(body, { status: 200 });

afterEach(() => vi.unstubAllGlobals());

describe('answers asked for early', () => {
  it('answers the first GET of the address with the early answer, later ones from the network', async () => {
    const network = vi.fn(async (url: string) => answer(`network ${url}`));
    vi.stubGlobal('fetch', network);
    askEarly('/auth', { credentials: 'include' });
    expect(network).toHaveBeenCalledTimes(1);
    expect(network).toHaveBeenCalledWith('/auth', { credentials: 'include', method: 'GET' });

    expect(await (await fetchWithEarlyAnswers('/auth', { method: 'GET' })).text()).toBe('network /auth');
    expect(network).toHaveBeenCalledTimes(1);
    await fetchWithEarlyAnswers('/auth', { method: 'GET' });
    expect(network).toHaveBeenCalledTimes(2);
  });

  it('leaves other addresses and other methods to the network', async () => {
    const network = vi.fn(async () => answer('network'));
    vi.stubGlobal('fetch', network);
    askEarly('/auth/early-other');
    await fetchWithEarlyAnswers('/api/config', { method: 'GET' });
    await fetchWithEarlyAnswers('/auth/early-other', { method: 'POST', body: '{}' });
    expect(network).toHaveBeenCalledTimes(3);
    await fetchWithEarlyAnswers('/auth/early-other');
    expect(network).toHaveBeenCalledTimes(3);
  });

  it('hands a failure on to the caller, and gives up when the caller aborts', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    askEarly('/auth/early-failing');
    await expect(fetchWithEarlyAnswers('/auth/early-failing')).rejects.toThrow('Failed to fetch');

    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => undefined)),
    );
    askEarly('/auth/early-hanging');
    const controller = new AbortController();
    const call = fetchWithEarlyAnswers('/auth/early-hanging', { signal: controller.signal });
    controller.abort(new DOMException('time limit', 'AbortError'));
    await expect(call).rejects.toThrow('time limit');
  });

  it('asks only once for an address asked for twice before it is taken', () => {
    const network = vi.fn(async () => answer('network'));
    vi.stubGlobal('fetch', network);
    askEarly('/auth/early-twice');
    askEarly('/auth/early-twice');
    expect(network).toHaveBeenCalledTimes(1);
  });
});
