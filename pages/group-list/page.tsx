import { useGate, useUnit } from 'effector-react';
import { Link } from 'react-router-dom';
import type { GroupRead } from '../../contract/index.ts';
import {
  $groupSearch,
  $groupSort,
  $groupsLoading,
  $groupTotal,
  $visibleGroups,
  groupSearchChanged,
  groupSortChanged,
} from '../../model/group/index.ts';
import type { DataTableColumn } from '../../ui/index.ts';
import { groupPagesText, LevelCells } from '../group-shared/index.ts';
import { ListHeader, ListSection, layout, paths } from '../shared/index.ts';
import { $groupsFailed, GroupListGate, retryClicked } from './model.ts';

const text = groupPagesText.list;

const columns: DataTableColumn<GroupRead>[] = [
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
  useGate(GroupListGate);
  const list = useUnit({
    rows: $visibleGroups,
    total: $groupTotal,
    loading: $groupsLoading,
    failed: $groupsFailed,
    search: $groupSearch,
    sort: $groupSort,
    onSearch: groupSearchChanged,
    onSort: groupSortChanged,
    onRetry: retryClicked,
  });
  return (
    <div className={layout.stack}>
      <ListHeader
        title={text.title}
        description={text.description}
        create={{ to: paths.group.create.to(), label: text.create }}
      />
      <ListSection words={text} columns={columns} rowKey={(group) => group.id} {...list} />
    </div>
  );
};
