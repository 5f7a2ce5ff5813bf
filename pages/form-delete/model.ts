import { combine, sample } from 'effector';
import { createGate } from 'effector-react';
import { findForm, formDelete, forms } from '../../model/form/index.ts';
import { shownWhile } from '../../model/kit/index.ts';

/** /form/{id}/delete on screen; opened on its own (a reload) it loads the forms to name this one. */
export const FormDeleteGate = createGate<{ id: number }>({ name: 'form-delete' });
shownWhile(FormDeleteGate, forms);
sample({ clock: FormDeleteGate.open, fn: ({ id }) => id, target: formDelete.opened });
sample({ clock: FormDeleteGate.close, target: formDelete.closed });

export const $deletingForm = combine(forms.$items, formDelete.$target, findForm);
/** This form's own read failed: the dialog names it from the list's copy and says so. */
export const $deletingFormFailed = combine(
  forms.$failedIds,
  formDelete.$target,
  (ids, id) => id !== null && ids.includes(id),
);
