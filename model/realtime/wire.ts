import { createEvent, type Store, sample, type UnitTargetable } from 'effector';
import type { ListResource } from '../kit/index.ts';
import { type Instruction, type RealtimeUser, type ResourceEvent, routeMessage } from './route.ts';
import { messageReceived, reconnected } from './socket.ts';

export interface RealtimeTargets {
  // biome-ignore lint/suspicious/noExplicitAny: resources of every record type are driven the same way
  resources: Partial<Record<ResourceEvent | 'domain' | 'answer', ListResource<any>>>;
  domainsRefreshed?: UnitTargetable<void>;
  domainRemoved?: UnitTargetable<number>;
  mailHistoryRefreshed?: UnitTargetable<void>;
  /** ours: the account list on the organisation screen. */
  accountsRefreshed?: UnitTargetable<void>;
  configRefreshed?: UnitTargetable<void>;
  answersRefreshed?: UnitTargetable<number | undefined>;
  /** system-notice created/updated: the "new notice" info message (10000 ms). */
  noticeAnnounced?: UnitTargetable<void>;
  /** account event about the signed-in user: reload the page (spec §7.2). */
  ownAccountChanged?: UnitTargetable<void>;
}

const find = <K extends Instruction['kind']>(list: Instruction[], kind: K, resource?: string) =>
  list.find(
    (item): item is Extract<Instruction, { kind: K }> =>
      item.kind === kind && (!resource || ('resource' in item && item.resource === resource)),
  );

/**
 * Connects parsed socket messages to the domain models through one mechanism: routeMessage decides,
 * each list resource's own events act. After a reconnect, every list already loaded is fetched again.
 */
export const wireRealtime = ($user: Store<RealtimeUser | null>, targets: RealtimeTargets) => {
  const instructed = createEvent<Instruction[]>();
  sample({
    clock: messageReceived,
    source: $user,
    fn: (user, message) => routeMessage(message, user),
    target: instructed,
  });

  for (const [name, resource] of Object.entries(targets.resources)) {
    if (!resource) continue;
    sample({
      clock: instructed,
      filter: (list) => find(list, 'refetchItem', name) !== undefined,
      fn: (list) => find(list, 'refetchItem', name)?.id ?? 0,
      target: resource.changed,
    });
    sample({
      clock: instructed,
      filter: (list) => find(list, 'remove', name) !== undefined,
      fn: (list) => find(list, 'remove', name)?.id ?? 0,
      target: resource.removed,
    });
    sample({
      clock: instructed,
      filter: (list) => find(list, 'refetchList', name) !== undefined,
      fn: () => undefined,
      target: resource.listChanged,
    });
    // Whatever was missed while disconnected: a loaded list catches up (or goes stale, if not on screen).
    sample({
      clock: reconnected,
      source: resource.$status,
      filter: (status) => status !== 'init',
      fn: () => undefined,
      target: resource.listChanged,
    });
  }

  const forward = (kind: 'refetchList', resource: string, target: UnitTargetable<void> | undefined) => {
    if (target)
      sample({
        clock: instructed,
        filter: (list) => find(list, kind, resource) !== undefined,
        fn: () => undefined,
        target,
      });
  };
  forward('refetchList', 'domain', targets.domainsRefreshed);
  forward('refetchList', 'mail-history', targets.mailHistoryRefreshed);
  forward('refetchList', 'account', targets.accountsRefreshed);
  forward('refetchList', 'config', targets.configRefreshed);
  if (targets.answersRefreshed) {
    sample({
      clock: instructed,
      filter: (list) => find(list, 'refetchList', 'answer') !== undefined,
      fn: (list) => find(list, 'refetchList', 'answer')?.id,
      target: targets.answersRefreshed,
    });
  }
  if (targets.domainRemoved) {
    sample({
      clock: instructed,
      filter: (list) => find(list, 'remove', 'domain') !== undefined,
      fn: (list) => find(list, 'remove', 'domain')?.id ?? 0,
      target: targets.domainRemoved,
    });
  }
  if (targets.noticeAnnounced) {
    sample({
      clock: instructed,
      filter: (list) => find(list, 'announceNotice') !== undefined,
      fn: () => undefined,
      target: targets.noticeAnnounced,
    });
  }
  if (targets.ownAccountChanged) {
    sample({
      clock: instructed,
      filter: (list) => find(list, 'reloadPage') !== undefined,
      fn: () => undefined,
      target: targets.ownAccountChanged,
    });
  }
  return { instructed };
};
