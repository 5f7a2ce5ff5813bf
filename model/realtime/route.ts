import { levelOf, mayActOn, type RealtimeEvent, type RealtimeMessage } from '../../contract/index.ts';

/** The list resources real-time events keep fresh (spec §3, §7.2). */
export const resourceEvents = [
  'group',
  'cms-theme',
  'cms-template',
  'cms-web',
  'cms-page',
  'form',
  'local',
  'mail-group',
  'author',
  'workflow',
  'system-notice',
] as const satisfies readonly RealtimeEvent[];
export type ResourceEvent = (typeof resourceEvents)[number];

/** What the console does about one message: the instructions the wiring turns into resource events. */
export type Instruction =
  | { kind: 'refetchItem'; resource: ResourceEvent; id: number }
  | { kind: 'remove'; resource: ResourceEvent | 'domain'; id: number }
  | {
      kind: 'refetchList';
      resource: ResourceEvent | 'domain' | 'mail-history' | 'config' | 'answer' | 'account';
      id?: number;
    }
  | { kind: 'reloadPage' }
  | { kind: 'announceNotice' };

export interface RealtimeUser {
  id: number;
  permissions: readonly number[];
  workflow: boolean;
}

const isResource = (event: RealtimeEvent): event is ResourceEvent =>
  (resourceEvents as readonly string[]).includes(event);

/**
 * Spec §7.2 as one table, gated by §6: which instructions a message gives for this user. Pure, so every
 * event × action × permission combination is tested without a socket.
 */
export const routeMessage = (message: RealtimeMessage, user: RealtimeUser | null): Instruction[] => {
  if (!user || !mayActOn(message.event, user)) return [];
  const { event, action } = message;
  if (event === 'account') {
    // Spec §7.2: the signed-in user's own account reloads the page. Ours: whoever manages accounts also
    // refetches the account list on screen (the organisation screen of issue 7).
    if (message.id === user.id) return [{ kind: 'reloadPage' }];
    return levelOf(user, 'ACCOUNT') >= 1 ? [{ kind: 'refetchList', resource: 'account' }] : [];
  }
  if (event === 'domain') {
    if (action === 'deleted') return [{ kind: 'remove', resource: 'domain', id: message.id }];
    return [{ kind: 'refetchList', resource: 'domain' }];
  }
  if (event === 'mail-history' || event === 'config') return [{ kind: 'refetchList', resource: event }];
  if (event === 'answer') {
    return [{ kind: 'refetchList', resource: 'answer', ...(message.id === undefined ? {} : { id: message.id }) }];
  }
  if (!isResource(event)) return [];
  if (action === 'async') return [{ kind: 'refetchList', resource: event }];
  if (action === 'deleted') return [{ kind: 'remove', resource: event, id: message.id as number }];
  const refetch: Instruction = { kind: 'refetchItem', resource: event, id: message.id as number };
  return event === 'system-notice' ? [refetch, { kind: 'announceNotice' }] : [refetch];
};
