import { useGate, useUnit } from 'effector-react';
import { Link } from 'react-router-dom';
import type { WebRead } from '../../contract/index.ts';
import { japanDateTime } from '../../contract/japanDateTime.ts';
import { webLabel, webs } from '../../model/web/index.ts';
import { $cmsDestinations, $editableWebsites } from '../../model/website/index.ts';
import { DataTable, type DataTableColumn, EmptyState, PageHeader, SectionHeading, Spinner } from '../../ui/index.ts';
import { websitePagesText } from '../cms-website-list/text.ts';
import { kitText, LoadFailed, layout, paths } from '../shared/index.ts';
import { CmsOverviewGate } from './model.ts';

const text = websitePagesText.overview;

const columns: DataTableColumn<WebRead>[] = [
  {
    key: 'name',
    header: websitePagesText.columns.name,
    render: (web) => (
      <Link to={paths.website.pages.to({ webId: web.id })} aria-label={text.pagesLink(webLabel(web))}>
        {webLabel(web)}
      </Link>
    ),
  },
  { key: 'url', header: websitePagesText.columns.url, render: (web) => web.url ?? '' },
  {
    key: 'pages',
    header: websitePagesText.columns.pages,
    render: (web) =>
      (web.pages?.count ?? 0) === 0
        ? text.noPages
        : `${text.pages(web.pages?.count ?? 0)}（${text.active(web.pages?.active ?? 0)}）`,
  },
  {
    key: 'lastChange',
    header: text.lastChange,
    render: (web) => {
      const at = web.pages?.lastChangedAt;
      if (!at) return '';
      const by = web.pages?.lastChangedBy;
      return by ? `${japanDateTime(new Date(at))}（${by}）` : japanDateTime(new Date(at));
    },
  },
];

/**
 * /cms: the websites this user may edit (contract `editsWebsite`) with their pages at a glance, and the CMS
 * screens their levels open (the side navigation's own rules).
 */
export const CmsOverviewPage = () => {
  useGate(CmsOverviewGate);
  const state = useUnit({
    rows: $editableWebsites,
    destinations: $cmsDestinations,
    loading: webs.$pending,
    failed: webs.$failed,
    onRetry: webs.refreshed,
  });
  return (
    <div className={layout.stack}>
      <PageHeader title={text.title} description={text.description} />
      <section className={layout.section} aria-labelledby="cms-screens">
        <SectionHeading id="cms-screens">{text.screens}</SectionHeading>
        <ul className={layout.linkRow}>
          {state.destinations.map((entry) => (
            <li key={entry.key}>
              <Link to={entry.href}>{entry.label}</Link>
            </li>
          ))}
        </ul>
      </section>
      <section className={layout.section} aria-labelledby="cms-websites">
        <SectionHeading id="cms-websites">{text.websites}</SectionHeading>
        {state.failed ? (
          <LoadFailed title={kitText.loadFailed.title} description={kitText.loadFailed.body} onRetry={state.onRetry} />
        ) : state.loading && state.rows.length === 0 ? (
          <Spinner label={websitePagesText.loading} />
        ) : (
          <DataTable
            caption={text.websites}
            captionHidden
            columns={columns}
            rows={state.rows}
            rowKey={(web) => web.id}
            emptyState={<EmptyState title={text.none} description={text.noneDescription} titleAs="p" />}
          />
        )}
      </section>
    </div>
  );
};
