import type { TokenInfo } from '../../contract/index.ts';
import type { MailHistoryRead } from '../../contract/mail.ts';
import type { MailingRead } from '../../contract/mailing.ts';
import { mailClockFx, mailFx, newRequestIdFx } from '../../model/mail/index.ts';
import { mailingFx } from '../../model/mailing/index.ts';
import { $tokenInfo } from '../../model/session/index.ts';
import { admin } from '../../model/session/testing.ts';
import { type StoryOptions, sessionLoader } from '../shared/story.tsx';

/** 広報課, MAIL 1: may send to the lists that name 広報課. */
export const kohoSender: TokenInfo = {
  ...admin,
  id: 2,
  email: 'koho@example.go.jp',
  name: '広報 花子',
  groupId: 2,
  groupName: '広報課',
  permissions: [0, 0, 1, 0, 0, 0, 0],
};

export const someMailings: MailingRead[] = [
  { id: 1, name: '職員連絡網', type: 'internal', allowGroup: [3], members: [] },
  { id: 2, name: '防災メール（市民向け）', type: 'external', allowGroup: [2], members: [] },
  { id: 3, name: '広報課 お知らせ', type: 'internal', allowGroup: [2, 3], members: [] },
];

/** 2026-11-24 09:00 in Japan. */
export const STORY_NOW = Date.parse('2026-11-24T00:00:00.000Z');

export const outcome = (over: object = {}) => ({ ok: true, noPermission: false, stale: false, ...over });

export const previewOf = (over: object = {}) =>
  outcome({
    recipientCount: 152,
    duplicateCount: 3,
    outsideDomains: [],
    from: '"〇〇市役所 広報課" <noreply@example.go.jp>',
    text: '12月1日に防災訓練を行います。\n\n配信停止: https://example.go.jp/unsubscribe',
    unsubscribe: true,
    ...over,
  });

const at = '2026-11-20T01:00:00.000Z';
const row = (id: number, over: Partial<MailHistoryRead>): MailHistoryRead => ({
  id,
  mailingIds: [2],
  mailingNames: ['防災メール（市民向け）'],
  subject: `お知らせ ${id}`,
  status: 'sent',
  recipientCount: 150,
  sentCount: 150,
  failedCount: 0,
  transport: 'outbox',
  scheduledAt: null,
  startedAt: at,
  finishedAt: '2026-11-20T01:05:00.000Z',
  cancelledAt: null,
  createdBy: { id: 2, name: '広報 花子' },
  createdAt: at,
  updatedAt: at,
  ...over,
});

/** One mail in each state, newest first. */
export const historyOfEveryState: MailHistoryRead[] = [
  row(6, {
    subject: '年末年始の窓口案内',
    status: 'scheduled',
    scheduledAt: '2026-12-01T00:00:00.000Z',
    startedAt: null,
    finishedAt: null,
    sentCount: 0,
  }),
  row(5, { subject: '防災訓練のお知らせ', status: 'sending', sentCount: 58, failedCount: 2, finishedAt: null }),
  row(4, { subject: '広報誌12月号', status: 'sent' }),
  row(3, { subject: '停電のお知らせ', status: 'partial', sentCount: 147, failedCount: 3 }),
  row(2, { subject: '試験配信', status: 'failed', sentCount: 0, failedCount: 150 }),
  row(1, {
    subject: '取りやめた案内',
    status: 'cancelled',
    scheduledAt: '2026-11-21T00:00:00.000Z',
    startedAt: null,
    finishedAt: null,
    cancelledAt: '2026-11-20T02:00:00.000Z',
    sentCount: 0,
  }),
];

/** Mail screen stories: every mail and mailing-list call replaced, signed in as 広報課 at a fixed time. */
export const mailStoryLoader = (options: StoryOptions & { user?: TokenInfo } = {}) => {
  let ids = 0;
  const own = options.handlers;
  return sessionLoader({
    ...options,
    values: [[$tokenInfo, options.user ?? kohoSender], ...(options.values ?? [])],
    handlers: () => [
      [newRequestIdFx, () => `0b6c1f3e-8a2d-4c5b-9e7f-00000000000${++ids}`],
      [mailClockFx, () => STORY_NOW],
      [mailingFx.list, () => someMailings],
      [mailFx.history, () => []],
      ...(typeof own === 'function' ? own() : (own ?? [])),
    ],
    replaced: [...Object.values(mailFx), mailingFx.list, ...(options.replaced ?? [])],
  });
};
