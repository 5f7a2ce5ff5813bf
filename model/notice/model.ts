import { attach, combine, createEffect, createEvent, createStore, sample } from 'effector';
import {
  itemOrUndefined,
  listOrEmpty,
  type NoticeRead,
  NoticeReadRecord,
  noticeApi,
  noticeLimitFor,
} from '../../contract/index.ts';
import { endpointFx } from '../api/index.ts';
import { createListResource, defineDomain } from '../kit/index.ts';
import { $tokenInfo } from '../session/session.ts';

export const listNoticesFx = endpointFx(noticeApi.list);
export const getNoticeFx = endpointFx(noticeApi.get);

/** Spec §2.8, §6: the 20 newest, 100 for the super group. */
export const $noticeLimit = $tokenInfo.map((user) => noticeLimitFor(user));

export const notices = createListResource<NoticeRead>({
  name: 'notice',
  listFx: attach({
    source: $noticeLimit,
    effect: async (max: number) => listOrEmpty(await listNoticesFx({ query: { max } })),
  }),
  getFx: createEffect(async (id: number) => itemOrUndefined(await getNoticeFx({ params: { id } }))),
  insertAtFront: true,
});

export const noticeDomain = defineDomain({
  name: 'notice',
  resource: notices,
  event: 'system-notice',
  // Spec §6: system-notice events need no permission; every signed-in user has the bell.
  initialLoad: () => true,
  overlay: true,
});

/** Spec §3 "notice unread record": a key per user e-mail and the array of read notice ids. */
export const readRecordKey = (email: string): string => `notice-read:${email}`;

export const loadReadRecordFx = createEffect((email: string): number[] => {
  const parsed = NoticeReadRecord.shape.value.safeParse(JSON.parse(localStorage.getItem(readRecordKey(email)) ?? '[]'));
  return parsed.success ? parsed.data : [];
});

export const saveReadRecordFx = createEffect(({ email, ids }: { email: string; ids: number[] }) => {
  localStorage.setItem(readRecordKey(email), JSON.stringify(ids));
});

export const bellOpened = createEvent();
export const bellClosed = createEvent();

export const $readIds = createStore<number[]>([])
  .on(loadReadRecordFx.doneData, (_, ids) => ids)
  .reset($tokenInfo.updates.filter({ fn: (user) => user === null }));

export const $bellOpen = createStore(false)
  .on(bellOpened, () => true)
  .on(bellClosed, () => false);

/** Notices with their read state, newest first as the server and real-time events order them. */
export const $noticesWithState = combine(notices.$items, $readIds, (items, read) =>
  items.map((notice) => ({ ...notice, unread: !read.includes(notice.id) })),
);

export const $unreadCount = $noticesWithState.map((items) => items.filter((item) => item.unread).length);

/** How many notices the overview lists: the newest few, the bell holds the rest. */
export const RECENT_NOTICE_COUNT = 5;

/** The overview's recent notices: the newest few, with their read state (the list is kept newest first). */
export const $recentNotices = $noticesWithState.map((items) => items.slice(0, RECENT_NOTICE_COUNT));

sample({
  clock: $tokenInfo,
  filter: (user) => user !== null,
  fn: (user) => user?.email ?? '',
  target: loadReadRecordFx,
});

// Spec §2.8: opening and then closing the bell marks every current notice as read (the bell only closes
// after it opened).
const markedAllRead = sample({
  clock: bellClosed,
  source: { user: $tokenInfo, items: notices.$items, read: $readIds },
  filter: ({ user }) => user !== null,
  fn: ({ user, items, read }) => ({
    email: user?.email ?? '',
    ids: [...new Set([...read, ...items.map((notice) => notice.id)])],
  }),
});
$readIds.on(markedAllRead, (_, { ids }) => ids);
sample({ clock: markedAllRead, target: saveReadRecordFx });
