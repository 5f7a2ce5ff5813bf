import { useGate, useUnit } from 'effector-react';
import { useParams } from 'react-router-dom';
import { $templatesBlocked, templateDelete, templates } from '../../model/cms/index.ts';
import { cmsPagesText } from '../cms-shared/index.ts';
import { paths, RecordDialog } from '../shared/index.ts';
import { $deletingTemplate, TemplateDeleteGate } from './model.ts';

const text = cmsPagesText.template;

/** /cms/template/{id}/delete, over the list or the template: the confirmation, naming the template. */
export const TemplateDeleteDialog = () => {
  const id = Number(useParams().id);
  useGate(TemplateDeleteGate, { id });
  const state = useUnit({
    template: $deletingTemplate,
    blocked: $templatesBlocked,
  });
  return (
    <RecordDialog
      dialog={templateDelete}
      fallback={paths.template.list.to()}
      removes={paths.template.detail.to({ id })}
      record={state.template}
      list={templates}
      states={text}
      title={(template) => text.deleteTitle(template.name)}
      description={text.deleteDescription}
      words={{ submit: text.deleteSubmit, failed: text.deleteFailed }}
      destructive
      blocked={state.blocked}
    />
  );
};
