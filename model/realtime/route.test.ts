import { describe, expect, test } from 'vitest';
import {
  areas,
  type RealtimeAction,
  type RealtimeEvent,
  type RealtimeMessage,
  realtimeEventActions,
  realtimeEvents,
} from '../../contract/index.ts';
import { type Instruction, type RealtimeUser, routeMessage } from './route.ts';

const none = [0, 0, 0, 0, 0, 0, 0];
const userWith = (levels: Partial<Record<(typeof areas)[number], number>>, workflow = false): RealtimeUser => ({
  id: 7,
  workflow,
  permissions: areas.map((area) => levels[area] ?? 0),
});

/** Spec §6, written out independently of the contract's table: who the console acts for. */
const gate: Record<RealtimeEvent, (user: RealtimeUser) => boolean> = {
  account: () => true,
  domain: () => true,
  config: () => true,
  author: () => true,
  'system-notice': () => true,
  group: (u) => (u.permissions[4] ?? 0) >= 1,
  'cms-theme': (u) => (u.permissions[0] ?? 0) >= 1,
  'cms-template': (u) => (u.permissions[0] ?? 0) >= 1,
  'cms-web': (u) => (u.permissions[0] ?? 0) >= 1,
  'cms-page': (u) => (u.permissions[0] ?? 0) >= 1,
  local: (u) => (u.permissions[0] ?? 0) >= 1,
  form: (u) => (u.permissions[1] ?? 0) >= 1,
  'mail-group': (u) => (u.permissions[3] ?? 0) >= 1,
  'mail-history': (u) => (u.permissions[2] ?? 0) >= 1,
  answer: (u) => (u.permissions[5] ?? 0) >= 1,
  workflow: (u) => u.workflow || (u.permissions[6] ?? 0) >= 1,
};

/** Spec §7.2, written out: what each event and action does when allowed. */
const expected = (event: RealtimeEvent, action: RealtimeAction, id: number, user: RealtimeUser): Instruction[] => {
  const selfId = user.id;
  if (event === 'account') {
    if (id === selfId) return [{ kind: 'reloadPage' }];
    return (user.permissions[4] ?? 0) >= 1 ? [{ kind: 'refetchList', resource: 'account' }] : [];
  }
  if (event === 'domain')
    return action === 'deleted'
      ? [{ kind: 'remove', resource: 'domain', id }]
      : [{ kind: 'refetchList', resource: 'domain' }];
  if (event === 'mail-history' || event === 'config') return [{ kind: 'refetchList', resource: event }];
  if (event === 'answer') return [{ kind: 'refetchList', resource: 'answer', id }];
  if (action === 'async') return [{ kind: 'refetchList', resource: event }];
  if (action === 'deleted') return [{ kind: 'remove', resource: event, id }];
  const refetch: Instruction = { kind: 'refetchItem', resource: event, id };
  return event === 'system-notice' ? [refetch, { kind: 'announceNotice' }] : [refetch];
};

const users: [string, RealtimeUser][] = [
  ['no levels', { id: 7, workflow: false, permissions: none }],
  ['every area at 1', userWith(Object.fromEntries(areas.map((a) => [a, 1])))],
  ['CMS only', userWith({ CMS: 3 })],
  ['FORM only', userWith({ FORM: 2 })],
  ['ACCOUNT only', userWith({ ACCOUNT: 1 })],
  ['MAIL and MAIL_ADDRESS', userWith({ MAIL: 1, MAIL_ADDRESS: 2 })],
  ['FORM_ANSWER only', userWith({ FORM_ANSWER: 1 })],
  ['CONFIG 1', userWith({ CONFIG: 1 })],
  ['workflow flag only', userWith({}, true)],
];

const cases = realtimeEvents.flatMap((event) =>
  (realtimeEventActions[event] as readonly RealtimeAction[]).flatMap((action) =>
    users.map(([who, user]) => [event, action, who, user] as const),
  ),
);

describe('every event × action × permission', () => {
  test.each(cases)('%s %s for %s', (event, action, _who, user) => {
    const message = { event, action, id: 12 } as unknown as RealtimeMessage;
    const result = routeMessage(message, user);
    expect(result).toEqual(gate[event](user) ? expected(event, action, 12, user) : []);
  });

  test('nothing is done for nobody', () => {
    expect(routeMessage({ event: 'domain', action: 'created', id: 1 }, null)).toEqual([]);
  });

  test('an account event about the signed-in user reloads the page; about someone else it refreshes the account list for account managers only', () => {
    const user = userWith({});
    expect(routeMessage({ event: 'account', action: 'updated', id: user.id }, user)).toEqual([{ kind: 'reloadPage' }]);
    expect(routeMessage({ event: 'account', action: 'updated', id: user.id + 1 }, user)).toEqual([]);
    expect(routeMessage({ event: 'account', action: 'created', id: user.id + 1 }, userWith({ ACCOUNT: 1 }))).toEqual([
      { kind: 'refetchList', resource: 'account' },
    ]);
  });

  test('async without an id refetches the list', () => {
    expect(routeMessage({ event: 'cms-page', action: 'async' }, userWith({ CMS: 1 }))).toEqual([
      { kind: 'refetchList', resource: 'cms-page' },
    ]);
    expect(routeMessage({ event: 'answer', action: 'async' }, userWith({ FORM_ANSWER: 1 }))).toEqual([
      { kind: 'refetchList', resource: 'answer' },
    ]);
  });
});
