import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { sessions } from '../db/schema.ts';
import { anAccount } from '../db/testFactories.ts';
import { setUpTestDatabase } from '../db/testing.ts';
import { hashToken, sessionStore } from './sessions.ts';

const t = setUpTestDatabase();
const minutes = (n: number) => n * 60_000;
const at = (start: Date, ms: number) => new Date(start.getTime() + ms);
const start = new Date('2026-04-01T09:00:00Z');
const idleMs = minutes(60);

describe('sessionStore', () => {
  it('hands out a random 32-byte token and stores only its SHA-256', async () => {
    const { id } = await anAccount(t.db);
    const store = sessionStore(t.db);
    const token = await store.create(id, start);
    expect(token).toMatch(/^[\w-]{43}$/);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    expect(await store.create(id, start)).not.toBe(token);
    const rows = await t.db.select().from(sessions);
    expect(rows.map((row) => row.tokenHash)).toContain(createHash('sha256').update(token).digest('base64url'));
    expect(JSON.stringify(rows)).not.toContain(token);
    expect(rows[0]?.expiresAt).toEqual(at(start, minutes(12 * 60)));
  });

  it('finds the account while the session is used, sliding the idle limit', async () => {
    const { id } = await anAccount(t.db);
    const store = sessionStore(t.db);
    const token = await store.create(id, start);
    expect(await store.touch(token, { idleMs, now: at(start, minutes(50)) })).toBe(id);
    expect(await store.touch(token, { idleMs, now: at(start, minutes(100)) })).toBe(id);
    expect(await store.touch(token, { idleMs, now: at(start, minutes(160)) })).toBe(id); // exactly idleMs: still live
  });

  it('ends a session idle for longer than idleMs, and deletes it', async () => {
    const { id } = await anAccount(t.db);
    const store = sessionStore(t.db);
    const token = await store.create(id, start);
    expect(await store.touch(token, { idleMs, now: at(start, idleMs + 1) })).toBeUndefined();
    expect(await t.db.select().from(sessions)).toEqual([]);
    expect(await store.touch(token, { idleMs, now: at(start, 1) })).toBeUndefined();
  });

  it('ends a session at its absolute limit however active it is', async () => {
    const { id } = await anAccount(t.db);
    const store = sessionStore(t.db, { absoluteMs: minutes(120) });
    const token = await store.create(id, start);
    for (const m of [30, 60, 90, 119])
      expect(await store.touch(token, { idleMs, now: at(start, minutes(m)) })).toBe(id);
    expect(await store.touch(token, { idleMs, now: at(start, minutes(120)) })).toBeUndefined();
    expect(await t.db.select().from(sessions)).toEqual([]);
  });

  it('knows no unknown or malformed token', async () => {
    const store = sessionStore(t.db);
    expect(await store.touch('A'.repeat(43), { idleMs, now: start })).toBeUndefined();
    expect(await store.touch('', { idleMs, now: start })).toBeUndefined();
    expect(await store.touch('x'.repeat(10_000), { idleMs, now: start })).toBeUndefined();
  });

  it('destroys one session, or every session of one account', async () => {
    const alice = await anAccount(t.db);
    const bob = await anAccount(t.db);
    const store = sessionStore(t.db);
    const [a1, a2, b1] = [
      await store.create(alice.id, start),
      await store.create(alice.id, start),
      await store.create(bob.id, start),
    ];
    await store.destroy(a1);
    expect(await store.touch(a1, { idleMs, now: start })).toBeUndefined();
    expect(await store.touch(a2, { idleMs, now: start })).toBe(alice.id);
    await store.destroyAllFor(alice.id);
    expect(await store.touch(a2, { idleMs, now: start })).toBeUndefined();
    expect(await store.touch(b1, { idleMs, now: start })).toBe(bob.id);
  });

  it('prunes idle and expired sessions and keeps live ones', async () => {
    const { id } = await anAccount(t.db);
    const store = sessionStore(t.db, { absoluteMs: minutes(120) });
    const idle = await store.create(id, start);
    const old = await store.create(id, at(start, minutes(-90)));
    const live = await store.create(id, start);
    await store.touch(old, { idleMs, now: at(start, minutes(-40)) });
    await store.touch(old, { idleMs, now: at(start, minutes(10)) });
    await store.touch(live, { idleMs, now: at(start, minutes(40)) });
    expect(await store.prune({ idleMs, now: at(start, minutes(61)) })).toBe(2); // idle: 61 min; old: past 120 min
    expect(await store.touch(live, { idleMs, now: at(start, minutes(61)) })).toBe(id);
    expect(await store.touch(idle, { idleMs, now: at(start, minutes(1)) })).toBeUndefined();
  });

  it('finds a session by its id (the token’s hash) as it does by the token, never by a token taken for an id', async () => {
    const { id } = await anAccount(t.db);
    const store = sessionStore(t.db);
    const token = await store.create(id, start);
    expect(await store.touchById(hashToken(token), { idleMs, now: at(start, minutes(50)) })).toBe(id);
    expect(await store.touchById(token, { idleMs, now: at(start, minutes(50)) })).toBeUndefined();
    // touchById slid the idle limit like touch does: 100 minutes in, 50 since last seen.
    expect(await store.touch(token, { idleMs, now: at(start, minutes(100)) })).toBe(id);
    expect(await store.touchById(hashToken(token), { idleMs, now: at(start, minutes(161)) })).toBeUndefined();
    expect(await t.db.select().from(sessions)).toEqual([]);
  });

  it('tells which sessions are live without marking them seen', async () => {
    const { id } = await anAccount(t.db);
    const store = sessionStore(t.db, { absoluteMs: minutes(120) });
    const early = hashToken(await store.create(id, start));
    const later = hashToken(await store.create(id, at(start, minutes(30))));
    const gone = hashToken(await store.create(id, start));
    await store.touchById(gone, { idleMs: 0, now: at(start, 1) }); // ended (and deleted)
    const ids = [early, later, gone, 'no-such-session'];
    expect(await store.liveAmong(ids, { idleMs, now: at(start, minutes(60)) })).toEqual(new Set([early, later]));
    // Asking did not slide the idle limit: 61 minutes after its start, `early` is idle.
    expect(await store.liveAmong(ids, { idleMs, now: at(start, minutes(61)) })).toEqual(new Set([later]));
    await store.touchById(later, { idleMs, now: at(start, minutes(100)) });
    // Seen 20 minutes ago, but past its absolute end (30 + 120 minutes).
    expect(await store.liveAmong(ids, { idleMs, now: at(start, minutes(150)) })).toEqual(new Set());
    expect(await store.liveAmong([], { idleMs, now: start })).toEqual(new Set());
  });

  it('knows when a session ends at the latest', async () => {
    const { id } = await anAccount(t.db);
    const store = sessionStore(t.db, { absoluteMs: minutes(120) });
    const session = hashToken(await store.create(id, start));
    expect(await store.endOf(session)).toEqual(at(start, minutes(120)));
    expect(await store.endOf('no-such-session')).toBeUndefined();
  });
});
