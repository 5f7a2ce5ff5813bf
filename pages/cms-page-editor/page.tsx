import { useGate, useUnit } from 'effector-react';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import { publishedPagePath } from '../../contract/index.ts';
import { pageActive, pageEditor, themes } from '../../model/cms/index.ts';
import { webLabel, webs } from '../../model/web/index.ts';
import { LinkButton, PageHeader, PagePreview, Spinner } from '../../ui/index.ts';
import { ActiveSwitch, lastChange, pageLabel } from '../cms-shared/index.ts';
import {
  kitText,
  LeaveGuard,
  LoadFailed,
  layout,
  paths,
  RecordScreen,
  useGoWhen,
  useOverThisPage,
} from '../shared/index.ts';
import * as styles from './editor.css.ts';
import {
  $createdPageId,
  $page,
  $pageDeleted,
  $pageEditBlocked,
  $pageFetching,
  $pageLoadFailed,
  $previewHtml,
  $website,
  PageEditorGate,
  pageRetried,
} from './model.ts';
import { PageEditorForm } from './PageEditorForm.tsx';
import { pageEditorText as text } from './text.ts';
import { WorkflowActions } from './WorkflowActions.tsx';

/** The composed page beside the form, in a sandboxed frame. */
const Preview = () => {
  const preview = useUnit({ html: $previewHtml, draft: pageEditor.$draft, web: $website, themes: themes.$items });
  const themeName = preview.themes.find((theme) => theme.id === preview.web?.themeId)?.name ?? null;
  return (
    <section className={styles.preview} aria-labelledby="page-preview-heading">
      <h2 id="page-preview-heading" className={styles.previewHeading}>
        {text.previewTitle}
      </h2>
      <p className={styles.quiet}>{text.previewDescription(themeName)}</p>
      <PagePreview html={preview.html} title={text.previewFrame(preview.draft.title)} />
    </section>
  );
};

/** The website of the route: its page screens wait for it, and say when there is none. */
const useWebsite = (): { webId: number; missing: ReactNode | null } => {
  const webId = Number(useParams().webId);
  const state = useUnit({ web: $website, status: webs.$status, failed: webs.$failed, onRetry: webs.refreshed });
  if (state.web) return { webId, missing: null };
  const missing =
    state.status === 'init' || state.status === 'pending' ? (
      <Spinner size="large" label={text.webLoading} />
    ) : state.failed ? (
      <LoadFailed title={kitText.loadFailed.title} description={kitText.loadFailed.body} onRetry={state.onRetry} />
    ) : (
      <>
        <PageHeader title={text.unknownWebTitle} description={text.unknownWebDescription} />
        <Link to={paths.cms.to()}>{text.backToWebsites}</Link>
      </>
    );
  return { webId, missing };
};

/** /cms/{webId}/page/create: a new page's title, path, template and HTML; once created, its own screen. */
export const PageCreatePage = () => {
  const { webId, missing } = useWebsite();
  useGate(PageEditorGate, { webId, id: null });
  const page = useUnit({
    web: $website,
    dirty: pageEditor.$dirty,
    createdId: $createdPageId,
    blocked: $pageEditBlocked,
  });
  useGoWhen(page.createdId === null ? null : paths.page.detail.to({ webId, id: page.createdId }));
  if (missing || !page.web) return <div className={layout.stack}>{missing}</div>;
  const name = webLabel(page.web);
  return (
    <div className={layout.stack}>
      <Link to={paths.page.list.to({ webId })} className={layout.backLink}>
        {text.backToList(name)}
      </Link>
      <PageHeader title={text.createTitle} description={text.createDescription} />
      <div className={styles.columns}>
        <PageEditorForm
          submitLabel={text.create}
          blocked={page.blocked}
          topPath={page.web.url ?? publishedPagePath(webId, '')}
        />
        <Preview />
      </div>
      <LeaveGuard when={page.dirty && page.createdId === null} base={paths.page.create.to({ webId })} />
    </div>
  );
};

/** /cms/{webId}/page/{id}: the page's form and preview, its active switch, its published address and delete. */
export const PageDetailPage = () => {
  const { webId, missing } = useWebsite();
  const pageId = Number(useParams().id);
  useGate(PageEditorGate, { webId, id: pageId });
  const over = useOverThisPage();
  const state = useUnit({
    web: $website,
    page: $page,
    fetching: $pageFetching,
    failed: $pageLoadFailed,
    deleted: $pageDeleted,
    blocked: $pageEditBlocked,
    dirty: pageEditor.$dirty,
    onRetry: pageRetried,
    pendingIds: pageActive.$pendingIds,
    onToggle: pageActive.toggled,
  });
  useGoWhen(state.deleted ? paths.page.list.to({ webId }) : null);
  const { web } = state;
  if (missing || !web) return <div className={layout.stack}>{missing}</div>;
  return (
    <RecordScreen
      back={{ to: paths.page.list.to({ webId }), label: text.backToList(webLabel(web)) }}
      record={state.page}
      fetching={state.fetching}
      failed={state.failed}
      onRetry={state.onRetry}
      words={text}
      header={(page) => (
        <PageHeader
          title={pageLabel(page)}
          description={`${text.lastChange}：${lastChange(page) || '—'}`}
          actions={
            <>
              {page.active && page.path !== undefined ? (
                <LinkButton asChild variant="secondary">
                  <a href={publishedPagePath(webId, page.path)} target="_blank" rel="noopener">
                    {text.openPublished}
                  </a>
                </LinkButton>
              ) : null}
              <LinkButton asChild variant="secondary">
                <Link to={paths.page.history.to({ webId, id: page.id })}>{text.history}</Link>
              </LinkButton>
              {state.blocked ? null : (
                <LinkButton asChild variant="danger">
                  <Link to={paths.page.remove.to({ webId, id: page.id })} state={over}>
                    {text.remove(pageLabel(page))}
                  </Link>
                </LinkButton>
              )}
            </>
          }
        />
      )}
    >
      {(page) => (
        <>
          <div className={styles.columns}>
            <PageEditorForm
              submitLabel={text.save}
              blocked={state.blocked}
              topPath={web.url ?? publishedPagePath(webId, '')}
              extra={
                <ActiveSwitch
                  record={{ id: page.id, active: page.active, title: pageLabel(page) }}
                  pending={state.pendingIds.includes(page.id)}
                  blocked={state.blocked !== null}
                  onToggle={state.onToggle}
                  hint={text.activeHint}
                />
              }
            />
            <Preview />
          </div>
          {state.blocked ? null : <WorkflowActions pageId={page.id} version={page.version} />}
          <LeaveGuard when={state.dirty && !state.deleted} base={paths.page.detail.to({ webId, id: page.id })} />
        </>
      )}
    </RecordScreen>
  );
};
