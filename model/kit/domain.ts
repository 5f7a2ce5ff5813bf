import type { EventCallable, Store } from 'effector';
import type { TokenInfo } from '../../contract/index.ts';
import type { ListResource } from './listResource.ts';

/** The real-time events of spec §7.2 that keep a list resource fresh (created/updated refetch, deleted removes). */
export type ResourceEventName =
  | 'group'
  | 'cms-theme'
  | 'cms-template'
  | 'cms-web'
  | 'cms-page'
  | 'form'
  | 'local'
  | 'mail-group'
  /** Spec §7.2 mail-history: `async` only, the whole list refetched (the resource has no get by id). */
  | 'mail-history'
  | 'author'
  | 'workflow'
  | 'system-notice'
  /** Spec §7.2 domain: created/updated reload the whole list (there is no get by id), deleted removes. */
  | 'domain'
  /** Spec §7.2 answer: updated or async refetch the list (the answers of one form are a child list). */
  | 'answer';

/** A keyed child list an event refreshes (`createKeyedList`, `createPagedKeyedList`): the one on screen. */
export interface ChildList {
  $key: Store<number | null>;
  refreshed: EventCallable<void>;
}

/**
 * Everything the shell needs to know of a domain, declared once by the domain: its list resource, the
 * real-time event that keeps it fresh (§7.2), who loads it at sign-in (§6), whether its loading covers the
 * content (§2.5), and the keyed child lists that other events refresh.
 */
export interface DomainEntry {
  name: string;
  // biome-ignore lint/suspicious/noExplicitAny: resources of every record type are driven alike
  resource: ListResource<any>;
  event: ResourceEventName;
  /** Spec §6 "initial list loading": who gets the list at sign-in; left out, nobody (the screen loads it). */
  initialLoad?: (user: TokenInfo) => boolean;
  /** Spec §2.5: its loading replaces the content with the spinner. */
  overlay: boolean;
  /**
   * Child lists refreshed by another event (`account` → the accounts of the group on screen; `answer` → the
   * answers of the form on screen, only when the event names that form or names none).
   */
  children?: { event: 'account' | 'answer'; list: ChildList }[];
  /** Further events whose changes reach this list too (a form renamed or deleted changes the answer summaries). */
  alsoRefreshedBy?: ResourceEventName[];
  /** Extra stores that count as this domain loading (a child list on screen). */
  pending?: Store<boolean>[];
  /** Further events to fire on sign-out (a domain's own reset). */
  resets?: EventCallable<void>[];
}

export const defineDomain = (entry: DomainEntry): DomainEntry => entry;
