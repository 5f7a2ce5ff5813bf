import { describe, expect, it } from 'vitest';
import {
  type AreaLevel,
  authorityMessages,
  type EndpointDef,
  endpoints,
  groupApi,
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
const NONE = [0, 0, 0, 0, 0, 0, 0];

const fixture = async ({ db }: Database) => {
  await aGroup(db, { name: 'システム管理', permissions: [9, 9, 9, 9, 9, 9, 9] }); // 1: the super group
  // Every level 0: no caller is below them, so contract/authority.ts lets the area check alone decide.
  const plain = await aGroup(db, { name: '広報課', permissions: NONE }); // 2
  await aGroup(db, { name: '総務課', permissions: NONE }); // 3: where group.changeAccountGroup moves account 1
  await aGroup(db, { name: '削除用', permissions: NONE }); // 4: empty, for group.remove
  await anAccount(db, { groupId: plain.id }); // 1: outside the super group, which only its members manage
  await anAccount(db, { groupId: SUPER_GROUP_ID }); // 2: the super group keeps a member
  // 1 is renamed and deleted by the domain examples; 2 stays for group.createAccount's address.
  await db.insert(domains).values([{ domain: 'example.jp' }, { domain: 'example.go.jp' }]);
  await db.insert(notices).values({ type: 'others', title: '', content: '<p>お知らせ</p>' }); // 1
};

const t = setUpSeededServer(fixture);

/**
 * Where an example would meet a row-level rule of this fixture instead of the area check: group 1 is the
 * super group, which only its own members change or add accounts to, and a caller outside it sets no level
 * above its own (contract/authority.ts; a 403 of its own, tested below).
 */
const fixtureRequests: Record<string, RequestExample> = {
  'group.create': { body: { name: '情報政策課', permission: NONE } },
  'group.update': { params: { id: 2 }, body: { name: '情報政策課', permission: NONE, description: '', version: 1 } },
  'group.remove': { params: { id: 4 } },
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
  // Every domain is implemented since the workflow (issue 22); an endpoint added to the contract before its
  // server would be covered here again.
  it('covers the implemented endpoints, and those not implemented yet if any', () => {
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

/**
 * Issue 14: over and above the area check, a manager outside the super group acts only on groups and
 * accounts not above its own levels (contract/authority.ts). The caller holds ACCOUNT 3 and CONFIG 2 (as
 * 総務課), enough for every call here; each case gets fresh groups around it.
 */
describe('authority over groups and accounts (contract/authority.ts)', () => {
  const OWN = [0, 0, 0, 0, 3, 0, 2];
  const LOWER = [0, 0, 0, 0, 2, 0, 1];
  /** Above the caller in one area only. */
  const HIGHER = [1, 0, 0, 0, 0, 0, 0];

  const world = async (superCaller = false) => {
    const { db } = t.server.database;
    const caller = superCaller
      ? await t.server.clientAs((await anAccount(db, { groupId: SUPER_GROUP_ID })).id)
      : await t.server.userWith({ ACCOUNT: 3, CONFIG: 2 });
    const callerAccount = superCaller ? undefined : (caller as Awaited<ReturnType<typeof t.server.userWith>>);
    const lower = await aGroup(db, { permissions: LOWER });
    const emptyLower = await aGroup(db, { permissions: LOWER });
    const higher = await aGroup(db, { permissions: HIGHER });
    const inLower = await anAccount(db, { groupId: lower.id });
    const inHigher = await anAccount(db, { groupId: higher.id });
    const inSuper = await anAccount(db, { groupId: SUPER_GROUP_ID });
    return { caller, callerAccount, lower, emptyLower, higher, inLower, inHigher, inSuper };
  };
  type World = Awaited<ReturnType<typeof world>>;

  const named = (n: number) => ({ name: `権限確認${n}`, email: `authority${n}@example.go.jp` });
  let serial = 0;
  const groupBody = (permission: number[], version = 1) => ({
    name: `権限確認課${++serial}`,
    permission,
    description: '',
    version,
  });

  const cases: [string, (w: World) => Promise<unknown>, string | null][] = [
    ['creates a group at its own levels', (w) => w.caller.call(groupApi.create, { body: groupBody(OWN) }), null],
    [
      'creates a group above its own levels',
      (w) => w.caller.call(groupApi.create, { body: groupBody(HIGHER) }),
      authorityMessages.levelAboveOwn,
    ],
    [
      'edits a lower group within its own levels',
      (w) => w.caller.call(groupApi.update, { params: { id: w.lower.id }, body: groupBody(OWN) }),
      null,
    ],
    [
      'raises a lower group above its own levels',
      (w) => w.caller.call(groupApi.update, { params: { id: w.lower.id }, body: groupBody([0, 0, 0, 0, 3, 0, 3]) }),
      authorityMessages.levelAboveOwn,
    ],
    [
      'raises its own group',
      (w) =>
        w.caller.call(groupApi.update, {
          params: { id: w.callerAccount?.groupId ?? 0 },
          body: groupBody([9, 9, 9, 9, 9, 9, 9]),
        }),
      authorityMessages.ownGroup,
    ],
    [
      'renames its own group at the same levels',
      (w) => w.caller.call(groupApi.update, { params: { id: w.callerAccount?.groupId ?? 0 }, body: groupBody(OWN) }),
      authorityMessages.ownGroup,
    ],
    [
      'renames the super group',
      (w) =>
        w.caller.call(groupApi.update, {
          params: { id: SUPER_GROUP_ID },
          body: { ...groupBody([9, 9, 9, 9, 9, 9, 9]), name: '<b>乗っ取り</b>' },
        }),
      authorityMessages.superGroup,
    ],
    [
      'lowers a higher group',
      (w) => w.caller.call(groupApi.update, { params: { id: w.higher.id }, body: groupBody(NONE) }),
      authorityMessages.groupAboveOwn,
    ],
    ['deletes an empty lower group', (w) => w.caller.call(groupApi.remove, { params: { id: w.emptyLower.id } }), null],
    [
      'deletes the super group',
      (w) => w.caller.call(groupApi.remove, { params: { id: SUPER_GROUP_ID } }),
      authorityMessages.superGroup,
    ],
    [
      'adds an account to its own group',
      (w) =>
        w.caller.call(groupApi.createAccount, { params: { id: w.callerAccount?.groupId ?? 0 }, body: named(++serial) }),
      null,
    ],
    [
      'adds an account to a lower group',
      (w) => w.caller.call(groupApi.createAccount, { params: { id: w.lower.id }, body: named(++serial) }),
      null,
    ],
    [
      'adds an account to a higher group',
      (w) => w.caller.call(groupApi.createAccount, { params: { id: w.higher.id }, body: named(++serial) }),
      authorityMessages.accountsAboveOwn,
    ],
    [
      'adds an account to the super group',
      (w) => w.caller.call(groupApi.createAccount, { params: { id: SUPER_GROUP_ID }, body: named(++serial) }),
      authorityMessages.superGroupAccounts,
    ],
    [
      'renames an account of a higher group',
      (w) =>
        w.caller.call(groupApi.updateAccount, {
          params: { id: w.inHigher.id },
          body: { name: '改名', workflow: true, version: 1 },
        }),
      authorityMessages.accountsAboveOwn,
    ],
    [
      'resets the password of an account of a lower group',
      (w) => w.caller.call(groupApi.resetAccount, { params: { id: w.inLower.id }, body: { password: true } }),
      null,
    ],
    [
      'resets the password of an account of a higher group',
      (w) => w.caller.call(groupApi.resetAccount, { params: { id: w.inHigher.id }, body: { password: true } }),
      authorityMessages.accountsAboveOwn,
    ],
    [
      'resets the one-time password of an account of a higher group',
      (w) => w.caller.call(groupApi.resetAccount, { params: { id: w.inHigher.id }, body: { otp: true } }),
      authorityMessages.accountsAboveOwn,
    ],
    [
      'resets an account of the super group',
      (w) => w.caller.call(groupApi.resetAccount, { params: { id: w.inSuper.id }, body: { password: true } }),
      authorityMessages.superGroupAccounts,
    ],
    [
      'moves an account from a lower group to another',
      (w) =>
        w.caller.call(groupApi.changeAccountGroup, {
          params: { id: w.inLower.id },
          body: { groupId: w.emptyLower.id, version: 1 },
        }),
      null,
    ],
    [
      'moves an account from a lower group into a higher one',
      (w) =>
        w.caller.call(groupApi.changeAccountGroup, {
          params: { id: w.inLower.id },
          body: { groupId: w.higher.id, version: 1 },
        }),
      authorityMessages.accountsAboveOwn,
    ],
    [
      'moves an account out of a higher group',
      (w) =>
        w.caller.call(groupApi.changeAccountGroup, {
          params: { id: w.inHigher.id },
          body: { groupId: w.lower.id, version: 1 },
        }),
      authorityMessages.accountsAboveOwn,
    ],
    [
      'moves its own account, even to a lower group',
      (w) =>
        w.caller.call(groupApi.changeAccountGroup, {
          params: { id: w.callerAccount?.accountId ?? 0 },
          body: { groupId: w.lower.id, version: 1 },
        }),
      authorityMessages.ownAccountGroup,
    ],
    [
      'removes an account of a lower group',
      (w) => w.caller.call(groupApi.removeAccount, { params: { id: w.inLower.id } }),
      null,
    ],
    [
      'removes an account of a higher group',
      (w) => w.caller.call(groupApi.removeAccount, { params: { id: w.inHigher.id } }),
      authorityMessages.accountsAboveOwn,
    ],
  ];

  it.for(cases)('a manager outside the super group %s', async ([, act, refused]) => {
    const outcome = await act(await world()).then(
      () => ({ status: 200 }),
      (error: unknown) => {
        if (!(error instanceof HttpError)) throw error;
        return { status: error.status, message: (error.body as { message?: unknown } | undefined)?.message };
      },
    );
    expect(outcome).toEqual(refused === null ? { status: 200 } : { status: 403, message: refused });
  });

  it.for(cases.filter(([name]) => !/super group|its own (group|account)/.test(name)))(
    'a member of the super group %s',
    async ([, act]) => {
      await expect(act(await world(true))).resolves.toBeDefined();
    },
  );
});
