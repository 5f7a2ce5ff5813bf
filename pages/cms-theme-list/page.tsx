import { useGate, useUnit } from 'effector-react';
import { Link } from 'react-router-dom';
import type { ThemeRead } from '../../contract/index.ts';
import { $themesBlocked, themeList, themes } from '../../model/cms/index.ts';
import type { DataTableColumn } from '../../ui/index.ts';
import { cmsPagesText, lastChange } from '../cms-shared/index.ts';
import { ListHeader, ListSection, layout, paths, useOverThisPage } from '../shared/index.ts';
import { $themeQuery, $themesLoading, ThemeListGate, themeSearched } from './model.ts';

const text = cmsPagesText.theme;

const columns: DataTableColumn<ThemeRead>[] = [
  {
    key: 'name',
    header: cmsPagesText.name,
    render: (theme) => <Link to={paths.theme.detail.to({ id: theme.id })}>{theme.name}</Link>,
  },
  { key: 'lastChange', header: cmsPagesText.lastChange, render: lastChange },
];

/** /cms/theme: every theme with its last change; search by name; create and delete in dialogs over the list. */
export const ThemeListPage = () => {
  useGate(ThemeListGate);
  const over = useOverThisPage();
  const list = useUnit({
    rows: themeList.$visible,
    total: themeList.$total,
    loading: $themesLoading,
    failed: themes.$failed,
    search: $themeQuery,
    onSearch: themeSearched,
    onRetry: themes.refreshed,
    blocked: $themesBlocked,
  });
  const { blocked, ...section } = list;
  return (
    <div className={layout.stack}>
      <ListHeader
        title={text.title}
        description={text.description}
        create={{ to: paths.theme.create.to(), label: text.create, state: over }}
        blocked={blocked}
      />
      <ListSection
        words={{ ...text, emptyDescription: blocked ?? text.emptyDescription }}
        columns={columns}
        rowKey={(theme) => theme.id}
        rowActions={
          blocked
            ? undefined
            : (theme) => (
                <Link to={paths.theme.remove.to({ id: theme.id })} state={over}>
                  {cmsPagesText.remove(theme.name)}
                </Link>
              )
        }
        {...section}
      />
    </div>
  );
};
