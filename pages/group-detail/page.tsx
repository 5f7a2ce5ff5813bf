import { useGate, useUnit } from 'effector-react';
import { useId } from 'react';
import { Link, useParams } from 'react-router-dom';
import { $groupAuthority, groupDelete, groupDeleteBlocked, groupEditor } from '../../model/group/index.ts';
import { PageHeader, SectionHeading } from '../../ui/index.ts';
import { GroupEditorForm, groupPagesText } from '../group-shared/index.ts';
import {
  DeleteConfirm,
  GuardedAction,
  kitText,
  LeaveGuard,
  LoadFailed,
  layout,
  paths,
  RecordStatus,
  useGoWhen,
} from '../shared/index.ts';
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

  const back = (
    <Link to={paths.group.list.to()} className={layout.backLink}>
      {text.backToList}
    </Link>
  );
  const { group } = page;
  if (!group) {
    return (
      <div className={layout.stack}>
        {back}
        {page.failed ? (
          <>
            <PageHeader title={text.loadFailedTitle} />
            <LoadFailed title={kitText.loadFailed.title} description={kitText.loadFailed.body} onRetry={page.onRetry} />
          </>
        ) : (
          <RecordStatus fetching={page.fetching} words={text} />
        )}
      </div>
    );
  }

  return (
    <div className={layout.stack}>
      {back}
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
      {page.failed ? (
        <LoadFailed title={text.staleCopyTitle} description={text.staleCopyDescription} onRetry={page.onRetry} />
      ) : null}
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
    </div>
  );
};
