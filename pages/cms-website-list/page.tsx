import { useGate, useUnit } from 'effector-react';
import { Link } from 'react-router-dom';
import type { WebRead } from '../../contract/index.ts';
import { webLabel, webs } from '../../model/web/index.ts';
import { $websitesBlocked, websiteEdit, websiteList } from '../../model/website/index.ts';
import { workflowRepublish } from '../../model/workflow/index.ts';
import { Button, type DataTableColumn } from '../../ui/index.ts';
import { ListHeader, ListSection, layout, paths, useOverThisPage } from '../shared/index.ts';
import {
  $groupNames,
  $mayRepublish,
  $themeNames,
  $websiteQuery,
  $websitesLoading,
  WebsiteCreateGate,
  WebsiteListGate,
  websiteSearched,
} from './model.ts';
import { websitePagesText as text } from './text.ts';
import { WebsiteCreateDialog, WebsiteEditDialog, WebsiteRepublishDialog } from './WebsiteDialogs.tsx';

const useColumns = (): DataTableColumn<WebRead>[] => {
  const [themeNames, groupNames] = useUnit([$themeNames, $groupNames]);
  return [
    {
      key: 'name',
      header: text.columns.name,
      render: (web) => <Link to={paths.website.pages.to({ webId: web.id })}>{webLabel(web)}</Link>,
    },
    { key: 'url', header: text.columns.url, render: (web) => web.url ?? '' },
    {
      key: 'theme',
      header: text.columns.theme,
      render: (web) => (web.themeId ? (themeNames.get(web.themeId) ?? `#${web.themeId}`) : text.noTheme),
    },
    {
      key: 'groups',
      header: text.columns.groups,
      render: (web) =>
        web.groups.length === 0 ? text.noGroups : web.groups.map((id) => groupNames.get(id) ?? `#${id}`).join('、'),
    },
    { key: 'pages', header: text.columns.pages, render: (web) => text.pageCount(web.pages?.count ?? 0) },
  ];
};

/**
 * /cms/website: every website with its address, theme, the groups that edit it and its pages; search by
 * name or address; create (its own route), edit (a dialog over the list, ours), delete (a dialog route) and
 * republish (a dialog over the list: spec §7.1 rePublic).
 */
export const WebsiteListPage = ({ creating = false }: { creating?: boolean }) => {
  useGate(WebsiteListGate);
  const over = useOverThisPage();
  const columns = useColumns();
  const list = useUnit({
    rows: websiteList.$visible,
    total: websiteList.$total,
    loading: $websitesLoading,
    failed: webs.$failed,
    search: $websiteQuery,
    onSearch: websiteSearched,
    onRetry: webs.refreshed,
    blocked: $websitesBlocked,
    onEdit: websiteEdit.opened,
    mayRepublish: $mayRepublish,
    onRepublish: workflowRepublish.opened,
  });
  const { blocked, onEdit, mayRepublish, onRepublish, ...section } = list;
  return (
    <div className={layout.stack}>
      <ListHeader
        title={text.title}
        description={text.description}
        create={{ to: paths.website.create.to(), label: text.create }}
        blocked={blocked}
      />
      <ListSection
        words={{ ...text, emptyDescription: blocked ?? text.emptyDescription }}
        columns={columns}
        rowKey={(web) => web.id}
        rowActions={(web) => (
          <span className={layout.rowActions}>
            {blocked ? null : (
              <>
                <Button variant="secondary" size="small" onClick={() => onEdit(web.id)}>
                  {text.edit(webLabel(web))}
                </Button>
                <Link to={paths.website.remove.to({ id: web.id })} state={over}>
                  {text.remove(webLabel(web))}
                </Link>
              </>
            )}
            {/* Below CMS 4 a website's editors (CMS 1 and a group it names) still republish it: the server allows. */}
            {mayRepublish(web) ? (
              <Button variant="secondary" size="small" onClick={() => onRepublish(web.id)}>
                {text.republish.action(webLabel(web))}
              </Button>
            ) : null}
          </span>
        )}
        {...section}
      />
      <WebsiteEditDialog />
      <WebsiteRepublishDialog />
      {creating ? <CreateOver /> : null}
    </div>
  );
};

const CreateOver = () => {
  useGate(WebsiteCreateGate);
  return <WebsiteCreateDialog />;
};

/** /cms/website/create: the list with the create dialog open over it. */
export const WebsiteCreatePage = () => <WebsiteListPage creating />;
