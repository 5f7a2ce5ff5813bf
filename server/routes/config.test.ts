import { beforeEach, describe, expect, it } from 'vitest';
import { configApi, NO_PERMISSION_MESSAGE, type RealtimeMessage, signinAgeBoundsText } from '../../contract/index.ts';
import { appConfig } from '../db/schema.ts';
import { aGroup, anAccount } from '../db/testFactories.ts';
import { setUpAuthServer } from './auth/authTesting.ts';
import { configMessages } from './config.ts';
import { refusal } from './routeTesting.ts';

const t = setUpAuthServer();
const published: RealtimeMessage[] = [];

beforeEach(async () => {
  published.splice(0);
  t.server.server.context.publish = async (message) => {
    published.push(message);
  };
  await t.db.delete(appConfig);
});

/** A signed-in user whose group has this CONFIG level (and nothing else). */
const userWithConfig = async (level: number) => {
  const group = await aGroup(t.db, { permissions: [0, 0, 0, 0, 0, 0, level] });
  return t.server.clientAs((await anAccount(t.db, { groupId: group.id })).id);
};

describe('config.get', () => {
  it('answers the stored signinAge as stored (text), before sign-in', async () => {
    await t.db.insert(appConfig).values({ key: 'signinAge', value: '3600000' });
    expect(await t.server.newClient().call(configApi.get)).toEqual({ config: { signinAge: '3600000' } });
  });

  it('answers the default when nothing is stored', async () => {
    expect(await t.server.newClient().call(configApi.get)).toEqual({ config: { signinAge: 3_600_000 } });
  });
});

describe('config.update', () => {
  it('stores signinAge with CONFIG 2 and announces it', async () => {
    const client = await userWithConfig(2);
    expect(await client.call(configApi.update, { body: { signinAge: 1_800_000 } })).toEqual({
      message: configMessages.saved,
    });
    expect(await client.call(configApi.get)).toEqual({ config: { signinAge: '1800000' } });
    expect(published).toEqual([{ event: 'config', action: 'async' }]);
    // Stored once more over the same key.
    await client.call(configApi.update, { body: { signinAge: 600_000 } });
    expect(await t.db.select().from(appConfig)).toEqual([{ key: 'signinAge', value: '600000' }]);
  });

  it('is refused without CONFIG 2, and without a session', async () => {
    const reader = await userWithConfig(1);
    expect(await refusal(reader.call(configApi.update, { body: { signinAge: 600_000 } }))).toMatchObject({
      status: 403,
      body: { error: true, message: NO_PERMISSION_MESSAGE },
    });
    expect(await refusal(t.server.newClient().call(configApi.update, { body: { signinAge: 600_000 } }))).toMatchObject({
      status: 401,
    });
    expect(published).toEqual([]);
    expect(await t.db.select().from(appConfig)).toEqual([]);
  });

  it.each([[1000], [86_400_001], [90_500], ['600000'], [null]])(
    'refuses %j (outside one minute to one day, not whole minutes, not a number) with error and a Japanese message',
    async (signinAge) => {
      const client = await userWithConfig(2);
      const response = await fetch(`${t.server.baseUrl}/api/config`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json', cookie: client.cookieHeader() },
        body: JSON.stringify({ signinAge }),
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ error: true, message: expect.stringContaining(signinAgeBoundsText) });
      expect(published).toEqual([]);
    },
  );
});
