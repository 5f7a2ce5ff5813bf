import { useGate, useUnit } from 'effector-react';
import { useId } from 'react';
import { Link, useParams } from 'react-router-dom';
import type { Account } from '../../contract/index.ts';
import { accountActions, accounts, groupDelete, groupDeleteBlocked, groupEditor } from '../../model/group/index.ts';
import {
  Button,
  ConfirmDialog,
  DataTable,
  type DataTableColumn,
  EmptyState,
  InlineAlert,
  LinkButton,
  LoadingOverlay,
  PageHeader,
  SectionHeading,
  Spinner,
  VisuallyHidden,
} from '../../ui/index.ts';
import { GroupEditorForm, groupPagesText, groupStyles as styles } from '../group-shared/index.ts';
import { LeaveGuard, paths, useGoWhen, useOverThisPage } from '../shared/index.ts';
import { $group, $groupDeleted, $groupFetching, GroupDetailGate } from './model.ts';

const text = groupPagesText.detail;

const columns: DataTableColumn<Account>[] = [
  { key: 'name', header: text.columns.name, render: (account) => account.name },
  { key: 'email', header: text.columns.email, render: (account) => account.email },
  { key: 'type', header: text.columns.type, render: (account) => groupPagesText.accountTypeLabel(account.type) },
  {
    key: 'otp',
    header: text.columns.otp,
    render: (account) =>
      account.type !== 'Default' ? text.otpNotUsed : account.otpEnrolled ? text.otpEnrolled : text.otpNotEnrolled,
  },
  {
    key: 'mustChange',
    header: text.columns.mustChange,
    render: (account) => (account.mustChangePassword ? text.mustChange : text.mustNotChange),
  },
];

/** /group/{id}: the group's settings (as in /group/create), its accounts, and deleting it. */
export const GroupDetailPage = () => {
  const groupId = Number(useParams().id);
  useGate(GroupDetailGate, { id: groupId });
  const settingsId = useId();
  const accountsId = useId();
  const deleteReasonId = useId();
  const over = useOverThisPage();
  const page = useUnit({
    group: $group,
    fetching: $groupFetching,
    accounts: accounts.$items,
    accountsPending: accounts.$pending,
    dirty: groupEditor.$dirty,
    deleteTarget: groupDelete.$target,
    deleteError: groupDelete.$error,
    deletePending: groupDelete.$pending,
    deleted: $groupDeleted,
    onDelete: groupDelete.opened,
    onDeleteClosed: groupDelete.closed,
    onDeleteConfirmed: groupDelete.submitted,
  });
  useGoWhen(page.deleted ? paths.group.list.to() : null);

  const back = (
    <Link to={paths.group.list.to()} className={styles.backLink}>
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
  const deleteBlocked = groupDeleteBlocked(group);

  return (
    <div className={styles.stack}>
      {back}
      <PageHeader
        title={group.name}
        description={group.description || text.description}
        actions={
          <div className={styles.deleteAction}>
            <Button
              variant="danger"
              disabled={deleteBlocked !== null}
              aria-describedby={deleteBlocked ? deleteReasonId : undefined}
              onClick={() => page.onDelete(group.id)}
            >
              {text.delete}
            </Button>
            {deleteBlocked ? (
              <p id={deleteReasonId} className={styles.quiet}>
                {deleteBlocked}
              </p>
            ) : null}
          </div>
        }
      />
      <section className={styles.section} aria-labelledby={settingsId}>
        <SectionHeading id={settingsId}>{text.settings}</SectionHeading>
        <GroupEditorForm submitLabel={groupPagesText.editor.save} />
      </section>
      <section className={styles.section} aria-labelledby={accountsId}>
        <SectionHeading
          id={accountsId}
          actions={
            <LinkButton asChild variant="secondary">
              <Link to={paths.group.accountCreate.to({ id: group.id })} state={over}>
                {text.addAccount}
              </Link>
            </LinkButton>
          }
        >
          {text.accounts}
        </SectionHeading>
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
            rowActions={(account) => {
              const resetBlocked = accountActions(account).reset;
              const target = { gId: group.id, id: account.id };
              return (
                <div className={styles.rowActions}>
                  <Link to={paths.group.accountMove.to(target)} state={over}>
                    {text.changeGroup}
                    <VisuallyHidden>{text.forAccount(account.name)}</VisuallyHidden>
                  </Link>
                  {resetBlocked ? (
                    <span className={styles.quiet} title={resetBlocked}>
                      {text.resetNotOffered}
                      <VisuallyHidden>{`${text.forAccount(account.name)}：${resetBlocked}`}</VisuallyHidden>
                    </span>
                  ) : (
                    <Link to={paths.group.accountReset.to(target)} state={over}>
                      {text.reset}
                      <VisuallyHidden>{text.forAccount(account.name)}</VisuallyHidden>
                    </Link>
                  )}
                </div>
              );
            }}
          />
        </LoadingOverlay>
      </section>
      <ConfirmDialog
        open={page.deleteTarget !== null}
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
      <LeaveGuard when={page.dirty && !page.deleted} base={paths.group.detail.to({ id: group.id })} />
    </div>
  );
};
