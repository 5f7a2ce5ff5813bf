import { sample } from 'effector';
import {
  NOTICE_CONTENT_MAX,
  NOTICE_TITLE_MAX,
  type NoticeRead,
  type NoticeType,
  noticeApi,
  noticeTypeOf,
} from '../../contract/index.ts';
import { apiEffect, byId, checkText, createEditor, fieldErrors } from '../kit/index.ts';
import { notices } from './model.ts';
import { noticeText } from './text.ts';

/** The writes of notices (CONFIG above 1), and the fresh read a stale save compares with. */
export const noticeFx = {
  get: apiEffect(noticeApi.get),
  create: apiEffect(noticeApi.create),
  update: apiEffect(noticeApi.update),
  remove: apiEffect(noticeApi.remove),
};

/** What the notice form edits. */
export interface NoticeDraft {
  type: NoticeType;
  title: string;
  /** HTML, shown through the one sanitiser (ui/SanitizedHtml) in the preview, the bell and the list. */
  content: string;
  important: boolean;
}

export const emptyNoticeDraft = (): NoticeDraft => ({ type: 'others', title: '', content: '', important: false });

const bodyOf = (draft: NoticeDraft) => ({
  type: draft.type,
  // An untitled notice sends no title (ours, optional).
  ...(draft.title.trim() ? { title: draft.title.trim() } : {}),
  content: draft.content.trim(),
  important: draft.important,
});

/** The notice form of /notice: a new notice (送信), or one being edited in place. */
export const noticeEditor = createEditor({
  name: 'notice-editor',
  empty: emptyNoticeDraft,
  draftOf: (notice: NoticeRead): NoticeDraft => ({
    // A type the console does not know (another server's word) is edited as the one it is shown as.
    type: noticeTypeOf(notice.type).key,
    title: notice.title ?? '',
    content: notice.content,
    important: notice.important,
  }),
  validate: (draft) =>
    fieldErrors<NoticeDraft>({
      title: checkText(draft.title, { max: NOTICE_TITLE_MAX }),
      content: checkText(draft.content, { required: true, max: NOTICE_CONTENT_MAX }),
    }),
  create: { effect: noticeFx.create, params: (draft: NoticeDraft) => ({ body: bodyOf(draft) }) },
  update: {
    effect: noticeFx.update,
    params: ({ record, draft }: { record: NoticeRead; draft: NoticeDraft }) => ({
      params: { id: record.id },
      body: { ...bodyOf(draft), ...(record.version === undefined ? {} : { version: record.version }) },
    }),
  },
  fetchCurrent: byId(noticeFx.get),
  afterSave: ({ base, draft, outcome }): NoticeRead => {
    const { title: _title, ...rest } = base ?? ({} as Partial<NoticeRead>);
    const body = bodyOf(draft);
    return {
      ...rest,
      ...body,
      id: outcome.id ?? base?.id ?? 0,
      // The answer's version; none from a server without versions (the next save goes unchecked, as this one).
      ...(outcome.version === undefined ? {} : { version: outcome.version }),
    };
  },
  // Read state stays as it was (spec §2.8): it is kept by id, and an edit keeps the id.
  successMessage: (notice) => (notice.version === 1 ? noticeText.sent : noticeText.saved(notice.title)),
  staleText: noticeText.stale,
  failedText: noticeText.failed,
});

// The list (and the bell) show a saved notice at once, before the real-time event refetches it.
sample({ clock: noticeEditor.saved, target: notices.upserted });
