import { eq } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { describe, expect, it } from 'vitest';
import { domainApi, groupApi, itemOrUndefined } from '../../contract/index.ts';
import { accounts } from '../db/schema.ts';
import { setUpSeededServer } from '../routes/routeTesting.ts';
import { hubClients, next, record } from './hubTesting.ts';

const t = setUpSeededServer();
const { connectAs } = hubClients(t);

/** Moves a demo account into another group, as a manager in the super group would. */
const move = async (email: string, groupId: number) => {
  const admin = await t.server.as('admin@example.go.jp');
  const id = await t.server.idOf(email);
  const [account] = await t.server.database.db.select().from(accounts).where(eq(accounts.id, id));
  if (!account) throw new Error(`no account ${email}`);
  await admin.call(groupApi.changeAccountGroup, { params: { id }, body: { groupId, version: account.version } });
};

/** Everything emitted before a `domain` event (which everyone receives) has reached the socket once it has. */
const settled = async (socket: Socket) => {
  const arrived = next(socket, 'domain');
  const admin = await t.server.as('admin@example.go.jp');
  await admin.call(domainApi.create, { body: { domain: `settled-${Math.random().toString(36).slice(2)}.example.jp` } });
  await arrived;
};

const renameGroup4 = async () => {
  const admin = await t.server.as('admin@example.go.jp');
  const group = itemOrUndefined(await admin.call(groupApi.get, { params: { id: 4 } }));
  if (!group) throw new Error('no group 4');
  await admin.call(groupApi.update, {
    params: { id: 4 },
    body: {
      name: group.name,
      permission: group.permission,
      description: `${group.description}.`,
      version: group.version,
    },
  });
};

describe('a socket’s rooms follow its account’s group', () => {
  it('stops `group` events to an account moved into a group without ACCOUNT', async () => {
    const somu = await connectAs('somu@example.go.jp'); // 総務課 (group 3): ACCOUNT 3
    const received = record(somu);
    await move('somu@example.go.jp', 2); // 広報課: ACCOUNT 0
    await renameGroup4();
    await settled(somu);
    expect(received.filter((item) => item.event === 'group')).toEqual([]);
  });

  it('starts them for an account moved into a group with ACCOUNT', async () => {
    const koho = await connectAs('koho@example.go.jp'); // 広報課 (group 2): ACCOUNT 0
    await move('koho@example.go.jp', 3); // 総務課: ACCOUNT 3
    const reached = next(koho, 'group');
    await renameGroup4();
    expect(await reached).toEqual({ action: 'updated', id: 4 });
  });
});
