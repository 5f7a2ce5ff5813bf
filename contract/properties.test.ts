import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type * as z from 'zod';
import type { EndpointDef } from './endpoint.ts';
import { ContractError, createClient, HttpError } from './http.ts';
import { endpoints } from './index.ts';
import { RealtimeMessage } from './socket.ts';
import { requestExample } from './testing/examples.ts';

/**
 * Arbitraries for zod 4 schemas, from their definitions (`schema._zod.def`), as far as our schemas go:
 * an unsupported kind fails loudly rather than generating nothing.
 */
type Def = z.core.$ZodTypeDef & Record<string, unknown>;
type CheckDef = { check: string } & Record<string, unknown>;

const defOf = (schema: z.core.$ZodType): Def => schema._zod.def as Def;
const checksOf = (def: Def): CheckDef[] =>
  ((def.checks as z.core.$ZodCheck[] | undefined) ?? []).map((check) => check._zod.def as unknown as CheckDef);

const isoDateTime = fc
  .date({ min: new Date('1970-01-01T00:00:00Z'), max: new Date('2199-12-31T00:00:00Z'), noInvalidDate: true })
  .chain((date) =>
    fc.constantFrom(date.toISOString(), new Date(date.getTime() + 9 * 3_600_000).toISOString().replace('Z', '+09:00')),
  );
const emailAddress = fc
  .tuple(fc.stringMatching(/^[a-z0-9]{1,8}(\.[a-z0-9_+-]{0,6}[a-z0-9])?$/), fc.stringMatching(/^[a-z0-9]{1,10}$/))
  .chain(([local, host]) =>
    fc.constantFrom(`${local}@${host}.go.jp`, `${local}@${host}.lg.jp`, `${local}@${host}.com`),
  );

const stringFor = (def: Def): fc.Arbitrary<string> => {
  if (def.format === 'email') return emailAddress;
  if (def.format === 'datetime') return isoDateTime;
  if (def.format === 'url') return fc.webUrl();
  let minLength = 0;
  let maxLength = 30;
  let prefix = '';
  let pattern: RegExp | undefined;
  for (const check of checksOf(def)) {
    if (check.check === 'min_length') minLength = Number(check.minimum);
    else if (check.check === 'max_length') maxLength = Math.min(maxLength, Number(check.maximum));
    else if (check.check === 'length_equals') minLength = maxLength = Number(check.length);
    else if (check.check === 'string_format' && check.format === 'regex') pattern = check.pattern as RegExp;
    else if (check.check === 'string_format' && check.format === 'starts_with') prefix = String(check.prefix);
    else throw new Error(`arbitraryFor: string check ${check.check}/${String(check.format)}`);
  }
  if (pattern) return fc.stringMatching(pattern);
  // zod counts UTF-16 code units, fast-check graphemes: keep what fits
  return fc
    .string({
      unit: 'grapheme',
      minLength: Math.max(0, minLength - prefix.length),
      maxLength: maxLength - prefix.length,
    })
    .map((text) => prefix + text)
    .filter((text) => text.length >= minLength && text.length <= maxLength);
};

const numberFor = (def: Def): fc.Arbitrary<number> => {
  let integer = false;
  let min = -1_000_000;
  let max = 1_000_000;
  for (const check of checksOf(def)) {
    if (check.check === 'number_format') integer = true;
    else if (check.check === 'greater_than') min = Number(check.value) + (check.inclusive ? 0 : integer ? 1 : 1e-9);
    else if (check.check === 'less_than') max = Number(check.value) - (check.inclusive ? 0 : integer ? 1 : 1e-9);
    else throw new Error(`arbitraryFor: number check ${check.check}`);
  }
  // the bounds were computed before knowing the number is an integer when number_format came last
  return integer ? fc.integer({ min: Math.ceil(min), max: Math.floor(max) }) : fc.double({ min, max, noNaN: true });
};

const arbitraryFor = (schema: z.core.$ZodType): fc.Arbitrary<unknown> => {
  const def = defOf(schema);
  switch (def.type) {
    case 'string':
      return stringFor(def);
    case 'number':
      return numberFor(def);
    case 'boolean':
      return fc.boolean();
    case 'literal':
      return fc.constantFrom(...(def.values as unknown[]));
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries as Record<string, unknown>));
    case 'unknown':
    case 'any':
      return fc.jsonValue();
    case 'nullable':
      return fc.option(arbitraryFor(def.innerType as z.core.$ZodType), { nil: null });
    case 'optional':
      return fc.option(arbitraryFor(def.innerType as z.core.$ZodType), { nil: undefined });
    case 'default':
      return arbitraryFor(def.innerType as z.core.$ZodType);
    case 'union':
      return fc.oneof(...(def.options as z.core.$ZodType[]).map(arbitraryFor));
    case 'array': {
      let minLength = 0;
      let maxLength = 4;
      for (const check of checksOf(def)) {
        if (check.check === 'min_length') minLength = Number(check.minimum);
        else if (check.check === 'max_length') maxLength = Math.min(Number(check.maximum), minLength + 4);
        else if (check.check === 'length_equals') minLength = maxLength = Number(check.length);
      }
      return fc.array(arbitraryFor(def.element as z.core.$ZodType), {
        minLength,
        maxLength: Math.max(minLength, maxLength),
      });
    }
    case 'object': {
      const shape = def.shape as Record<string, z.core.$ZodType>;
      const arbitraries: Record<string, fc.Arbitrary<unknown>> = {};
      const requiredKeys: string[] = [];
      for (const [key, field] of Object.entries(shape)) {
        const kind = defOf(field).type;
        const mayBeLeftOut = kind === 'optional' || kind === 'default';
        arbitraries[key] = arbitraryFor(mayBeLeftOut ? (defOf(field).innerType as z.core.$ZodType) : field);
        if (!mayBeLeftOut) requiredKeys.push(key);
      }
      return fc.record(arbitraries, { requiredKeys });
    }
    default:
      throw new Error(`arbitraryFor: ${def.type} is not supported`);
  }
};

