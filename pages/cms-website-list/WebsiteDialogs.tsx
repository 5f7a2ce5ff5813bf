import { useUnit } from 'effector-react';
import { webLabel } from '../../model/web/index.ts';
import { type WebsiteForm, websiteCreate, websiteEdit } from '../../model/website/index.ts';
import { workflowRepublish } from '../../model/workflow/index.ts';
import { CommentDialog, InPlaceDialog, MutationFormDialog, paths } from '../shared/index.ts';
import { $choices, $editingWebsite, $republishingWebsite } from './model.ts';
import { websitePagesText } from './text.ts';
import { WebsiteFields } from './WebsiteFields.tsx';

const text = websitePagesText.form;
const republish = websitePagesText.republish;

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
    form: websiteEdit.$form,
    errors: websiteEdit.$fieldErrors,
    onChange: websiteEdit.changed,
    choices: $choices,
    web: $editingWebsite,
  });
  return (
    <InPlaceDialog
      dialog={websiteEdit}
      title={text.editTitle(state.web?.name ?? state.form.name)}
      description={text.description}
      words={{ submit: text.save, failed: text.saveFailed }}
    >
      <WebsiteFields
        form={state.form}
        errors={state.errors}
        onChange={(change: Partial<WebsiteForm>) => state.onChange(change)}
        {...state.choices}
      />
    </InPlaceDialog>
  );
};

/**
 * A listed website's 「Webサイトの再公開」 (spec §7.1 rePublic): what it does, an optional comment, and send.
 * The server says whether it went live at once or went to the approvers.
 */
export const WebsiteRepublishDialog = () => {
  const web = useUnit($republishingWebsite);
  const name = web ? webLabel(web) : '';
  return (
    <CommentDialog
      dialog={workflowRepublish}
      title={republish.title}
      description={republish.description(name)}
      label={republish.comment}
      required={false}
      words={{ submit: republish.submit, failed: republish.failed }}
    />
  );
};
