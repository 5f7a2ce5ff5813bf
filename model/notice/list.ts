import { allows, type NoticeType, noticeApi, noticeTypeOf } from '../../contract/index.ts';
import { createListFilter } from '../kit/index.ts';
import { $tokenInfo } from '../session/session.ts';
import { $noticesWithState } from './model.ts';

/** The filter of /notice: one type or all of them, and unread ones only. */
export interface NoticeFilter {
  type: NoticeType | 'all';
  unreadOnly: boolean;
}

/** /notice: every notice the user receives, newest first, filtered by type and read state. */
export const noticeList = createListFilter({
  name: 'notice-list',
  source: $noticesWithState,
  initial: { type: 'all', unreadOnly: false } as NoticeFilter,
  match: (notice, filter) =>
    (filter.type === 'all' || noticeTypeOf(notice.type).key === filter.type) && (!filter.unreadOnly || notice.unread),
});

/** Sending, editing and deleting notices: CONFIG above 1 (spec §2.6), as the server checks it. */
export const $canWriteNotices = $tokenInfo.map((user) => allows(noticeApi.create.access, user));
