import { sample } from 'effector';
import { createGate } from 'effector-react';
import { forms } from '../../model/form/index.ts';
import { answerRemove, exportDialogClosed, tableClosed, tableOpened } from '../../model/formAnswer/index.ts';

/** /form-answer/{id} on screen: the form's answers loaded page after page and kept fresh; closing forgets them. */
export const FormAnswerDetailGate = createGate<{ id: number }>({ name: 'form-answer-detail' });

sample({
  clock: [FormAnswerDetailGate.open, FormAnswerDetailGate.state],
  filter: ({ id }) => Number.isInteger(id) && id > 0,
  fn: ({ id }) => id,
  target: tableOpened,
});
sample({ clock: FormAnswerDetailGate.open, fn: () => undefined, target: forms.needed });
sample({
  clock: FormAnswerDetailGate.close,
  fn: () => undefined,
  target: [tableClosed, exportDialogClosed, answerRemove.closed],
});
