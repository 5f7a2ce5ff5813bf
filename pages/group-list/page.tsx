import { useUnit } from 'effector-react';
import { useEffect, useId } from 'react';
import { Link } from 'react-router-dom';
import type { Group } from '../../contract/index.ts';
import {
  $groupSearch,
  $groupSort,
  $groupsLoading,
  $groupTotal,
  $visibleGroups,
  groupSearchChanged,
  groupSortChanged,
} from '../../model/group/index.ts';
import { DataTable, type DataTableColumn, EmptyState, LoadingOverlay, PageHeader, TextField } from '../../ui/index.ts';
import { groupPagesText, LevelCells, groupStyles as styles } from '../group-shared/index.ts';
import { groupListOpened } from './model.ts';

const text = groupPagesText.list;

const columns: DataTableColumn<Group>[] = [
  {
    key: 'name',
    header: text.columns.name,
    sortable: true,
    // Wide enough for a usual section name on one line (「システム管理」 broke after 管 at 1280px).
    width: '9em',
    render: (group) => <Link to={`/group/${group.id}`}>{group.name}</Link>,
  },
  { key: 'description', header: text.columns.description, sortable: true, render: (group) => group.description },
  {
    key: 'levels',
    header: text.columns.levels,
    render: (group) => <LevelCells levels={group.permission} label={text.levelsLabel(group.name)} />,
  },
  {
    key: 'memberCount',
    header: text.columns.memberCount,
    sortable: true,
    width: '8em',
    render: (group) => groupPagesText.count(group.memberCount),
  },
];

/** /group: every group with its levels at a glance; search by name, sort by column. */
export const GroupListPage = () => {
  const list = useUnit({
    rows: $visibleGroups,
    total: $groupTotal,
    loading: $groupsLoading,
    search: $groupSearch,
    sort: $groupSort,
    onSearch: groupSearchChanged,
    onSort: groupSortChanged,
    opened: groupListOpened,
  });
  const countId = useId();
  const { opened } = list;
  useEffect(() => {
    opened();
  }, [opened]);

  const empty =
    list.total === 0 ? (
      <EmptyState title={text.emptyTitle} description={text.emptyDescription} titleAs="p" />
    ) : (
      <EmptyState title={text.noMatchTitle} description={text.noMatchDescription} titleAs="p" />
    );

  return (
    <div className={styles.stack}>
      <PageHeader
        title={text.title}
        description={text.description}
        actions={
          <Link to="/group/create" className={styles.linkButton}>
            {text.create}
          </Link>
        }
      />
      <div className={styles.section}>
        <div className={styles.searchRow}>
          <TextField
            className={styles.searchField}
            type="search"
            label={text.searchLabel}
            hint={text.searchHint}
            value={list.search}
            onChange={(event) => list.onSearch(event.currentTarget.value)}
            aria-describedby={countId}
          />
          <p id={countId} className={styles.quiet} aria-live="polite">
            {list.loading ? '' : text.shown(list.rows.length, list.total)}
          </p>
        </div>
        <LoadingOverlay pending={list.loading} label={text.loading}>
          <DataTable
            caption={text.caption}
            captionHidden
            columns={columns}
            rows={list.rows}
            rowKey={(group) => group.id}
            sort={list.sort ?? undefined}
            onSortChange={list.onSort}
            emptyState={list.loading ? null : empty}
          />
        </LoadingOverlay>
      </div>
    </div>
  );
};
