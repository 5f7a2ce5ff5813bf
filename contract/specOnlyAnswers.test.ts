import { describe, expect, it } from 'vitest';
import { answerShapeOf } from './answerShapes.ts';
import { createClient } from './http.ts';
import { endpoints } from './index.ts';
import { type SpecEntity, specFields } from './specFields.ts';
import { examples } from './testing/examples.ts';

/**
 * Issue 13: for every list and get call of the spec, an answer holding only the spec's fields (§3) parses,
 * bare or enveloped in `data`, and an answer that is neither is still a contract error.
 */
const entityOf = (name: string): SpecEntity => {
  const prefix = name.slice(0, name.indexOf('.'));
  if (!(prefix in specFields)) throw new Error(`${name}: no entity of spec §3 for "${prefix}"`);
  return prefix as SpecEntity;
};

const onlySpecFields = (item: unknown, entity: SpecEntity) =>
  Object.fromEntries(
    Object.entries(item as Record<string, unknown>).filter(([key]) =>
      (specFields[entity] as readonly string[]).includes(key),
    ),
  );

const answering = (body: unknown) => createClient({ fetch: async () => new Response(JSON.stringify(body)) });
const inputOf = (path: string) => (path.includes(':') ? { params: { id: 1, formId: 1 } } : undefined);

const readCalls = endpoints.filter(
  (endpoint) => endpoint.method === 'GET' && !endpoint.ours && answerShapeOf(endpoint.read ?? endpoint.response),
);

describe('every list and get call of the spec reads an answer holding only the spec’s fields', () => {
  it('covers the calls of spec §7.1 that answer lists or items', () => {
    expect(readCalls.length).toBeGreaterThanOrEqual(20);
  });

  it.each(readCalls.map((endpoint) => [endpoint.name, endpoint] as const))('%s', async (name, endpoint) => {
    const shape = answerShapeOf(endpoint.read ?? endpoint.response);
    const example = examples[name as keyof typeof examples] as { data: unknown } | undefined;
    if (!shape || !example) throw new Error(`${name}: no example answer`);
    const entity = entityOf(name);
    const data =
      shape.kind === 'list'
        ? (example.data as unknown[]).map((item) => onlySpecFields(item, entity))
        : onlySpecFields(example.data, entity);
    const call = (body: unknown) =>
      (answering(body).call as (e: typeof endpoint, input?: unknown) => Promise<unknown>)(
        endpoint,
        inputOf(endpoint.path),
      );
    const bare = await call(data);
    expect(bare).toMatchObject({ data: shape.kind === 'list' ? expect.any(Array) : expect.any(Object) });
    if (shape.kind === 'list') expect((bare as { data: unknown[] }).data).toHaveLength((data as unknown[]).length);
    expect(await call({ data })).toEqual(bare);
    await expect(call({ items: data })).rejects.toThrow(name);
  });
});
