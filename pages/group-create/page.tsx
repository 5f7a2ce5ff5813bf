import { useGate, useUnit } from 'effector-react';
import { Link } from 'react-router-dom';
import { groupEditor } from '../../model/group/index.ts';
import { PageHeader } from '../../ui/index.ts';
import { GroupEditorForm, groupPagesText } from '../group-shared/index.ts';
import { LeaveGuard, layout, paths, useGoWhen } from '../shared/index.ts';
import { $createdGroupId, GroupCreateGate } from './model.ts';

const text = groupPagesText.editor;

/** /group/create: name, description and the seven levels, each with what it opens. */
export const GroupCreatePage = () => {
  useGate(GroupCreateGate);
  const page = useUnit({ dirty: groupEditor.$dirty, createdId: $createdGroupId });
  useGoWhen(page.createdId === null ? null : paths.group.detail.to({ id: page.createdId }));

  return (
    <div className={layout.stack}>
      <Link to={paths.group.list.to()} className={layout.backLink}>
        {groupPagesText.detail.backToList}
      </Link>
      <PageHeader title={text.createTitle} description={text.createDescription} />
      <GroupEditorForm submitLabel={text.create} />
      <LeaveGuard when={page.dirty && page.createdId === null} base={paths.group.create.to()} />
    </div>
  );
};
