import { combine, createEvent, sample } from 'effector';
import { createMutationDialog } from '../kit/index.ts';
import { formAnswerFx, formAnswers } from './answers.ts';
import { $mayRemove, $selectedIds, $tableFormId, type Rule, selectionCleared } from './table.ts';
import { formAnswerText } from './text.ts';

/** The most answers one removal may name (the contract's bound on `answers`). */
export const MAX_REMOVE = 10_000;

/** Whether the selected answers may be removed now, and why not. */
export const $removeRule = combine($mayRemove, $selectedIds, (may, selected): Rule => {
  if (!may.allowed) return may;
  if (selected.size === 0) return { allowed: false, reason: formAnswerText.nothingSelected };
  if (selected.size > MAX_REMOVE) return { allowed: false, reason: formAnswerText.tooManyToRemove(MAX_REMOVE) };
  return { allowed: true, reason: null };
});

/** Removing the selected answers, asked first (the target: their ids). */
export const answerRemove = createMutationDialog({
  name: 'form-answer-remove',
  effect: formAnswerFx.removeRows,
  source: $tableFormId,
  params: ({ target, source }: { target: readonly number[]; source: number | null }) =>
    source === null || target.length === 0 || target.length > MAX_REMOVE
      ? null
      : { body: { formId: source, answers: [...target] } },
  successMessage: ({ target }) => formAnswerText.removed(target.length),
  failedText: formAnswerText.removeFailed,
});

/** The remove button: the dialog opens for the selection when the rule allows it. */
export const removeClicked = createEvent();
sample({
  clock: removeClicked,
  source: { rule: $removeRule, selected: $selectedIds },
  filter: ({ rule }) => rule.allowed,
  fn: ({ selected }): readonly number[] => [...selected],
  target: answerRemove.opened,
});

/** 「選択した N 件の回答を削除します。元に戻せません。」 */
export const $removeConfirmText = answerRemove.$target.map((target) =>
  target === null ? '' : formAnswerText.removeConfirm(target.length),
);

// Gone at once here; the `answer` event that follows brings the same removal to every other console.
sample({ clock: answerRemove.succeeded, fn: ({ target }) => target, target: formAnswers.removed });
sample({ clock: answerRemove.succeeded, fn: () => undefined, target: [selectionCleared, answerRemove.closed] });
