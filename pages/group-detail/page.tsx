import { useGate, useUnit } from 'effector-react';
import { useId } from 'react';
import { useParams } from 'react-router-dom';
import { $groupAuthority, groupDelete, groupDeleteBlocked, groupEditor } from '../../model/group/index.ts';
import { PageHeader, SectionHeading } from '../../ui/index.ts';
import { GroupEditorForm, groupPagesText } from '../group-shared/index.ts';
import { DeleteConfirm, GuardedAction, LeaveGuard, layout, paths, RecordScreen, useGoWhen } from '../shared/index.ts';
import { AccountsSection } from './AccountsSection.tsx';
import { $group, $groupDeleted, $groupFetching, $groupLoadFailed, GroupDetailGate, groupRetried } from './model.ts';

const text = groupPagesText.detail;

/** /group/{id}: the group's settings (as in /group/create), its accounts, and deleting it. */
export const GroupDetailPage = () => {
  const groupId = Number(useParams().id);
  useGate(GroupDetailGate, { id: groupId });
  const settingsId = useId();
  const page = useUnit({
    group: $group,
    fetching: $groupFetching,
    dirty: groupEditor.$dirty,
    deleted: $groupDeleted,
    failed: $groupLoadFailed,
    onRetry: groupRetried,
    onDelete: groupDelete.opened,
    authority: $groupAuthority,
  });
  useGoWhen(page.deleted ? paths.group.list.to() : null);

  return (
    <RecordScreen
      back={{ to: paths.group.list.to(), label: text.backToList }}
      record={page.group}
      fetching={page.fetching}
      failed={page.failed}
      onRetry={page.onRetry}
      words={text}
      header={(group) => (
        <PageHeader
          title={group.name}
          description={group.description || text.description}
          actions={
            <GuardedAction
              variant="danger"
              blocked={page.authority.removeGroup(group) ?? groupDeleteBlocked(group)}
              onClick={() => page.onDelete(group.id)}
            >
              {text.delete}
            </GuardedAction>
          }
        />
      )}
    >
      {(group) => (
        <>
          <section className={layout.section} aria-labelledby={settingsId}>
            <SectionHeading id={settingsId}>{text.settings}</SectionHeading>
            <GroupEditorForm submitLabel={groupPagesText.editor.save} blocked={page.authority.editGroup(group)} />
          </section>
          <AccountsSection group={group} />
          <DeleteConfirm
            dialog={groupDelete}
            words={{
              title: text.deleteTitle,
              body: text.deleteBody(group.name),
              confirm: text.deleteConfirm,
              failed: text.deleteFailed,
            }}
          />
          <LeaveGuard when={page.dirty && !page.deleted} base={paths.group.detail.to({ id: group.id })} />
        </>
      )}
    </RecordScreen>
  );
};
