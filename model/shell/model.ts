import { createEffect, createEvent, createStore, sample } from 'effector';
import { levelOf, type TokenInfo } from '../../contract/index.ts';
import { noPermissionAnswered } from '../api/index.ts';
import { accountsRefreshed, groups } from '../group/index.ts';
import { messageShown, messageTimes } from '../messages/index.ts';
import { notices } from '../notice/index.ts';
import { connectFx, connectionTimedOut, disconnectFx, wireRealtime } from '../realtime/index.ts';
import type { ListResource } from '../resource/index.ts';
import {
  $tokenInfo,
  allowedDomainRemoved,
  allowedDomainsRequested,
  configRequested,
  signedOut,
} from '../session/index.ts';
import { $settings } from '../settings/index.ts';
import { shellText } from './text.ts';

/**
 * The signed-in shell: opens the real-time channel once signed in, loads the lists the user is allowed
 * (spec §6 "initial list loading"), wires real-time events into the domain models, and resets it all on
 * sign-out. New domains add their list resource to `resources` below: nothing else changes.
 */
// biome-ignore lint/suspicious/noExplicitAny: resources of every record type are handled alike
type AnyResource = ListResource<any>;

/** Spec §6: which lists load at sign-in, and for whom. */
const initialLoads: { resource: AnyResource; allowed: (user: TokenInfo) => boolean }[] = [
  // Groups: CMS 1 (spec §6), and the organisation screen's ACCOUNT 1.
  { resource: groups, allowed: (user) => levelOf(user, 'CMS') >= 1 || levelOf(user, 'ACCOUNT') >= 1 },
  { resource: notices, allowed: () => true },
];

export const reloadPageFx = createEffect(() => {
  window.location.reload();
});

/**
 * The shell's code loads with the signed-in screens, usually after the sign-in it should react to: the
 * app tells it when those screens open, and the user already signed in then counts as signing in now.
 */
export const shellOpened = createEvent();

const signedInNow = sample({
  clock: [$tokenInfo.updates, shellOpened],
  source: $tokenInfo,
  filter: (user): user is TokenInfo => user !== null,
});
// A change of the same user's token (e.g. their levels) must not reconnect; only a new sign-in does.
const $connectedFor = createStore<number | null>(null).reset(signedOut);
const newSession = sample({
  clock: signedInNow,
  source: $connectedFor,
  filter: (connectedFor, user) => connectedFor !== user.id,
  fn: (_, user) => user,
});
$connectedFor.on(newSession, (_, user) => user.id);

sample({ clock: newSession, source: $settings, fn: (settings) => settings.hub, target: connectFx });

for (const { resource, allowed } of initialLoads) {
  sample({ clock: newSession, filter: allowed, fn: () => undefined, target: resource.refreshed });
  sample({ clock: signedOut, fn: () => undefined, target: resource.reset });
}
sample({ clock: signedOut, fn: () => undefined, target: disconnectFx });

const noticeAnnounced = createEvent();
sample({
  clock: noticeAnnounced,
  fn: () => ({ message: shellText.newNotice, type: 'info' as const, time: messageTimes.newNotice }),
  target: messageShown,
});

// Spec §8: the channel timing out is told as an error; socket.io keeps trying, and the lists catch up
// once it is back (the refetch after reconnecting).
sample({
  clock: connectionTimedOut,
  fn: () => ({ message: shellText.realtimeTimeout, type: 'error' as const }),
  target: messageShown,
});

wireRealtime($tokenInfo, {
  resources: { group: groups, 'system-notice': notices },
  accountsRefreshed,
  domainsRefreshed: allowedDomainsRequested,
  domainRemoved: allowedDomainRemoved,
  configRefreshed: configRequested,
  noticeAnnounced,
  ownAccountChanged: reloadPageFx,
});

/** Spec §2.5: the data sections whose loading covers the content (the list's first entry, form, is ignored). */
export const $contentPending = sample({
  source: [groups.$pending, notices.$pending],
  fn: (pending) => pending.some(Boolean),
});

/** Spec §6: on a "no permission" answer, ask once per page load whether to reload; reload if agreed. */
export const confirmReloadFx = createEffect((question: string): boolean => window.confirm(question));
const $reloadAsked = createStore(false);
const firstRefusal = sample({ clock: noPermissionAnswered, source: $reloadAsked, filter: (asked) => !asked });
$reloadAsked.on(firstRefusal, () => true);
sample({ clock: firstRefusal, fn: () => shellText.noPermissionConfirm, target: confirmReloadFx });
sample({ clock: confirmReloadFx.doneData, filter: Boolean, fn: () => undefined, target: reloadPageFx });
