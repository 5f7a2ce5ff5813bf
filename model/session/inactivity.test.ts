import { allSettled } from 'effector';
import { describe, expect, test } from 'vitest';
import { $draftOffer, captureDraftFx, draftDiscardClicked, draftRestoreClicked, draftSummary } from './draft.ts';
import {
  $inactivity,
  $lastActivity,
  clicked,
  keepAliveFx,
  sessionTicked,
  staySignedInClicked,
  warningWindow,
} from './inactivity.ts';
import { $config, $tokenInfo, appStarted, signedIn } from './session.ts';
import { type Draft, loadDraftFx } from './storage.ts';
import { admin, testSession } from './testing.ts';

const MINUTE = 60_000;
const start = 1_700_000_000_000;

/** Signed in as admin with the given limit; the last click was at `start`. */
const signedInSession = (
  signinAge: string | number = 10 * MINUTE,
  extra: NonNullable<Parameters<typeof testSession>[0]> = {},
) =>
  testSession({
    ...extra,
    now: start,
    values: [[$tokenInfo, admin], [$lastActivity, start], [$config, { signinAge }], ...(extra.values ?? [])],
  });

describe('the inactivity rule (spec §4), on a fake clock', () => {
  test('a click within the limit refreshes the last activity', async () => {
    const session = signedInSession();
    session.clock.now = start + 10 * MINUTE; // exactly at the limit: not yet past
    await allSettled(clicked, { scope: session.scope });
    expect(session.scope.getState($lastActivity)).toBe(start + 10 * MINUTE);
    expect(session.calls.writeLastActivity).toEqual([start + 10 * MINUTE]);
    expect(session.scope.getState($tokenInfo)).toEqual(admin);
  });

  test('a click after last activity + signinAge signs out: storage cleared, logout posted, tokenInfo cleared', async () => {
    const session = signedInSession();
    session.clock.now = start + 10 * MINUTE + 1;
    await allSettled(clicked, { scope: session.scope });
    expect(session.calls.clearStorage).toHaveLength(1);
    expect(session.calls.logout).toHaveLength(1);
    expect(session.scope.getState($tokenInfo)).toBeNull();
    expect(session.scope.getState($lastActivity)).toBeNull();
    expect(session.shown).toEqual([
      expect.objectContaining({ type: 'info', message: '一定時間操作がなかったため、ログアウトしました。' }),
    ]);
  });

  test('signinAge given as text is read as ms', async () => {
    const session = signedInSession('5000');
    session.clock.now = start + 5001;
    await allSettled(clicked, { scope: session.scope });
    expect(session.scope.getState($tokenInfo)).toBeNull();
  });

  test('without a usable signinAge the limit is 3600000 ms', async () => {
    const session = signedInSession('unset');
    session.clock.now = start + 3_600_000;
    await allSettled(clicked, { scope: session.scope });
    expect(session.scope.getState($tokenInfo)).toEqual(admin);
    session.clock.now += 3_600_001;
    await allSettled(clicked, { scope: session.scope });
    expect(session.scope.getState($tokenInfo)).toBeNull();
  });

  test('each click moves the limit on', async () => {
    const session = signedInSession();
    for (let step = 1; step <= 5; step++) {
      session.clock.now = start + step * 9 * MINUTE;
      await allSettled(clicked, { scope: session.scope });
    }
    expect(session.scope.getState($tokenInfo)).toEqual(admin);
    expect(session.scope.getState($lastActivity)).toBe(start + 45 * MINUTE);
  });

  test('clicks while signed out do nothing', async () => {
    const session = testSession({ now: start });
    await allSettled(clicked, { scope: session.scope });
    expect(session.calls.clock).toBeUndefined();
    expect(session.calls.clearStorage).toBeUndefined();
  });

  test('signing in starts the clock and writes the login time', async () => {
    const session = testSession({ now: start });
    await allSettled(signedIn, { scope: session.scope, params: admin });
    expect(session.scope.getState($lastActivity)).toBe(start);
    expect(session.calls.writeLoginTime).toEqual([start]);
  });
});

