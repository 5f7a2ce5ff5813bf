import type { Socket } from 'socket.io-client';
import { describe, expect, it } from 'vitest';
import { CURRENT_PATH_EVENT, CurrentPathPayload, PATH_EVENT } from '../../contract/index.ts';
import { setUpSeededServer } from '../routes/routeTesting.ts';
import { hubClients, pause } from './hubTesting.ts';

const t = setUpSeededServer();
const { connect, connectAs } = hubClients(t);

/** The who-is-where broadcasts a socket receives: how many, how many bytes, and the latest. */
const watch = (socket: Socket) => {
  const seen = { broadcasts: 0, bytes: 0, latest: [] as CurrentPathPayload };
  const waiting: { until: (payload: CurrentPathPayload) => boolean; resolve: () => void }[] = [];
  socket.on(CURRENT_PATH_EVENT, (payload: unknown) => {
    seen.broadcasts += 1;
    seen.bytes += JSON.stringify(payload).length;
    seen.latest = CurrentPathPayload.parse(payload);
    for (const wait of waiting.splice(0)) {
      if (wait.until(seen.latest)) wait.resolve();
      else waiting.push(wait);
    }
  });
  const until = (check: (payload: CurrentPathPayload) => boolean) =>
    new Promise<void>((resolve) => {
      if (check(seen.latest)) resolve();
      else waiting.push({ until: check, resolve });
    });
  return { seen, until };
};

describe('who is where (current-path)', () => {
  it('coalesces a flood of path events into a few broadcasts, and the latest path still arrives', async () => {
    const watcher = await connectAs('admin@example.go.jp');
    const flooder = await t.server.userWith({}); // signed in, every level 0
    const walker = await connect(flooder.cookieHeader());
    const watched = watch(watcher);
    const started = Date.now();
    for (let i = 0; i < 5_000; i++) walker.emit(PATH_EVENT, `/cms/page/${i}/${'x'.repeat(180)}`);
    walker.emit(PATH_EVENT, '/group/4');
    await watched.until((list) => list.some((l) => l.id === flooder.accountId && l.path === '/group/4'));
    await pause(1_000); // anything still on its way
    const seconds = (Date.now() - started) / 1000;
    // At most a few broadcasts a second, each the list of the few users connected.
    expect(watched.seen.broadcasts).toBeLessThanOrEqual(Math.ceil(seconds * 5) + 2);
    expect(watched.seen.bytes).toBeLessThanOrEqual(watched.seen.broadcasts * 1_000);
    expect(watched.seen.latest).toContainEqual(expect.objectContaining({ id: flooder.accountId, path: '/group/4' }));
  });

  it('broadcasts nothing for a path that did not change', async () => {
    const watcher = await connectAs('admin@example.go.jp');
    const walker = await connectAs('somu@example.go.jp');
    const somuId = await t.server.idOf('somu@example.go.jp');
    const watched = watch(watcher);
    walker.emit(PATH_EVENT, '/account');
    await watched.until((list) => list.some((l) => l.id === somuId && l.path === '/account'));
    await pause(1_000);
    const before = watched.seen.broadcasts;
    for (let i = 0; i < 20; i++) walker.emit(PATH_EVENT, '/account');
    await pause(1_000);
    expect(watched.seen.broadcasts).toBe(before);
  });

  it('ignores a path longer than any route of the console', async () => {
    const watcher = await connectAs('admin@example.go.jp');
    const walker = await connectAs('somu@example.go.jp');
    const somuId = await t.server.idOf('somu@example.go.jp');
    const watched = watch(watcher);
    walker.emit(PATH_EVENT, `/${'y'.repeat(2_000)}`);
    walker.emit(PATH_EVENT, '/config');
    await watched.until((list) => list.some((l) => l.id === somuId && l.path === '/config'));
    await pause(500);
    expect(watched.seen.bytes).toBeLessThan(2_000);
  });
});
