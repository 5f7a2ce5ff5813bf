import { useGate, useUnit } from 'effector-react';
import { useParams } from 'react-router-dom';
import { mayEditForm } from '../../contract/form.ts';
import { formDelete, formPagesText, forms, formText } from '../../model/form/index.ts';
import { $tokenInfo } from '../../model/session/index.ts';
import { LoadFailed, paths, RecordDialog } from '../shared/index.ts';
import { $deletingForm, $deletingFormFailed, FormDeleteGate } from './model.ts';

const text = formPagesText.remove;
const words = formPagesText.editor;
const states = {
  loading: words.loading,
  missingTitle: words.notFoundTitle,
  missingDescription: words.notFoundDescription,
  failedTitle: words.loadFailedTitle,
};

/** /form/{id}/delete, over the list or the form: asked first, saying how many answers go with it. */
export const FormDeleteDialog = () => {
  const id = Number(useParams().id);
  useGate(FormDeleteGate, { id });
  const state = useUnit({
    form: $deletingForm,
    copyOnly: $deletingFormFailed,
    retryOne: forms.itemRequested,
    user: $tokenInfo,
  });
  const { form } = state;
  const blocked =
    form && !(state.user && mayEditForm(state.user, { ...form, subOwner: form.subOwner ?? [] }))
      ? formText.notEditable
      : null;
  return (
    <RecordDialog
      dialog={formDelete}
      fallback={paths.form.list.to()}
      removes={paths.form.detail.to({ id })}
      record={form}
      list={forms}
      states={states}
      title={(record) => text.title(record.name)}
      description={(record) => formText.answersGo(record.answerCount)}
      words={{ submit: text.submit, failed: text.failed }}
      destructive
      // An older copy is said first: whether it may be deleted is judged from it, so a retry may change that.
      blocked={state.copyOnly ? null : blocked}
      submitDisabled={blocked !== null}
    >
      {() =>
        state.copyOnly ? (
          <LoadFailed
            title={words.staleCopyTitle}
            description={words.staleCopyDescription}
            onRetry={() => state.retryOne(id)}
          />
        ) : null
      }
    </RecordDialog>
  );
};
