import { describe, expect, it } from 'vitest';
import {
  CurrentPathPayload,
  mayActOn,
  PathPayload,
  parseRealtimeMessage,
  RealtimeMessage,
  realtimeActions,
  realtimeEventActions,
  realtimeEvents,
  socketEmission,
  socketPath,
} from './socket.ts';

describe('real-time messages', () => {
  it('knows the event names of spec §7.2', () => {
    // §6 names fifteen (group … system-notice, without account); §7.2 handles those and `account`: sixteen.
    expect([...realtimeEvents].sort()).toEqual(
      [
        'account',
        'answer',
        'author',
        'cms-page',
        'cms-template',
        'cms-theme',
        'cms-web',
        'config',
        'domain',
        'form',
        'group',
        'local',
        'mail-group',
        'mail-history',
        'system-notice',
        'workflow',
      ].sort(),
    );
    expect(realtimeEvents).toHaveLength(16);
  });

  const allowed = realtimeEvents.flatMap((event) =>
    (realtimeEventActions[event] as readonly string[]).map((action) => [event, action] as const),
  );
  const refused = realtimeEvents.flatMap((event) =>
    realtimeActions
      .filter((action) => !(realtimeEventActions[event] as readonly string[]).includes(action))
      .map((action) => [event, action] as const),
  );

  it.each(allowed)('%s %s parses, as one object and as socket.io delivers it', (event, action) => {
    const message = { event, action, id: 7 };
    expect(RealtimeMessage.parse(message)).toEqual(message);
    expect(parseRealtimeMessage(event, { action, id: 7 }).data).toEqual(message);
    expect(parseRealtimeMessage(...socketEmission(message as RealtimeMessage)).data).toEqual(message);
  });

  it.each(allowed.filter(([, action]) => action !== 'async'))('%s %s needs an id', (event, action) => {
    expect(parseRealtimeMessage(event, { action }).success).toBe(false);
    expect(parseRealtimeMessage(event, { action, id: 'seven' }).success).toBe(false);
    expect(parseRealtimeMessage(event, { action, id: 0 }).success).toBe(false);
  });

  it.each(allowed.filter(([, action]) => action === 'async'))('%s async may come without an id', (event) => {
    expect(parseRealtimeMessage(event, { action: 'async' }).data).toEqual({ event, action: 'async' });
  });

  it.each(refused)('%s %s is refused', (event, action) => {
    expect(parseRealtimeMessage(event, { action, id: 1 }).success).toBe(false);
  });

  it.each([
    ['unknown event', 'cms-pages', { action: 'created', id: 1 }],
    ['unknown action', 'cms-page', { action: 'removed', id: 1 }],
    ['no payload', 'cms-page', undefined],
    ['a text payload', 'cms-page', 'created'],
    ['an array payload', 'cms-page', ['created', 1]],
  ])('refuses %s', (_, event, payload) => {
    expect(parseRealtimeMessage(event, payload).success).toBe(false);
  });

  it('acts on events under the permissions of spec §6', () => {
    const user = { permissions: [1, 0, 0, 0, 0, 0, 0], workflow: false };
    expect(mayActOn('cms-page', user)).toBe(true);
    expect(mayActOn('form', user)).toBe(false);
    expect(mayActOn('system-notice', user)).toBe(true);
    expect(mayActOn('workflow', user)).toBe(false);
    expect(mayActOn('workflow', { ...user, workflow: true })).toBe(true);
    expect(mayActOn('workflow', { permissions: [0, 0, 0, 0, 0, 0, 1], workflow: false })).toBe(true);
    expect(mayActOn('group', undefined)).toBe(false);
    expect(mayActOn('config', undefined)).toBe(true);
  });
});

describe('path and current-path', () => {
  it('path is the pathname the client is on', () => {
    expect(PathPayload.parse('/cms/1/page/3')).toBe('/cms/1/page/3');
    expect(PathPayload.safeParse('cms/1').success).toBe(false);
    expect(PathPayload.safeParse(3).success).toBe(false);
  });

  it('current-path lists where the other users are', () => {
    const value = [{ id: 3, name: '佐藤 花子', email: 'sato@example.go.jp', path: '/cms/1/page/3' }];
    expect(CurrentPathPayload.parse(value)).toEqual(value);
    expect(CurrentPathPayload.safeParse([{ id: 3, path: '/x' }]).success).toBe(false);
    expect(CurrentPathPayload.safeParse({ id: 3 }).success).toBe(false);
  });

  it('the hub path is spec §7.2', () => {
    expect(socketPath('console')).toBe('/clients/socketio/hubs/console');
  });
});
