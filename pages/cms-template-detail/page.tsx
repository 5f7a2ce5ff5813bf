import { useGate, useUnit } from 'effector-react';
import { Link, useParams } from 'react-router-dom';
import { $templatesBlocked, templateActive, templateEditor } from '../../model/cms/index.ts';
import { LinkButton, PageHeader } from '../../ui/index.ts';
import { ActiveSwitch, cmsPagesText, lastChange, TemplateEditorForm } from '../cms-shared/index.ts';
import {
  kitText,
  LeaveGuard,
  LoadFailed,
  layout,
  paths,
  RecordStatus,
  useGoWhen,
  useOverThisPage,
} from '../shared/index.ts';
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

  const back = (
    <Link to={paths.template.list.to()} className={layout.backLink}>
      {text.backToList}
    </Link>
  );
  const { template } = page;
  if (!template) {
    return (
      <div className={layout.stack}>
        {back}
        {page.failed ? (
          <>
            <PageHeader title={text.loadFailedTitle} />
            <LoadFailed title={kitText.loadFailed.title} description={kitText.loadFailed.body} onRetry={page.onRetry} />
          </>
        ) : (
          <RecordStatus fetching={page.fetching} words={text} />
        )}
      </div>
    );
  }

  return (
    <div className={layout.stack}>
      {back}
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
      {page.failed ? (
        <LoadFailed title={text.staleCopyTitle} description={text.staleCopyDescription} onRetry={page.onRetry} />
      ) : null}
      <TemplateEditorForm
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
    </div>
  );
};
