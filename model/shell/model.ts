import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import type { TokenInfo } from '../../contract/index.ts';
import { noPermissionAnswered } from '../api/index.ts';
import type { DomainEntry } from '../kit/index.ts';
import { messageShown, messageTimes } from '../messages/index.ts';
import { connectFx, connectionTimedOut, disconnectFx, reconnected, wireRealtime } from '../realtime/index.ts';
import {
  $tokenInfo,
  allowedDomainRemoved,
  allowedDomainsRequested,
  configRequested,
  signedOut,
} from '../session/index.ts';
import { $settings } from '../settings/index.ts';
import { domains } from './domains.ts';
import { shellText } from './text.ts';

/**
 * The signed-in shell: opens the real-time channel once signed in, loads the lists the user is allowed
 * (spec §6 "initial list loading"), wires real-time events into the domain models, and resets it all on
 * sign-out — for every domain of the registry (`domains.ts`): nothing here names a domain.
 */

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

for (const { resource, initialLoad, resets = [] } of domains) {
  if (initialLoad) sample({ clock: newSession, filter: initialLoad, fn: () => undefined, target: resource.refreshed });
  sample({ clock: signedOut, fn: () => undefined, target: [resource.reset, ...resets] });
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

/** ours: an `account` event refreshes the account lists on screen. */
const accountsChanged = createEvent();
/** Spec §7.2 answer: the answers of the form it names (or of the form on screen when it names none). */
const answersChanged = createEvent<number | undefined>();
for (const { children = [] } of domains) {
  for (const child of children) {
    if (child.event === 'account') sample({ clock: accountsChanged, target: child.list.refreshed });
    if (child.event === 'answer') {
      sample({
        clock: answersChanged,
        source: child.list.$key,
        filter: (key, id) => key !== null && (id === undefined || id === key),
        fn: () => undefined,
        target: child.list.refreshed,
      });
    }
    // Whatever was missed while disconnected: the child list on screen catches up.
    sample({
      clock: reconnected,
      source: child.list.$key,
      filter: (key) => key !== null,
      fn: () => undefined,
      target: child.list.refreshed,
    });
  }
}

const { instructed } = wireRealtime($tokenInfo, {
  resources: Object.fromEntries(domains.map((domain) => [domain.event, domain.resource])),
  accountsRefreshed: accountsChanged,
  answersRefreshed: answersChanged,
  domainsRefreshed: allowedDomainsRequested,
  domainRemoved: allowedDomainRemoved,
  configRefreshed: configRequested,
  noticeAnnounced,
  ownAccountChanged: reloadPageFx,
});

// A list that another domain's changes reach too (a form renamed or deleted: the answer summaries).
for (const { resource, alsoRefreshedBy = [] } of domains) {
  if (alsoRefreshedBy.length === 0) continue;
  sample({
    clock: instructed,
    filter: (list) =>
      list.some((each) => 'resource' in each && (alsoRefreshedBy as readonly string[]).includes(each.resource)),
    fn: () => undefined,
    target: resource.listChanged,
  });
}

/** Whether each domain attached late (`attachDomain`) is loading, by name. */
const lateDomainLoading = createEvent<{ name: string; pending: boolean }>();
const $lateDomainsPending = createStore<Record<string, boolean>>({}).on(
  lateDomainLoading,
  (pending, { name, pending: now }) => ({ ...pending, [name]: now }),
);

/**
 * A domain whose model loads with its screens only (the CMS: its code stays out of every other route's
 * chunks) joins the shell when its model loads: reset at sign-out, kept fresh by its real-time event (§7.2,
 * under the permissions of §6, as `routeMessage` checks them), counted for the overlay. Its list loads when
 * a screen needs it, not at sign-in: that the user may read it is checked by the screen's route (§2.2).
 */
export const attachDomain = (entry: DomainEntry): DomainEntry => {
  sample({ clock: signedOut, fn: () => undefined, target: [entry.resource.reset, ...(entry.resets ?? [])] });
  wireRealtime($tokenInfo, { resources: { [entry.event]: entry.resource } });
  if (entry.overlay) {
    sample({
      clock: entry.resource.$pending,
      fn: (pending) => ({ name: entry.name, pending }),
      target: lateDomainLoading,
    });
  }
  return entry;
};

/** Spec §2.5: the data sections whose loading covers the content (the list's first entry, form, is ignored). */
export const $contentPending = combine(
  [
    ...domains
      .filter((domain) => domain.overlay)
      .flatMap((domain) => [domain.resource.$pending, ...(domain.pending ?? [])]),
    $lateDomainsPending,
  ],
  (pending) => pending.some((each) => (typeof each === 'boolean' ? each : Object.values(each).some(Boolean))),
);

/** Spec §6: on a "no permission" answer, ask once per page load whether to reload; reload if agreed. */
export const confirmReloadFx = createEffect((question: string): boolean => window.confirm(question));
const $reloadAsked = createStore(false);
const firstRefusal = sample({ clock: noPermissionAnswered, source: $reloadAsked, filter: (asked) => !asked });
$reloadAsked.on(firstRefusal, () => true);
sample({ clock: firstRefusal, fn: () => shellText.noPermissionConfirm, target: confirmReloadFx });
sample({ clock: confirmReloadFx.doneData, filter: Boolean, fn: () => undefined, target: reloadPageFx });
