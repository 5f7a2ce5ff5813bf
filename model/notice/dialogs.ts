import { sample } from 'effector';
import { createMutationDialog } from '../kit/index.ts';
import { noticeFx } from './editor.ts';
import { notices } from './model.ts';
import { noticeText } from './text.ts';

/** Deleting a notice from /notice: asked first, naming it. */
export const noticeDelete = createMutationDialog({
  name: 'notice-delete',
  effect: noticeFx.remove,
  source: notices.$items,
  params: ({ target }: { target: number }) => ({ params: { id: target } }),
  successMessage: ({ target, source }) => noticeText.removed(source.find((notice) => notice.id === target)?.title),
  failedText: noticeText.deleteFailed,
});
sample({ clock: noticeDelete.succeeded, fn: ({ target }) => target, target: notices.removed });
