import { describe, expect, it } from 'vitest';
import { answerKindOf } from './answerShapes.ts';
import { itemOrUndefined, listOrEmpty } from './answers.ts';
import type { EndpointDef } from './endpoint.ts';
import { ContractError, createClient, type DroppedItem, HttpError } from './http.ts';
import { endpoints } from './index.ts';
import { examples, requestExample } from './testing/examples.ts';

type Leaf = { path: (string | number)[]; value: unknown };

const leaves = (value: unknown, path: (string | number)[] = []): Leaf[] => {
  if (Array.isArray(value)) return value.flatMap((item, index) => leaves(item, [...path, index]));
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value).flatMap(([key, item]) => leaves(item, [...path, key]));
  }
  return [{ path, value }];
};

const replaced = (value: unknown, path: (string | number)[], by: unknown): unknown => {
  if (path.length === 0) return by;
  const [head, ...rest] = path as [string | number, ...(string | number)[]];
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<string | number, unknown>;
  copy[head] = replaced(copy[head], rest, by);
  return copy;
};

const wrongTypeFor = (value: unknown): unknown[] => {
  if (typeof value === 'string') return [42, {}];
  if (typeof value === 'number') return ['x', {}];
  if (typeof value === 'boolean') return ['yes', {}];
  return [{}];
};

/** The first field (in order) whose value of another type the schema refuses: "wrong type in a required field". */
const malformed = (entry: EndpointDef, valid: unknown): { answer: unknown; path: string } => {
  for (const leaf of leaves(valid)) {
    for (const wrong of wrongTypeFor(leaf.value)) {
      const answer = replaced(valid, leaf.path, wrong);
      if (!entry.response.safeParse(answer).success) return { answer, path: leaf.path.join('.') };
    }
  }
  return { answer: [], path: '' };
};

const answering = (body: unknown, status = 200, seen: { url?: string; init?: RequestInit } = {}) =>
  createClient({
    fetch: async (url, init) => {
      seen.url = String(url);
      seen.init = init;
      return new Response(typeof body === 'string' ? body : JSON.stringify(body), { status });
    },
  });

const callWith = (client: ReturnType<typeof createClient>, entry: EndpointDef) =>
  (client.call as (e: EndpointDef, input: object) => Promise<unknown>)(entry, requestExample(entry.name));

describe.each(endpoints.map((entry) => [entry.name, entry] as const))('%s', (name, entry) => {
  const valid = examples[name];

  it('has a valid example answer and a valid example request', () => {
    expect(valid, `examples['${name}']`).toBeDefined();
    expect(entry.response.safeParse(valid).error).toBeUndefined();
    const request = requestExample(name);
    if (entry.params) expect(entry.params.safeParse(request.params).error).toBeUndefined();
    if (entry.query) expect(entry.query.safeParse(request.query ?? {}).error).toBeUndefined();
    if (entry.body && entry.body !== 'multipart') expect(entry.body.safeParse(request.body).error).toBeUndefined();
  });

  it('resolves with the valid answer, sent to its method and path', async () => {
    const seen: { url?: string; init?: RequestInit } = {};
    const body = entry.responseType === 'text' ? String(valid) : valid;
    await expect(callWith(answering(body, 200, seen), entry)).resolves.toEqual(entry.response.parse(valid));
    expect(seen.init?.method).toBe(entry.method);
    const pattern = new RegExp(`^${entry.path.replace(/:\w+/g, '[^/?]+')}(\\?.*)?$`);
    expect(seen.url).toMatch(pattern);
  });

  if (entry.responseType === 'text') {
    // Any text is a stylesheet: the only bad answer is a failed one.
    it('rejects a failed answer with HttpError', async () => {
      await expect(callWith(answering('Not found', 404), entry)).rejects.toBeInstanceOf(HttpError);
    });
  } else {
    it('rejects a malformed answer with a ContractError naming the field (a list leaves out the bad item instead)', async () => {
      const bad = malformed(entry, valid);
      const item = /^data\.(\d+)\.(.+)$/.exec(bad.path);
      if (answerKindOf(entry.response) === 'list' && item) {
        const dropped: DroppedItem[] = [];
        const client = createClient({
          fetch: async () => new Response(JSON.stringify(bad.answer)),
          onDropped: (d) => dropped.push(d),
        });
        const answer = (await callWith(client, entry)) as { data: unknown[] };
        expect(answer.data).toHaveLength((valid as { data: unknown[] }).data.length - 1);
        expect(dropped).toEqual([
          { endpoint: name, index: Number(item[1]), issue: expect.objectContaining({ path: item[2] }) },
        ]);
        return;
      }
      const error = await callWith(answering(bad.answer), entry).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(ContractError);
      expect((error as ContractError).kind).toBe('response');
      expect((error as ContractError).endpoint).toBe(name);
      expect((error as ContractError).issues[0]?.path).toBe(bad.path);
      expect((error as ContractError).message).toContain(`${name}: ${bad.path || '(root)'}: `);
    });
  }
});

describe('list and get answers carrying error', () => {
  const lists = endpoints.filter(
    (entry) => /\.(list|listByForm|listAccounts|history)$/.test(entry.name) && entry.name !== 'local.list',
  );
  const gets = endpoints.filter((entry) => entry.name.endsWith('.get') && entry.name !== 'config.get');

  it.each(lists.map((entry) => [entry.name, entry]))(
    '%s resolves to a failure that reads as an empty list',
    async (_, entry) => {
      const answer = await callWith(
        answering({ error: true, message: '取得できませんでした', data: 'ignored' }),
        entry,
      );
      expect(listOrEmpty(answer as never)).toEqual([]);
    },
  );

  it.each(gets.map((entry) => [entry.name, entry]))(
    '%s resolves to a failure that reads as no item',
    async (_, entry) => {
      const answer = await callWith(answering({ error: 'not_found' }), entry);
      expect(itemOrUndefined(answer as never)).toBeUndefined();
    },
  );

  it('covers every list and get endpoint', () => {
    expect(lists.length).toBe(15);
    expect(gets.length).toBe(12);
  });
});
