import { useUnit } from 'effector-react';
import { useEffect, useId } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import type { Account } from '../../contract/index.ts';
import {
  $accounts,
  $accountsPending,
  $deletedGroupId,
  $dirty,
  $groupDeleteError,
  $groupDeleteOpen,
  $groupDeletePending,
  $openGroup,
  groupDeleteClosed,
  groupDeleteConfirmed,
  groupDeleteOpened,
} from '../../model/group/index.ts';
import {
  Button,
  ConfirmDialog,
  DataTable,
  type DataTableColumn,
  EmptyState,
  InlineAlert,
  LoadingOverlay,
  PageHeader,
  Spinner,
  VisuallyHidden,
} from '../../ui/index.ts';
import { GroupEditorForm, groupPagesText, LeaveGuard, groupStyles as styles } from '../group-shared/index.ts';
import { $groupFetching, groupDetailOpened } from './model.ts';

const text = groupPagesText.detail;

const columns: DataTableColumn<Account>[] = [
  { key: 'name', header: text.columns.name, render: (account) => account.name },
  { key: 'email', header: text.columns.email, render: (account) => account.email },
  { key: 'type', header: text.columns.type, render: (account) => groupPagesText.accountTypeLabels[account.type] },
  {
    key: 'otp',
    header: text.columns.otp,
    render: (account) =>
      account.type === 'Msal' ? text.otpNotUsed : account.otpEnrolled ? text.otpEnrolled : text.otpNotEnrolled,
  },
  {
    key: 'mustChange',
    header: text.columns.mustChange,
    render: (account) => (account.mustChangePassword ? text.mustChange : text.mustNotChange),
  },
];

/** /group/{id}: the group's settings (as in /group/create), its accounts, and deleting it. */
export const GroupDetailPage = () => {
  const params = useParams();
  const groupId = Number(params.id);
  const location = useLocation();
  const navigate = useNavigate();
  const settingsId = useId();
  const accountsId = useId();
  const page = useUnit({
    group: $openGroup,
    fetching: $groupFetching,
    accounts: $accounts,
    accountsPending: $accountsPending,
    dirty: $dirty,
    deleteOpen: $groupDeleteOpen,
    deleteError: $groupDeleteError,
    deletePending: $groupDeletePending,
    deletedId: $deletedGroupId,
    opened: groupDetailOpened,
    onDelete: groupDeleteOpened,
    onDeleteClosed: groupDeleteClosed,
    onDeleteConfirmed: groupDeleteConfirmed,
  });
  const { opened, deletedId } = page;

  useEffect(() => {
    opened(groupId);
  }, [opened, groupId]);
  useEffect(() => {
    if (deletedId !== null && deletedId === groupId) navigate('/group', { replace: true });
  }, [deletedId, groupId, navigate]);

  const back = (
    <Link to="/group" className={styles.backLink}>
      {text.backToList}
    </Link>
  );

  if (!page.group) {
    return (
      <div className={styles.stack}>
        {back}
        {page.fetching ? (
          <>
            <PageHeader title={text.loading} />
            <Spinner size="large" label={text.loading} />
          </>
        ) : (
          <PageHeader title={text.notFoundTitle} description={text.notFoundDescription} />
        )}
      </div>
    );
  }

  const group = page.group;
  // Dialog routes open over this page: the state carries it (spec §2.3).
  const over = { background: location };

  return (
    <div className={styles.stack}>
      {back}
      <PageHeader
        title={group.name}
        description={group.description || text.description}
        actions={
          <Button variant="danger" onClick={page.onDelete}>
            {text.delete}
          </Button>
        }
      />
      <section className={styles.section} aria-labelledby={settingsId}>
        <h2 id={settingsId} className={styles.sectionTitle}>
          {text.settings}
        </h2>
        <GroupEditorForm submitLabel={groupPagesText.editor.save} />
      </section>
      <section className={styles.section} aria-labelledby={accountsId}>
        <div className={styles.sectionHeader}>
          <h2 id={accountsId} className={styles.sectionTitle}>
            {text.accounts}
          </h2>
          <Link to={`/group/${group.id}/account/create`} state={over} className={styles.linkButtonSecondary}>
            {text.addAccount}
          </Link>
        </div>
        <LoadingOverlay pending={page.accountsPending} label={text.accountsLoading}>
          <DataTable
            caption={text.accountsCaption(group.name)}
            captionHidden
            columns={columns}
            rows={page.accounts}
            rowKey={(account) => account.id}
            emptyState={
              page.accountsPending ? null : (
                <EmptyState title={text.noAccountsTitle} description={text.noAccountsDescription} titleAs="p" />
              )
            }
            rowActions={(account) => (
              <div className={styles.rowActions}>
                <Link to={`/group/${group.id}/${account.id}/change-group`} state={over}>
                  {text.changeGroup}
                  <VisuallyHidden>{text.forAccount(account.name)}</VisuallyHidden>
                </Link>
                <Link to={`/group/${group.id}/${account.id}/reset`} state={over}>
                  {text.reset}
                  <VisuallyHidden>{text.forAccount(account.name)}</VisuallyHidden>
                </Link>
              </div>
            )}
          />
        </LoadingOverlay>
      </section>
      <ConfirmDialog
        open={page.deleteOpen}
        onOpenChange={(open) => {
          if (!open) page.onDeleteClosed();
        }}
        title={text.deleteTitle}
        body={text.deleteBody(group.name)}
        confirmLabel={text.deleteConfirm}
        onConfirm={page.onDeleteConfirmed}
        pending={page.deletePending}
      >
        {page.deleteError ? (
          <InlineAlert severity="error" title={text.deleteFailed}>
            {page.deleteError}
          </InlineAlert>
        ) : null}
      </ConfirmDialog>
      <LeaveGuard when={page.dirty && deletedId === null} base={`/group/${group.id}`} />
    </div>
  );
};
