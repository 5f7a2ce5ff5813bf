import { useGate, useUnit } from 'effector-react';
import { useParams } from 'react-router-dom';
import { $templatesBlocked, templateDelete, templates } from '../../model/cms/index.ts';
import { InlineAlert, Spinner } from '../../ui/index.ts';
import { cmsPagesText } from '../cms-shared/index.ts';
import { kitText, LoadFailed, MutationFormDialog, paths, ReadOnlyNotice } from '../shared/index.ts';
import { $deletingTemplate, TemplateDeleteGate } from './model.ts';

const text = cmsPagesText.template;

/** /cms/template/{id}/delete, over the list or the template: the confirmation, naming the template. */
export const TemplateDeleteDialog = () => {
  const id = Number(useParams().id);
  useGate(TemplateDeleteGate, { id });
  const state = useUnit({
    template: $deletingTemplate,
    loading: templates.$pending,
    failed: templates.$failed,
    onRetry: templates.refreshed,
    blocked: $templatesBlocked,
  });
  const { template } = state;
  return (
    <MutationFormDialog
      dialog={templateDelete}
      fallback={paths.template.list.to()}
      removes={paths.template.detail.to({ id })}
      title={template ? text.deleteTitle(template.name) : state.loading ? text.loading : text.missingTitle}
      description={template ? text.deleteDescription : state.loading ? text.loading : text.missingDescription}
      words={{ submit: text.deleteSubmit, failed: text.deleteFailed }}
      destructive
      submitDisabled={!template || state.blocked !== null}
    >
      {!template ? (
        state.loading ? (
          <Spinner label={text.loading} />
        ) : state.failed ? (
          <LoadFailed title={kitText.loadFailed.title} description={kitText.loadFailed.body} onRetry={state.onRetry} />
        ) : (
          <InlineAlert severity="warning" title={text.missingTitle} />
        )
      ) : state.blocked ? (
        <ReadOnlyNotice reason={state.blocked} />
      ) : null}
    </MutationFormDialog>
  );
};
