import { combine, createEvent, sample } from 'effector';
import { createGate } from 'effector-react';
import { shownWhile } from '../../model/kit/index.ts';
import { noticeDelete, noticeEditor, noticeList, notices } from '../../model/notice/index.ts';

/** /notice on screen: the list is shown (it is loaded at sign-in for the bell; loaded here if that failed). */
export const NoticePageGate = createGate({ name: 'notice-page' });
shownWhile(NoticePageGate, notices);

/** 編集する on a notice of the list: the form above takes it. */
export const editClicked = createEvent<number>();
/** 編集をやめる: the form starts a new notice. */
export const newClicked = createEvent();

// Opening the screen starts a new notice with every notice shown and no question open.
sample({ clock: NoticePageGate.open, fn: () => null, target: noticeEditor.opened });
sample({ clock: NoticePageGate.open, target: [noticeDelete.closed, noticeList.reset] });
sample({ clock: newClicked, fn: () => null, target: noticeEditor.opened });
sample({
  clock: editClicked,
  source: notices.$items,
  fn: (items, id) => items.find((notice) => notice.id === id) ?? null,
  filter: (notice) => notice !== null,
  target: noticeEditor.opened,
});

// Sent or saved: the form is ready for the next notice.
sample({ clock: noticeEditor.saved, fn: () => null, target: noticeEditor.opened });

// The notice being edited changed elsewhere: the form follows it while nothing is typed (the editor decides).
sample({
  clock: notices.$items.updates,
  source: noticeEditor.$base,
  filter: (base, items) => base !== null && items.some((notice) => notice.id === base.id),
  fn: (base, items) => items.find((notice) => notice.id === base?.id) as (typeof items)[number],
  target: noticeEditor.recordSeen,
});
// Deleted: the question closes (the notice is gone from the list it was asked from).
sample({ clock: noticeDelete.succeeded, target: noticeDelete.closed });
// Deleted from here while it was being edited: nothing is left to edit.
sample({
  clock: noticeDelete.succeeded,
  source: noticeEditor.$base,
  filter: (base, { target }) => base?.id === target,
  fn: () => null,
  target: noticeEditor.opened,
});

/** The list is loading with nothing to show yet. */
export const $noticesLoading = combine(
  notices.$status,
  notices.$items,
  (status, items) => (status === 'init' || status === 'pending') && items.length === 0,
);
/** The id of the notice in the form (null: a new one). */
export const $editingId = noticeEditor.$base.map((base) => base?.id ?? null);
