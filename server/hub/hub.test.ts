import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  authApi,
  CURRENT_PATH_EVENT,
  CurrentPathPayload,
  domainApi,
  groupApi,
  itemOrUndefined,
  PATH_EVENT,
  parseRealtimeMessage,
} from '../../contract/index.ts';
import { SESSION_COOKIE } from '../auth/principal.ts';
import { hashToken } from '../auth/sessions.ts';
import { sessions } from '../db/schema.ts';
import { setUpSeededServer } from '../routes/routeTesting.ts';
import { hubClients, next, record } from './hubTesting.ts';

const t = setUpSeededServer();
const { connect, connectAs } = hubClients(t);

describe('real-time hub', () => {
  it('brings a group change made through the API to users with ACCOUNT, and to no one else', async () => {
    const admin = await connectAs('admin@example.go.jp');
    // 広報課: CMS 4 (reads groups when editing websites) but ACCOUNT 0, so §6 does not act on `group`.
    const editor = await connectAs('koho@example.go.jp');
    const editorReceived = record(editor);

    // A manager outside the super group may not touch フォーム担当 (FORM 2 is above 総務課's levels): group 1 does.
    const manager = await t.server.as('admin@example.go.jp');
    const groupChanged = next(admin, 'group');
    await manager.call(groupApi.update, {
      params: { id: 4 },
      body: { name: 'フォーム担当', permission: [0, 2, 0, 0, 0, 2, 0], description: '回答の削除も担当', version: 1 },
    });
    const payload = await groupChanged;
    expect(payload).toEqual({ action: 'updated', id: 4 });
    expect(parseRealtimeMessage('group', payload)).toMatchObject({ success: true });

    // `domain` needs no level: once the editor has it, anything emitted before it has arrived too.
    const domainCreated = next(editor, 'domain');
    const { id } = await manager.call(domainApi.create, { body: { domain: 'hub.example.jp' } });
    expect(await domainCreated).toEqual({ action: 'created', id });
    expect(editorReceived.map((item) => item.event)).not.toContain('group');
  });

  it('refuses a socket without a live session', async () => {
    await expect(connect()).rejects.toThrow('unauthorized');
    await expect(connect('console_session=not-a-session-token')).rejects.toThrow('unauthorized');
  });

  it('tells the others where a user is', async () => {
    const watcher = await connectAs('admin@example.go.jp');
    const walker = await connectAs('somu@example.go.jp');
    const somuId = await t.server.idOf('somu@example.go.jp');
    const moved = new Promise<CurrentPathPayload>((resolve) => {
      watcher.on(CURRENT_PATH_EVENT, (payload: unknown) => {
        const parsed = CurrentPathPayload.parse(payload);
        if (parsed.some((location) => location.id === somuId && location.path === '/group/4')) resolve(parsed);
      });
    });
    walker.emit(PATH_EVENT, '/group/4');
    expect(await moved).toContainEqual({
      id: somuId,
      name: '総務 一郎',
      email: 'somu@example.go.jp',
      path: '/group/4',
    });
  });

  it('follows a group’s changed levels from the next message on', async () => {
    const admin = await t.server.as('admin@example.go.jp');
    const editor = await connectAs('koho@example.go.jp'); // 広報課 (group 2): ACCOUNT 0
    const editorReceived = record(editor);
    const group = itemOrUndefined(await admin.call(groupApi.get, { params: { id: 2 } }));
    if (!group) throw new Error('no group 2');
    const withAccount = [...group.permission];
    withAccount[4] = 1;
    const reached = next(editor, 'group');
    await admin.call(groupApi.update, {
      params: { id: 2 },
      body: { name: group.name, permission: withAccount, description: group.description, version: group.version },
    });
    // The change that gave 広報課 ACCOUNT 1 is itself the first group event its members receive.
    expect(await reached).toEqual({ action: 'updated', id: 2 });
    expect(editorReceived.filter((item) => item.event === 'group')).toHaveLength(1);
  });

  it('disconnects a socket whose session has ended before it receives anything more', async () => {
    const editor = await connectAs('koho@example.go.jp');
    const editorReceived = record(editor);
    const gone = new Promise<string>((resolve) => editor.once('disconnect', resolve));
    await t.server.server.context.sessions.destroyAllFor(await t.server.idOf('koho@example.go.jp'));
    const somu = await t.server.as('somu@example.go.jp');
    await somu.call(domainApi.create, { body: { domain: 'ended.example.jp' } });
    expect(await gone).toBe('io server disconnect');
    expect(editorReceived.map((item) => item.event)).not.toContain('domain');
  });

  it('ends the sockets of a session that signs out', async () => {
    const client = await t.server.as('somu@example.go.jp');
    const socket = await connect(client.cookieHeader());
    const gone = new Promise<string>((resolve) => socket.once('disconnect', resolve));
    await client.call(authApi.logout);
    expect(await gone).toBe('io server disconnect');
  });

  it('leaves the idle clock of the sessions it delivers to alone: only their own use moves it', async () => {
    const client = await t.server.as('koho@example.go.jp');
    const socket = await connect(client.cookieHeader());
    const sessionId = hashToken(client.cookies.get(SESSION_COOKIE) ?? '');
    const lastSeen = async () =>
      (await t.server.database.db.select().from(sessions).where(eq(sessions.tokenHash, sessionId)))[0]?.lastSeenAt;
    const before = await lastSeen();
    const received = next(socket, 'domain');
    const somu = await t.server.as('somu@example.go.jp');
    await somu.call(domainApi.create, { body: { domain: 'idle.example.jp' } });
    await received;
    expect(await lastSeen()).toEqual(before);
  });
});