/** What a fake `fetch` may do: answer (any status, any text), throw anything, or resolve with junk. */
const noBodyStatuses = new Set([204, 205, 304]);
type Behaviour =
  | { kind: 'json'; status: number; body: unknown }
  | { kind: 'text'; status: number; body: string }
  | { kind: 'throw'; error: unknown }
  | { kind: 'junk'; value: unknown };

const fetchBehaviour = (valid: fc.Arbitrary<unknown>): fc.Arbitrary<Behaviour> =>
  fc.oneof(
    {
      weight: 4,
      arbitrary: fc.record({
        kind: fc.constant('json'),
        status: fc.integer({ min: 200, max: 599 }),
        body: fc.jsonValue(),
      }),
    },
    { weight: 2, arbitrary: fc.record({ kind: fc.constant('json'), status: fc.constant(200), body: valid }) },
    {
      weight: 1,
      arbitrary: fc.record({
        kind: fc.constant('text'),
        status: fc.integer({ min: 200, max: 599 }),
        body: fc.string(),
      }),
    },
    { weight: 1, arbitrary: fc.record({ kind: fc.constant('throw'), error: fc.anything() }) },
    { weight: 1, arbitrary: fc.record({ kind: fc.constant('junk'), value: fc.anything() }) },
  ) as fc.Arbitrary<Behaviour>;

const fakeFetch =
  (behaviour: Behaviour): typeof fetch =>
  async () => {
    switch (behaviour.kind) {
      case 'throw':
        throw behaviour.error;
      case 'junk':
        return behaviour.value as Response;
      default: {
        const text = behaviour.kind === 'json' ? JSON.stringify(behaviour.body) : behaviour.body;
        return new Response(noBodyStatuses.has(behaviour.status) ? null : text, { status: behaviour.status });
      }
    }
  };

const callWith = (entry: EndpointDef, fetch: typeof globalThis.fetch, input: object = requestExample(entry.name)) =>
  (createClient({ fetch }).call as (e: EndpointDef, input: object) => Promise<unknown>)(entry, input);

const settle = async (promise: Promise<unknown>) => {
  try {
    return { resolved: true as const, value: await promise };
  } catch (error) {
    return { resolved: false as const, error };
  }
};

describe.each(endpoints.map((entry) => [entry.name, entry] as const))('%s', (_, entry) => {
  // Refinements (a write answer holding at least one of its fields) are left to the schema itself.
  const valid = arbitraryFor(entry.response).filter((value) => entry.response.safeParse(value).success);

  it('resolves with a schema-valid value or rejects with HttpError/ContractError, whatever comes back', async () => {
    await fc.assert(
      fc.asyncProperty(fetchBehaviour(valid), async (behaviour) => {
        const outcome = await settle(callWith(entry, fakeFetch(behaviour)));
        if (outcome.resolved) expect((entry.read ?? entry.response).safeParse(outcome.value).success).toBe(true);
        else expect(outcome.error instanceof HttpError || outcome.error instanceof ContractError).toBe(true);
      }),
      { numRuns: 60 },
    );
  });

  it('resolves with every value its response schema allows', async () => {
    await fc.assert(
      fc.asyncProperty(valid, async (value) => {
        const text = entry.responseType === 'text' ? String(value) : JSON.stringify(value);
        const answer = await callWith(entry, async () => new Response(text));
        const sent = entry.responseType === 'text' ? value : JSON.parse(text);
        expect(answer).toEqual(entry.response.parse(sent));
      }),
      { numRuns: 40 },
    );
  });

  it('refuses any input it cannot send with a ContractError, and nothing else', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.record({ params: fc.anything(), query: fc.anything(), body: fc.anything() }, { requiredKeys: [] }),
        async (input) => {
          const outcome = await settle(callWith(entry, async () => new Response('{}'), input));
          if (!outcome.resolved)
            expect(outcome.error instanceof HttpError || outcome.error instanceof ContractError).toBe(true);
        },
      ),
      { numRuns: 30 },
    );
  });
});

describe('real-time messages', () => {
  it('parses every message its union allows', () => {
    fc.assert(
      fc.property(arbitraryFor(RealtimeMessage), (message) => {
        expect(RealtimeMessage.parse(JSON.parse(JSON.stringify(message)))).toEqual(JSON.parse(JSON.stringify(message)));
      }),
      { numRuns: 300 },
    );
  });

  it('never throws on arbitrary JSON', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        expect(typeof RealtimeMessage.safeParse(value).success).toBe('boolean');
      }),
    );
  });
});
