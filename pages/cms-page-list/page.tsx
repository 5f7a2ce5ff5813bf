import { useGate, useUnit } from 'effector-react';
import { Link, useParams } from 'react-router-dom';
import { $pageListTotal, pageActive, pageList, pages } from '../../model/cms/index.ts';
import { webLabel, webs } from '../../model/web/index.ts';
import { PageHeader, Spinner } from '../../ui/index.ts';
import { pageLabel, pageListText } from '../cms-shared/index.ts';
import { ListHeader, ListSection, LoadFailed, layout, paths, useOverThisPage } from '../shared/index.ts';
import { pageColumns } from './columns.tsx';
import {
  $pageListBlocked,
  $pageListWeb,
  $pageQuery,
  $pagesLoading,
  $templateNames,
  $websLoading,
  PageListGate,
  pageSearched,
} from './model.ts';

const text = pageListText;

/** The website is not on screen yet: still loading, its load failed, or no website has this id. */
const WebsiteMissing = ({ loading, failed, onRetry }: { loading: boolean; failed: boolean; onRetry: () => void }) =>
  loading ? (
    <div className={layout.stack}>
      <PageHeader title={text.loadingTitle} />
      <Spinner label={text.webLoading} />
    </div>
  ) : failed ? (
    <div className={layout.stack}>
      <PageHeader title={text.loadingTitle} />
      <LoadFailed title={text.webFailedTitle} description={text.failedDescription} onRetry={onRetry} />
    </div>
  ) : (
    <div className={layout.stack}>
      <PageHeader title={text.unknownWebTitle} />
      <div>
        <p>{text.unknownWebDescription}</p>
        <p>
          <Link to={paths.cms.to()}>{text.backToWebsites}</Link>
        </p>
      </div>
    </div>
  );

/**
 * /cms/{webId}/page: the website's pages, each switched active from its row; search by title or path; delete
 * in a dialog over the list. Read-only, saying why, for those who do not edit this website.
 */
export const PageListPage = () => {
  const webId = Number(useParams().webId);
  useGate(PageListGate, { webId });
  const over = useOverThisPage();
  const state = useUnit({
    web: $pageListWeb,
    websLoading: $websLoading,
    websFailed: webs.$failed,
    onWebsRetry: webs.refreshed,
    rows: pageList.$visible,
    total: $pageListTotal,
    loading: $pagesLoading,
    failed: pages.$failed,
    search: $pageQuery,
    onSearch: pageSearched,
    onRetry: pages.refreshed,
    blocked: $pageListBlocked,
    templates: $templateNames,
    pendingIds: pageActive.$pendingIds,
    onToggle: pageActive.toggled,
  });
  const { web, websLoading, websFailed, onWebsRetry, blocked, templates, pendingIds, onToggle, ...section } = state;
  if (!web) return <WebsiteMissing loading={websLoading} failed={websFailed} onRetry={onWebsRetry} />;
  const columns = pageColumns({ webId, templates, pendingIds, blocked: blocked !== null, onToggle });
  return (
    <div className={layout.stack}>
      <ListHeader
        title={text.title(webLabel(web))}
        description={text.description}
        create={{ to: paths.page.create.to({ webId }), label: text.create }}
        blocked={blocked}
      />
      <ListSection
        words={{ ...text, emptyDescription: blocked ?? text.emptyDescription }}
        columns={columns}
        rowKey={(page) => page.id}
        rowActions={
          blocked
            ? undefined
            : (page) => (
                <Link to={paths.page.remove.to({ webId, id: page.id })} state={over}>
                  {text.remove(pageLabel(page))}
                </Link>
              )
        }
        {...section}
      />
    </div>
  );
};
