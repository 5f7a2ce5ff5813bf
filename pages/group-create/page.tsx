import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { $dirty } from '../../model/group/index.ts';
import { PageHeader } from '../../ui/index.ts';
import { GroupEditorForm, groupPagesText, LeaveGuard, groupStyles as styles } from '../group-shared/index.ts';
import { $createdGroupId, groupCreatePageOpened } from './model.ts';

const text = groupPagesText.editor;

/** /group/create: name, description and the seven levels, each with what it opens. */
export const GroupCreatePage = () => {
  const page = useUnit({ dirty: $dirty, createdId: $createdGroupId, opened: groupCreatePageOpened });
  const navigate = useNavigate();
  const { opened, createdId } = page;

  useEffect(() => {
    opened();
  }, [opened]);
  useEffect(() => {
    if (createdId !== null) navigate(`/group/${createdId}`, { replace: true });
  }, [createdId, navigate]);

  return (
    <div className={styles.stack}>
      <Link to="/group" className={styles.backLink}>
        {groupPagesText.detail.backToList}
      </Link>
      <PageHeader title={text.createTitle} description={text.createDescription} />
      <GroupEditorForm submitLabel={text.create} />
      <LeaveGuard when={page.dirty} base="/group/create" />
    </div>
  );
};
