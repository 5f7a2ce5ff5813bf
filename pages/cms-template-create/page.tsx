import { useGate, useUnit } from 'effector-react';
import { Link } from 'react-router-dom';
import { $templatesBlocked, templateEditor } from '../../model/cms/index.ts';
import { PageHeader } from '../../ui/index.ts';
import { CodeEditorForm, cmsPagesText, templateCodeFields } from '../cms-shared/index.ts';
import { LeaveGuard, layout, paths, useGoWhen } from '../shared/index.ts';
import { $createdTemplateId, TemplateCreateGate } from './model.ts';

const text = cmsPagesText.template;

/** /cms/template/create: a new template's name and code; once created, its own page. */
export const TemplateCreatePage = () => {
  useGate(TemplateCreateGate);
  const page = useUnit({ dirty: templateEditor.$dirty, createdId: $createdTemplateId });
  useGoWhen(page.createdId === null ? null : paths.template.detail.to({ id: page.createdId }));
  return (
    <div className={layout.stack}>
      <Link to={paths.template.list.to()} className={layout.backLink}>
        {text.backToList}
      </Link>
      <PageHeader title={text.createTitle} description={text.createDescription} />
      <CodeEditorForm
        editor={templateEditor}
        blocked={$templatesBlocked}
        fields={templateCodeFields}
        submitLabel={text.create}
      />
      <LeaveGuard when={page.dirty && page.createdId === null} base={paths.template.create.to()} />
    </div>
  );
};