describe('the countdown before the limit (beyond the spec)', () => {
  test('two minutes before the limit the countdown starts; at the limit it has expired', async () => {
    const session = signedInSession();
    const tickAt = async (at: number) => {
      session.clock.now = at;
      await allSettled(sessionTicked, { scope: session.scope });
      return session.scope.getState($inactivity);
    };
    expect(await tickAt(start + 8 * MINUTE - 1000)).toEqual({ phase: 'active', secondsLeft: 121 });
    expect(await tickAt(start + 8 * MINUTE)).toEqual({ phase: 'warning', secondsLeft: 120 });
    expect(await tickAt(start + 10 * MINUTE - 500)).toEqual({ phase: 'warning', secondsLeft: 1 });
    expect(await tickAt(start + 10 * MINUTE + 1)).toEqual({ phase: 'expired', secondsLeft: 0 });
    // Ticks never sign anyone out: only a click does (spec §4).
    expect(session.scope.getState($tokenInfo)).toEqual(admin);
  });

  test('a limit shorter than four minutes warns for its last half', () => {
    expect(warningWindow(3_600_000)).toBe(120_000);
    expect(warningWindow(60_000)).toBe(30_000);
  });

  test('staying signed in refreshes the activity and renews the server session', async () => {
    const session = signedInSession();
    session.clock.now = start + 9 * MINUTE;
    await allSettled(sessionTicked, { scope: session.scope });
    expect(session.scope.getState($inactivity).phase).toBe('warning');
    await allSettled(staySignedInClicked, { scope: session.scope });
    expect(session.calls.keepAlive).toHaveLength(1);
    expect(session.scope.getState($lastActivity)).toBe(start + 9 * MINUTE);
    expect(session.scope.getState($inactivity)).toEqual({ phase: 'active', secondsLeft: 600 });
  });

  test('staying when the server has already ended the session signs out', async () => {
    const session = signedInSession(10 * MINUTE, { handlers: [[keepAliveFx, () => ({ error: true })]] });
    session.clock.now = start + 9 * MINUTE;
    await allSettled(staySignedInClicked, { scope: session.scope });
    expect(session.scope.getState($tokenInfo)).toBeNull();
    expect(session.shown[0]?.message).toContain('セッションの有効期限が切れました');
  });
});

describe('the draft kept over an inactivity sign-out (beyond the spec)', () => {
  const screen = {
    path: '/notice',
    fields: [
      { form: 0, name: 'title', label: '件名', value: '年末のお知らせ' },
      { form: 0, name: 'important', label: '重要', value: true },
    ],
  };

  test('is taken before storage is cleared and written back after it', async () => {
    const session = signedInSession(10 * MINUTE, { handlers: [[captureDraftFx, () => screen]] });
    session.clock.now = start + 11 * MINUTE;
    await allSettled(clicked, { scope: session.scope });
    const relevant = session.order.filter((name) =>
      ['captureDraft', 'clearStorage', 'saveDraft', 'logout'].includes(name),
    );
    expect(relevant).toEqual(['captureDraft', 'clearStorage', 'saveDraft', 'logout']);
    expect(session.calls.saveDraft).toEqual([{ ...screen, email: admin.email, savedAt: start + 11 * MINUTE }]);
  });

  test('nothing typed: nothing written back', async () => {
    const session = signedInSession();
    session.clock.now = start + 11 * MINUTE;
    await allSettled(clicked, { scope: session.scope });
    expect(session.calls.saveDraft).toBeUndefined();
  });

  const draft: Draft = { ...screen, email: admin.email, savedAt: start };

  test('is offered to the same person after signing in, and restoring goes to its screen and fills it', async () => {
    const withDraft = testSession({ handlers: [[loadDraftFx, () => draft]] });
    await allSettled(appStarted, { scope: withDraft.scope });
    expect(withDraft.scope.getState($draftOffer)).toBeNull();
    await allSettled(signedIn, { scope: withDraft.scope, params: admin });
    expect(withDraft.scope.getState($draftOffer)).toEqual(draft);
    expect(draftSummary(draft)).toEqual([
      { label: '件名', value: '年末のお知らせ' },
      { label: '重要', value: 'はい' },
    ]);

    await allSettled(draftRestoreClicked, { scope: withDraft.scope });
    expect(withDraft.calls.navigate).toEqual([{ to: '/notice' }]);
    expect(withDraft.calls.fillDraft).toEqual([draft]);
    expect(withDraft.calls.removeDraft).toHaveLength(1);
    expect(withDraft.scope.getState($draftOffer)).toBeNull();
  });

  test('is dropped when someone else signs in, or when discarded', async () => {
    const other = testSession({ handlers: [[loadDraftFx, () => draft]] });
    await allSettled(appStarted, { scope: other.scope });
    await allSettled(signedIn, { scope: other.scope, params: { ...admin, email: 'koho@example.go.jp' } });
    expect(other.scope.getState($draftOffer)).toBeNull();
    expect(other.calls.removeDraft).toHaveLength(1);

    const discarding = testSession({ handlers: [[loadDraftFx, () => draft]] });
    await allSettled(appStarted, { scope: discarding.scope });
    await allSettled(signedIn, { scope: discarding.scope, params: admin });
    await allSettled(draftDiscardClicked, { scope: discarding.scope });
    expect(discarding.calls.removeDraft).toHaveLength(1);
    expect(discarding.calls.fillDraft).toBeUndefined();
    expect(discarding.scope.getState($draftOffer)).toBeNull();
  });
});
