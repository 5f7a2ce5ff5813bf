import { describe, expect, it } from 'vitest';
import {
  type AreaLevel,
  type EndpointDef,
  endpoints,
  HttpError,
  NO_PERMISSION_MESSAGE,
  SUPER_GROUP_ID,
} from '../../contract/index.ts';
import { type RequestExample, requestExample } from '../../contract/testing/examples.ts';
import type { ServerContext } from '../context.ts';
import type { Database } from '../db/connect.ts';
import { domains, notices } from '../db/schema.ts';
import { aGroup, anAccount } from '../db/testFactories.ts';
import type { TestClient } from '../testing/harness.ts';
import { implementations } from './index.ts';
import { setUpSeededServer } from './routeTesting.ts';

/**
 * Every implemented endpoint against the contract's access rule, through the real server: a caller whose
 * levels are all 0 but one area is refused with the "no permission" answer below the required level and
 * let through at it. Requests are the contract's examples, which name id 1 (and group 3) throughout.
 */
const fixture = async ({ db }: Database) => {
  await aGroup(db, { name: 'システム管理', permissions: [9, 9, 9, 9, 9, 9, 9] }); // 1: the super group
  const plain = await aGroup(db, { name: '広報課' }); // 2
  await aGroup(db, { name: '総務課' }); // 3: where group.changeAccountGroup moves account 1
  await anAccount(db, { groupId: plain.id }); // 1: outside the super group, which only its members manage
  await anAccount(db, { groupId: SUPER_GROUP_ID }); // 2: the super group keeps a member
  // 1 is renamed and deleted by the domain examples; 2 stays for group.createAccount's address.
  await db.insert(domains).values([{ domain: 'example.jp' }, { domain: 'example.go.jp' }]);
  await db.insert(notices).values({ type: 'others', title: '', content: '<p>お知らせ</p>' }); // 1
};

const t = setUpSeededServer(fixture);

/** Where an example's id would meet a row-level rule of this fixture instead of the area check. */
const fixtureRequests: Record<string, RequestExample> = {
  // Group 1 is the super group: only its own members add accounts to it (a 403 of its own).
  'group.createAccount': { ...requestExample('group.createAccount'), params: { id: 2 } },
};

const requestFor = (endpoint: EndpointDef): RequestExample =>
  fixtureRequests[endpoint.name] ?? requestExample(endpoint.name);

type Outcome = { status: number; message?: unknown };

/** The answer's status (200 for any success); a request the client refuses to send fails the test. */
const outcomeOf = async (client: TestClient, endpoint: EndpointDef): Promise<Outcome> => {
  const call = client.call as (endpoint: EndpointDef, input: RequestExample) => Promise<unknown>;
  try {
    await call(endpoint, requestFor(endpoint));
    return { status: 200 };
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    return { status: error.status, message: (error.body as { message?: unknown } | undefined)?.message };
  }
};

// Building the implementations only creates their handlers; the context is read when a request comes in.
const implementedNames = new Set(implementations({} as ServerContext).map((item) => item.endpoint.name));
const isImplemented = (endpoint: EndpointDef) => implementedNames.has(endpoint.name);

/**
 * Until an upload is implemented nothing parses form data, and Fastify refuses it (415) before any route:
 * such an endpoint never reaches the access check, so the matrix leaves it to the last test.
 */
const readsMultipart = () => t.server.server.app.hasContentTypeParser('multipart/form-data');
const reachesItsRoute = (endpoint: EndpointDef) => endpoint.body !== 'multipart' || isImplemented(endpoint);

/** What a caller the endpoint admits gets: an implemented one serves it, a missing one says so with 501. */
const expectAdmitted = (endpoint: EndpointDef, outcome: Outcome, where: string) => {
  if (isImplemented(endpoint)) {
    expect([401, 403, 501], `${where}: ${JSON.stringify(outcome)}`).not.toContain(outcome.status);
  } else {
    expect(outcome, where).toEqual({ status: 501, message: expect.stringContaining(endpoint.name) });
  }
};

const callers = new Map<string, Promise<TestClient>>();
/** One account per area and level, in a group whose other levels are all 0. */
const callerWith = ({ area, level }: AreaLevel) => {
  const key = `${area}:${level}`;
  let caller = callers.get(key);
  if (!caller) {
    caller = t.server.userWith({ [area]: level });
    callers.set(key, caller);
  }
  return caller;
};

// Every endpoint, implemented or not: access is checked first, so a missing one refuses the same callers.
const gated = endpoints.filter(
  (endpoint) => reachesItsRoute(endpoint) && (endpoint.access.kind === 'area' || endpoint.access.kind === 'anyOf'),
);
const optionsOf = (endpoint: EndpointDef): readonly AreaLevel[] => {
  const { access } = endpoint;
  if (access.kind === 'area') return [access];
  return access.kind === 'anyOf' ? access.options : [];
};

describe('area levels', () => {
  it('covers the endpoints not implemented yet too', () => {
    expect(gated.some((endpoint) => !isImplemented(endpoint))).toBe(true);
    expect(gated.some(isImplemented)).toBe(true);
  });

  it.for(gated.map((endpoint) => [endpoint.name, endpoint] as const))(
    '%s: refused below its level, let through at it',
    async ([, endpoint]) => {
      for (const option of optionsOf(endpoint)) {
        for (let level = 0; level <= option.level; level++) {
          const caller = await callerWith({ area: option.area, level });
          const outcome = await outcomeOf(caller, endpoint);
          const where = `${endpoint.name} with ${option.area} ${level} (needs ${option.level})`;
          if (level < option.level) {
            expect(outcome, where).toEqual({ status: 403, message: NO_PERMISSION_MESSAGE });
          } else {
            expectAdmitted(endpoint, outcome, where);
          }
        }
      }
    },
  );

  it.for(
    endpoints
      .filter((endpoint) => reachesItsRoute(endpoint) && endpoint.access.kind === 'signedIn')
      .map((e) => [e.name, e] as const),
  )('%s: open to any signed-in user, even with every level 0', async ([, endpoint]) => {
    expectAdmitted(endpoint, await outcomeOf(await t.server.userWith({}), endpoint), endpoint.name);
  });
});

describe('sign-in', () => {
  it.for(
    endpoints
      .filter((endpoint) => reachesItsRoute(endpoint) && endpoint.access.kind !== 'public')
      .map((e) => [e.name, e] as const),
  )('%s: 401 without a session', async ([, endpoint]) => {
    expect(await outcomeOf(t.server.newClient(), endpoint)).toEqual({
      status: 401,
      message: 'ログインしてください。',
    });
  });
});

describe('endpoints without an implementation', () => {
  it('answer 501 to whoever the endpoint admits, never a fake success', async () => {
    const superUser = await t.server.clientAs(2);
    const missing = endpoints.filter((endpoint) => !isImplemented(endpoint));
    expect(missing.length).toBeGreaterThan(0);
    for (const endpoint of missing) {
      const admitted = endpoint.access.kind === 'public' ? [superUser, t.server.newClient()] : [superUser];
      for (const client of admitted) {
        const outcome = await outcomeOf(client, endpoint);
        if (endpoint.body === 'multipart' && !readsMultipart()) {
          expect(outcome.status, endpoint.name).toBe(415);
          continue;
        }
        expectAdmitted(endpoint, outcome, endpoint.name);
      }
    }
  });
});
