import { useGate, useUnit } from 'effector-react';
import { useParams } from 'react-router-dom';
import { mayEditForm } from '../../contract/form.ts';
import { formDelete, formPagesText, forms, formText } from '../../model/form/index.ts';
import { $tokenInfo } from '../../model/session/index.ts';
import { InlineAlert, Spinner } from '../../ui/index.ts';
import { kitText, LoadFailed, MutationFormDialog, paths, ReadOnlyNotice } from '../shared/index.ts';
import { $deletingForm, $deletingFormFailed, FormDeleteGate } from './model.ts';

const text = formPagesText.remove;
const words = formPagesText.editor;

/** /form/{id}/delete, over the list or the form: asked first, saying how many answers go with it. */
export const FormDeleteDialog = () => {
  const id = Number(useParams().id);
  useGate(FormDeleteGate, { id });
  const state = useUnit({
    form: $deletingForm,
    loading: forms.$pending,
    failed: forms.$failed,
    onRetry: forms.refreshed,
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
    <MutationFormDialog
      dialog={formDelete}
      fallback={paths.form.list.to()}
      removes={paths.form.detail.to({ id })}
      title={form ? text.title(form.name) : state.loading ? words.loading : words.notFoundTitle}
      description={
        form ? formText.answersGo(form.answerCount) : state.loading ? words.loading : words.notFoundDescription
      }
      words={{ submit: text.submit, failed: text.failed }}
      destructive
      submitDisabled={!form || blocked !== null}
    >
      {!form ? (
        state.loading ? (
          <Spinner label={words.loading} />
        ) : state.failed ? (
          <LoadFailed title={kitText.loadFailed.title} description={kitText.loadFailed.body} onRetry={state.onRetry} />
        ) : (
          <InlineAlert severity="warning" title={words.notFoundTitle} />
        )
      ) : state.copyOnly ? (
        <LoadFailed
          title={words.staleCopyTitle}
          description={words.staleCopyDescription}
          onRetry={() => state.retryOne(id)}
        />
      ) : blocked ? (
        <ReadOnlyNotice reason={blocked} />
      ) : null}
    </MutationFormDialog>
  );
};
