import { describe, expect, expectTypeOf, it, vi } from 'vitest';
import * as z from 'zod';
import { authApi, LOGOUT_TIMEOUT_MS } from './auth.ts';
import { endpoint, publicAccess } from './endpoint.ts';
import { ContractError, createClient, flattenIssues, HttpError, serialiseQuery } from './http.ts';
import { localFileApi } from './localFile.ts';
import { mailingApi } from './mailing.ts';
import { clientMessages } from './messages.ts';
import { noticeApi } from './notice.ts';
import { type Page, pageApi } from './page.ts';
import { examples } from './testing/examples.ts';

const recorder = (answer: () => Response | Promise<Response>) => {
  const fetch = vi.fn(async (_url: string | URL | Request, _init?: RequestInit) => answer());
  return { fetch, client: createClient({ baseUrl: 'https://console.example.go.jp', fetch }) };
};
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });
const mutationOk = () => json({ id: 1 });

describe('requests', () => {
  it('fills path parameters, encoded, after the base URL', async () => {
    const { fetch, client } = recorder(() => json(examples['auth.updatePassword']));
    await client.call(authApi.updatePassword, {
      params: { email: 'o+neil@example.go.jp' },
      body: { password: 'old', newPassword: 'a much longer new passphrase' },
    });
    expect(fetch.mock.calls[0]?.[0]).toBe('https://console.example.go.jp/auth/login/o%2Bneil%40example.go.jp');
  });

  it('keeps the spec trailing slash', async () => {
    const { fetch, client } = recorder(mutationOk);
    await client.call(pageApi.create, { body: { webId: 1, title: 'ページ' } });
    expect(fetch.mock.calls[0]?.[0]).toBe('https://console.example.go.jp/api/cms/page/');
  });

  it('serialises the parsed query: coerced, flags as text, absent values left out', async () => {
    const { fetch, client } = recorder(mutationOk);
    await client.call(mailingApi.remove, { params: { id: 4 }, query: { force: true } });
    expect(fetch.mock.calls[0]?.[0]).toBe('https://console.example.go.jp/api/mailing/4?force=true');
    await client.call(mailingApi.remove, { params: { id: 4 } });
    expect(fetch.mock.calls[1]?.[0]).toBe('https://console.example.go.jp/api/mailing/4');
    const notices = recorder(() => json({ data: [] }));
    await notices.client.call(noticeApi.list, { query: { max: '100' } });
    expect(notices.fetch.mock.calls[0]?.[0]).toBe('https://console.example.go.jp/api/notice?max=100');
  });

  it('repeats array values and skips undefined and null', () => {
    expect(serialiseQuery({ a: [1, 2], b: undefined, c: null, d: 'x y', e: false })).toBe('?a=1&a=2&d=x+y&e=false');
    expect(serialiseQuery({})).toBe('');
  });

  it('sends the parsed body as JSON with cookies, and a Content-Type only with a body', async () => {
    const { fetch, client } = recorder(mutationOk);
    await client.call(pageApi.create, { body: { webId: 1, title: ' ページ ' } });
    const init = fetch.mock.calls[0]?.[1];
    expect(init?.method).toBe('POST');
    expect(init?.credentials).toBe('include');
    expect(((init?.headers ?? {}) as Record<string, string>)['Content-Type']).toBe('application/json');
    // defaults applied, text trimmed: what the server would make of it anyway
    expect(JSON.parse(String(init?.body))).toEqual({
      webId: 1,
      title: 'ページ',
      path: '',
      templateId: null,
      html: '',
      active: false,
    });

    await client.call(pageApi.remove, { params: { id: 2 } });
    const bare = fetch.mock.calls[1]?.[1];
    expect(bare?.body).toBeUndefined();
    expect(((bare?.headers ?? {}) as Record<string, string>)['Content-Type']).toBeUndefined();
    expect(bare?.credentials).toBe('include');
  });

  it('passes form data through untouched, letting fetch set the multipart boundary', async () => {
    const { fetch, client } = recorder(mutationOk);
    const form = new FormData();
    form.append('file', new Blob(['x']), 'a.txt');
    await client.call(localFileApi.upload, { body: form });
    const init = fetch.mock.calls[0]?.[1];
    expect(init?.body).toBe(form);
    expect(((init?.headers ?? {}) as Record<string, string>)['Content-Type']).toBeUndefined();
  });

  it('refuses what does not fit before sending, naming the field in Japanese', async () => {
    const { fetch, client } = recorder(mutationOk);
    const error = await client
      .call(pageApi.update, { params: { id: 0 }, body: { title: '', html: '', version: 1 } })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ContractError);
    expect((error as ContractError).kind).toBe('request');
    expect((error as ContractError).issues[0]).toEqual({
      path: 'params.id',
      message: '0より大きい値を入力してください',
    });
    expect(fetch).not.toHaveBeenCalled();

    const body = await client
      .call(pageApi.update, { params: { id: 1 }, body: { title: '', html: '', version: 1 } })
      .catch((caught: unknown) => caught);
    expect((body as ContractError).issues).toEqual([{ path: 'body.title', message: '入力してください' }]);

    const upload = await client.call(localFileApi.upload, { body: {} as FormData }).catch((caught: unknown) => caught);
    expect(upload).toBeInstanceOf(ContractError);
  });
});

