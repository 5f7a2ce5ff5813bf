import { useGate, useUnit } from 'effector-react';
import { Link, useParams } from 'react-router-dom';
import { $templatesBlocked, templateActive, templateEditor } from '../../model/cms/index.ts';
import { LinkButton, PageHeader } from '../../ui/index.ts';
import { ActiveSwitch, CodeEditorForm, cmsPagesText, lastChange, templateCodeFields } from '../cms-shared/index.ts';
import { LeaveGuard, paths, RecordScreen, useGoWhen, useOverThisPage } from '../shared/index.ts';
import {
  $template,
  $templateDeleted,
  $templateFetching,
  $templateLoadFailed,
  TemplateDetailGate,
  templateRetried,
} from './model.ts';

const text = cmsPagesText.template;

/** /cms/template/{id}: the template's name and code in code editors, its active switch, and its delete. */
export const TemplateDetailPage = () => {
  const templateId = Number(useParams().id);
  useGate(TemplateDetailGate, { id: templateId });
  const over = useOverThisPage();
  const page = useUnit({
    template: $template,
    fetching: $templateFetching,
    failed: $templateLoadFailed,
    deleted: $templateDeleted,
    blocked: $templatesBlocked,
    dirty: templateEditor.$dirty,
    onRetry: templateRetried,
    pendingIds: templateActive.$pendingIds,
    onToggle: templateActive.toggled,
  });
  useGoWhen(page.deleted ? paths.template.list.to() : null);

  return (
    <RecordScreen
      back={{ to: paths.template.list.to(), label: text.backToList }}
      record={page.template}
      fetching={page.fetching}
      failed={page.failed}
      onRetry={page.onRetry}
      words={text}
      header={(template) => (
        <PageHeader
          title={template.name}
          description={`${cmsPagesText.lastChange}：${lastChange(template) || '—'}`}
          actions={
            page.blocked ? null : (
              <LinkButton asChild variant="danger">
                <Link to={paths.template.remove.to({ id: template.id })} state={over}>
                  {cmsPagesText.remove(template.name)}
                </Link>
              </LinkButton>
            )
          }
        />
      )}
    >
      {(template) => (
        <>
          <CodeEditorForm
            editor={templateEditor}
            blocked={$templatesBlocked}
            fields={templateCodeFields}
            submitLabel={cmsPagesText.save}
            extra={
              <ActiveSwitch
                template={template}
                pending={page.pendingIds.includes(template.id)}
                blocked={page.blocked !== null}
                onToggle={page.onToggle}
                hint={text.activeHint}
              />
            }
          />
          <LeaveGuard when={page.dirty && !page.deleted} base={paths.template.detail.to({ id: template.id })} />
        </>
      )}
    </RecordScreen>
  );
};
