import { useGate, useUnit } from 'effector-react';
import { useId } from 'react';
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
import {
  Button,
  DataTable,
  type DataTableColumn,
  EmptyState,
  InlineAlert,
  LinkButton,
  LoadingOverlay,
  PageHeader,
  TextField,
} from '../../ui/index.ts';
import { groupPagesText, LevelCells, groupStyles as styles } from '../group-shared/index.ts';
import { paths } from '../shared/index.ts';
import { $groupsFailed, GroupListGate, retryClicked } from './model.ts';

const text = groupPagesText.list;

const columns: DataTableColumn<Group>[] = [
  {
    key: 'name',
    header: text.columns.name,
    sortable: true,
    // Wide enough for a usual section name on one line (「システム管理」 broke after 管 at 1280px).
    width: '9em',
    render: (group) => <Link to={paths.group.detail.to({ id: group.id })}>{group.name}</Link>,
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
    // A server that does not send the count (ours) leaves the cell empty.
    render: (group) => (group.memberCount === undefined ? '' : groupPagesText.count(group.memberCount)),
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
    failed: $groupsFailed,
    onRetry: retryClicked,
  });
  const countId = useId();
  useGate(GroupListGate);

  const empty = list.failed ? (
    <InlineAlert severity="error" title={text.failedTitle}>
      <p>{text.failedDescription}</p>
      <Button variant="secondary" onClick={() => list.onRetry()}>
        {text.retry}
      </Button>
    </InlineAlert>
  ) : list.total === 0 ? (
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
          <LinkButton asChild>
            <Link to={paths.group.create.to()}>{text.create}</Link>
          </LinkButton>
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
