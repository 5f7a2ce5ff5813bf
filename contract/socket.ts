import * as z from 'zod';
import { Email, Id } from './ids.ts';
import { type Area, levelOf } from './permissions.ts';

/**
 * The real-time channel (spec §7.2): socket.io at `/clients/socketio/hubs/{hub}`. The server emits each
 * message under its event name with `{ action, id }`; `parseRealtimeMessage(event, payload)` turns it into
 * one value of the union below. The client emits `path`; the server answers everyone with `current-path`.
 */

export const socketPath = (hub: string): string => `/clients/socketio/hubs/${encodeURIComponent(hub)}`;

/** Spec §9: reconnection on, unlimited attempts, delay 1 s, maximum delay 5 s, jitter 0.5, time-out 20 s. */
export const socketOptions = {
  reconnection: true,
  reconnectionAttempts: Number.POSITIVE_INFINITY,
  reconnectionDelay: 1000,
  reconnectionDelayMax: 5000,
  randomizationFactor: 0.5,
  timeout: 20_000,
} as const;

export const realtimeActions = ['created', 'updated', 'deleted', 'async'] as const;
export type RealtimeAction = (typeof realtimeActions)[number];

/**
 * The actions each event is sent with, from what §7.2 says the console does with them:
 * `async` (something changed in bulk: refetch the list) only where §7.2 handles it, and only `async`
 * for mail-history and config, whose single records the console never fetches.
 */
const recordActions = ['created', 'updated', 'deleted'] as const;
const withAsync = [...recordActions, 'async'] as const;

export const realtimeEventActions = {
  account: recordActions,
  domain: recordActions,
  group: recordActions,
  'cms-theme': recordActions,
  'cms-template': withAsync,
  'cms-web': recordActions,
  'cms-page': withAsync,
  form: withAsync,
  local: recordActions,
  'mail-group': recordActions,
  author: recordActions,
  workflow: withAsync,
  'system-notice': withAsync,
  'mail-history': ['async'],
  config: ['async'],
  answer: ['updated', 'async'],
} as const satisfies Record<string, readonly RealtimeAction[]>;

export type RealtimeEvent = keyof typeof realtimeEventActions;
export const realtimeEvents = Object.keys(realtimeEventActions) as RealtimeEvent[];

/**
 * Spec §6: the area whose level (at least 1) a user needs for the console to act on an event;
 * `null`: no permission needed; `workflow`: the workflow flag or CONFIG at least 1.
 */
export const realtimeEventArea: Record<RealtimeEvent, Area | 'workflow' | null> = {
  account: null,
  domain: null,
  group: 'ACCOUNT',
  'cms-theme': 'CMS',
  'cms-template': 'CMS',
  'cms-web': 'CMS',
  'cms-page': 'CMS',
  form: 'FORM',
  local: 'CMS',
  'mail-group': 'MAIL_ADDRESS',
  author: null,
  workflow: 'workflow',
  'system-notice': null,
  'mail-history': 'MAIL',
  config: null,
  answer: 'FORM_ANSWER',
};

/** created/updated/deleted name the record; async may name one (answer: the form) or none. */
const messageOf = <const E extends RealtimeEvent>(event: E) => {
  const actions = realtimeEventActions[event] as readonly RealtimeAction[];
  const named = actions.filter((action) => action !== 'async') as [RealtimeAction, ...RealtimeAction[]];
  const options = [];
  if (named.length > 0) options.push(z.object({ event: z.literal(event), action: z.enum(named), id: Id }));
  if (actions.includes('async')) {
    options.push(z.object({ event: z.literal(event), action: z.literal('async'), id: Id.optional() }));
  }
  return options;
};

type ActionsOf<E extends RealtimeEvent> = (typeof realtimeEventActions)[E][number];
type MessageFor<E extends RealtimeEvent> = {
  [A in ActionsOf<E>]: A extends 'async' ? { event: E; action: A; id?: number } : { event: E; action: A; id: number };
}[ActionsOf<E>];

/** One real-time message: event name, action and id (spec §3). */
export type RealtimeMessage = { [E in RealtimeEvent]: MessageFor<E> }[RealtimeEvent];

type Options = [z.core.$ZodTypeDiscriminable, ...z.core.$ZodTypeDiscriminable[]];

/** The union over every event, each itself a union over its actions (the type above, spelt out by hand). */
export const RealtimeMessage = z.discriminatedUnion(
  'event',
  realtimeEvents.map((event) =>
    z.discriminatedUnion('action', messageOf(event) as unknown as Options),
  ) as unknown as Options,
) as unknown as z.ZodType<RealtimeMessage>;

/** A message as socket.io delivers it: the event name apart, the payload `{ action, id }`. */
export const parseRealtimeMessage = (event: string, payload: unknown) =>
  RealtimeMessage.safeParse(typeof payload === 'object' && payload !== null ? { ...payload, event } : { event });

/** The other way round, for the server: the event name and the payload it emits. */
export const socketEmission = (message: RealtimeMessage): [RealtimeEvent, { action: RealtimeAction; id?: number }] => {
  const { event, ...payload } = message;
  return [event, payload];
};

/** Spec §6: whether the console acts on an event for this user. */
export const mayActOn = (
  event: RealtimeEvent,
  user: { permissions: readonly number[]; workflow: boolean } | null | undefined,
): boolean => {
  const area = realtimeEventArea[event];
  if (area === null) return true;
  if (!user) return false;
  if (area === 'workflow') return user.workflow || levelOf(user, 'CONFIG') >= 1;
  return levelOf(user, area) >= 1;
};

/** `path` (client → server): the console's pathname after a route change. */
export const PathPayload = z.string().startsWith('/').max(2048);
export type PathPayload = z.infer<typeof PathPayload>;

/** `current-path` (server → client): where the other signed-in users are (ours: per account). */
export const UserLocation = z.object({ id: Id, name: z.string(), email: Email, path: z.string() });
export type UserLocation = z.infer<typeof UserLocation>;
export const CurrentPathPayload = z.array(UserLocation);
export type CurrentPathPayload = z.infer<typeof CurrentPathPayload>;

export const PATH_EVENT = 'path';
export const CURRENT_PATH_EVENT = 'current-path';
