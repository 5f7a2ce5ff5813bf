import { useUnit } from 'effector-react';
import { useState } from 'react';
import { type WebsiteForm, websiteCreate, websiteEdit } from '../../model/website/index.ts';
import { ConfirmDialog, FormDialog, SanitizedHtml } from '../../ui/index.ts';
import { kitText, MutationFormDialog, paths } from '../shared/index.ts';
import { $choices, $editingWebsite } from './model.ts';
import { websitePagesText } from './text.ts';
import { WebsiteFields } from './WebsiteFields.tsx';

const text = websitePagesText.form;

/** /cms/website/create: the create dialog over the list; closing or creating goes back to /cms/website. */
export const WebsiteCreateDialog = () => {
  const state = useUnit({
    form: websiteCreate.$form,
    errors: websiteCreate.$fieldErrors,
    onChange: websiteCreate.changed,
    choices: $choices,
  });
  return (
    <MutationFormDialog
      dialog={websiteCreate}
      fallback={paths.website.list.to()}
      title={text.createTitle}
      description={text.description}
      words={{ submit: text.create, failed: text.createFailed }}
    >
      <WebsiteFields
        form={state.form}
        errors={state.errors}
        onChange={(change: Partial<WebsiteForm>) => state.onChange(change)}
        {...state.choices}
      />
    </MutationFormDialog>
  );
};

/**
 * A listed website's 編集する (ours: the spec has no /cms/website/{id}, so editing is a dialog over the list,
 * not a route). The server's refusal shows inside it with what was typed kept; closing it with something
 * typed asks first.
 */
export const WebsiteEditDialog = () => {
  const state = useUnit({
    target: websiteEdit.$target,
    form: websiteEdit.$form,
    errors: websiteEdit.$fieldErrors,
    error: websiteEdit.$error,
    pending: websiteEdit.$pending,
    done: websiteEdit.$done,
    dirty: websiteEdit.$dirty,
    onChange: websiteEdit.changed,
    onSubmit: websiteEdit.submitted,
    onClose: websiteEdit.closed,
    choices: $choices,
    web: $editingWebsite,
  });
  const [asking, setAsking] = useState(false);
  const open = state.target !== null && !state.done;
  return (
    <>
      <FormDialog
        open={open}
        onOpenChange={(next) => {
          if (next) return;
          if (state.dirty) setAsking(true);
          else state.onClose();
        }}
        title={text.editTitle(state.web?.name ?? state.form.name)}
        description={text.description}
        error={state.error ? <SanitizedHtml as="span" html={state.error} /> : null}
        errorTitle={text.saveFailed}
        submitLabel={text.save}
        cancelLabel={kitText.cancel}
        closeLabel={kitText.close}
        pending={state.pending}
        onSubmit={state.onSubmit}
      >
        <WebsiteFields
          form={state.form}
          errors={state.errors}
          onChange={(change: Partial<WebsiteForm>) => state.onChange(change)}
          {...state.choices}
        />
      </FormDialog>
      <ConfirmDialog
        open={open && asking}
        onOpenChange={(next) => {
          if (!next) setAsking(false);
        }}
        title={kitText.dialogLeave.title}
        body={kitText.dialogLeave.body}
        confirmLabel={kitText.dialogLeave.confirm}
        cancelLabel={kitText.dialogLeave.cancel}
        destructive
        onConfirm={() => {
          setAsking(false);
          state.onClose();
        }}
      />
    </>
  );
};