describe('answers', () => {
  it('resolves with the parsed answer', async () => {
    const { client } = recorder(() => json(examples['page.get']));
    const answer = await client.call(pageApi.get, { params: { id: 10 } });
    expect(answer).toEqual(examples['page.get']);
  });

  it('takes a write answer holding none of its fields as the answer to another call, never as success', async () => {
    const refused = await recorder(() => json({ items: 1 }))
      .client.call(pageApi.remove, { params: { id: 1 } })
      .catch((caught: unknown) => caught);
    expect(refused).toBeInstanceOf(ContractError);
    expect((refused as ContractError).issues).toEqual([{ path: '', message: clientMessages.notItsAnswer }]);
    // A check likewise: not "not signed in".
    const check = await recorder(() => json({ items: 1 }))
      .client.call(authApi.check)
      .catch((caught: unknown) => caught);
    expect(check).toBeInstanceOf(ContractError);
    // `{}`, an empty body and a known field beside unknown ones are answers.
    expect(await recorder(() => json({})).client.call(pageApi.remove, { params: { id: 1 } })).toEqual({});
    expect(
      await recorder(() => new Response(null, { status: 204 })).client.call(pageApi.remove, { params: { id: 1 } }),
    ).toEqual({});
    expect(
      await recorder(() => json({ message: '削除しました', extra: 1 })).client.call(pageApi.remove, {
        params: { id: 1 },
      }),
    ).toEqual({ message: '削除しました' });
  });

  it('rejects a non-2xx answer with HttpError: status, parsed body, the server message', async () => {
    const { client } = recorder(() => json({ error: true, message: '権限がありません' }, 403));
    const error = await client.call(pageApi.remove, { params: { id: 1 } }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({
      status: 403,
      body: { error: true, message: '権限がありません' },
      endpoint: 'page.remove',
      message: '権限がありません',
    });
  });

  it('keeps a non-JSON error body as text', async () => {
    const { client } = recorder(() => new Response('Bad Gateway', { status: 502 }));
    const error = (await client.call(pageApi.list).catch((caught: unknown) => caught)) as HttpError;
    expect(error.status).toBe(502);
    expect(error.body).toBe('Bad Gateway');
    expect(error.message).toBe('サーバーがエラーを返しました (502)。');
  });

  it('rejects with status 0 when there is no answer', async () => {
    const client = createClient({
      fetch: async () => {
        throw new TypeError('fetch failed');
      },
    });
    const error = (await client.call(pageApi.list).catch((caught: unknown) => caught)) as HttpError;
    expect(error).toBeInstanceOf(HttpError);
    expect(error.status).toBe(0);
    expect(error.body).toBeUndefined();
    expect(error.cause).toBeInstanceOf(TypeError);
  });

  it('rejects an aborted call with status 0', async () => {
    const controller = new AbortController();
    controller.abort();
    const client = createClient({
      fetch: (_url, init) =>
        init?.signal?.aborted ? Promise.reject(new DOMException('aborted', 'AbortError')) : Promise.resolve(json({})),
    });
    const error = (await client
      .call(pageApi.list, { signal: controller.signal })
      .catch((caught: unknown) => caught)) as HttpError;
    expect(error.status).toBe(0);
  });

  it('rejects with status 0 when the answer cannot be read', async () => {
    const client = createClient({
      fetch: async () => ({ status: 200, text: () => Promise.reject(new Error('reset')) }) as unknown as Response,
    });
    await expect(client.call(pageApi.list)).rejects.toMatchObject({ name: 'HttpError', status: 0 });
  });

  it('names the endpoint and the bad field of a malformed answer', async () => {
    const bad = { data: { ...(examples['page.get'] as { data: Page }).data, html: 3 } };
    const { client } = recorder(() => json(bad));
    const error = (await client
      .call(pageApi.get, { params: { id: 10 } })
      .catch((caught: unknown) => caught)) as ContractError;
    expect(error).toBeInstanceOf(ContractError);
    expect(error.kind).toBe('response');
    expect(error.endpoint).toBe('page.get');
    expect(error.issues.map((issue) => issue.path)).toEqual(['data.html']);
    expect(error.message).toMatch(/^page\.get: data\.html: /);
  });

  it('a list keeps the items that fit and leaves out (and tells once) the one that does not', async () => {
    const page = (examples['page.get'] as { data: Page }).data;
    const dropped: unknown[] = [];
    const client = createClient({
      fetch: async () => json({ data: [page, { ...page, id: 11, html: 3 }, { ...page, id: 12 }] }),
      onDropped: (item) => dropped.push(item),
    });
    const answer = await client.call(pageApi.list);
    expect('data' in answer ? answer.data.map((item) => item.id) : []).toEqual([10, 12]);
    expect(dropped).toEqual([{ endpoint: 'page.list', index: 1, issue: expect.objectContaining({ path: 'html' }) }]);
  });

  it('reads a bare list and a bare item as the spec allows, and refuses what is neither', async () => {
    const page = (examples['page.get'] as { data: Page }).data;
    const bare = createClient({ fetch: async () => json([page]) });
    expect(await bare.call(pageApi.list)).toEqual({ data: [page] });
    const bareItem = createClient({ fetch: async () => json(page) });
    expect(await bareItem.call(pageApi.get, { params: { id: 10 } })).toEqual({ data: page });
    const neither = createClient({ fetch: async () => json({ items: [page] }) });
    await expect(neither.call(pageApi.list)).rejects.toBeInstanceOf(ContractError);
  });

  it('rejects an answer that is not JSON, or is missing, with a ContractError', async () => {
    const { client } = recorder(() => new Response('<html>maintenance</html>', { status: 200 }));
    const error = (await client.call(pageApi.list).catch((caught: unknown) => caught)) as ContractError;
    expect(error).toBeInstanceOf(ContractError);
    expect(error.message).toBe('page.list: (root): サーバーの応答がJSONではありません。');

    const empty = recorder(() => new Response(null, { status: 204 }));
    await expect(empty.client.call(pageApi.list)).rejects.toBeInstanceOf(ContractError);
  });

  it('reads a text endpoint as text', async () => {
    const { fetch, client } = recorder(() => new Response('body { color: red; }'));
    await expect(client.call(authApi.commonCss)).resolves.toBe('body { color: red; }');
    expect(((fetch.mock.calls[0]?.[1]?.headers ?? {}) as Record<string, string>).Accept).toContain('text/css');
  });

  it('counts a schema that throws as a contract error, not an escape', async () => {
    const throwing = endpoint({
      name: 'test.throwing',
      method: 'GET',
      path: '/x',
      response: z.unknown().transform(() => {
        throw new Error('boom');
      }),
      access: publicAccess,
    });
    const { client } = recorder(() => json({}));
    await expect(client.call(throwing)).rejects.toMatchObject({
      name: 'ContractError',
      issues: [{ path: '', message: 'boom' }],
    });
  });
});

describe('flattenIssues', () => {
  it('follows a union into the branch that got furthest', () => {
    const schema = z.union([
      z.object({ data: z.array(z.object({ id: z.number() })) }),
      z.object({ error: z.literal(true) }),
    ]);
    const result = schema.safeParse({ data: [{ id: 'x' }] });
    expect(flattenIssues(result.error?.issues ?? []).map((issue) => issue.path)).toEqual(['data.0.id']);
  });
});

describe('types', () => {
  it('derives inputs and answers from the endpoint', async () => {
    const client = createClient({ fetch: async () => json({ error: true }) });
    expectTypeOf<ReturnType<typeof client.call<typeof pageApi.list>>>().toEqualTypeOf<
      Promise<z.infer<typeof pageApi.list.read>>
    >();
    expectTypeOf<Parameters<typeof client.call<typeof pageApi.get>>[1]>().toEqualTypeOf<
      { params: { id: number } } & { query?: undefined } & { body?: undefined } & { signal?: AbortSignal }
    >();
    // @ts-expect-error params are required for a path with parameters
    await client.call(pageApi.get).catch(() => undefined);
    // @ts-expect-error the body must fit the schema
    await client.call(pageApi.setActive, { params: { id: 1 }, body: { active: 'yes' } }).catch(() => undefined);
    await expect(client.call(pageApi.list)).resolves.toEqual({ error: true });
  });
});

describe('a call that never answers', () => {
  it('is given up after the time-out with a Japanese message (HttpError status 0)', async () => {
    const client = createClient({
      timeoutMs: 20,
      fetch: (_url, init) =>
        new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    });
    const error = (await client.call(pageApi.list).catch((caught: unknown) => caught)) as HttpError;
    expect(error).toBeInstanceOf(HttpError);
    expect(error.status).toBe(0);
    expect(error.message).toMatch(/秒以内に応答がありませんでした/);
  });

  it('an endpoint with its own time-out is given up after it (the sign-out after 5 s, not 30)', async () => {
    vi.useFakeTimers();
    try {
      const client = createClient({
        fetch: (_url, init) =>
          new Promise<Response>((_resolve, reject) => {
            init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
          }),
      });
      const pending = client.call(authApi.logout).catch((caught: unknown) => caught);
      await vi.advanceTimersByTimeAsync(LOGOUT_TIMEOUT_MS);
      const error = (await pending) as HttpError;
      expect(error.status).toBe(0);
      expect(error.message).toBe(clientMessages.timeout(LOGOUT_TIMEOUT_MS));
    } finally {
      vi.useRealTimers();
    }
  });

  it('a caller’s own abort is still a network failure, not a time-out', async () => {
    const client = createClient({
      timeoutMs: 10_000,
      fetch: (_url, init) =>
        new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    });
    const controller = new AbortController();
    const pending = client.call(pageApi.list, { signal: controller.signal }).catch((caught: unknown) => caught);
    controller.abort();
    const error = (await pending) as HttpError;
    expect(error.status).toBe(0);
    expect(error.message).not.toMatch(/秒以内/);
  });
});
