import { useUnit } from 'effector-react';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import type { Account, GroupRead } from '../../contract/index.ts';
import { $groupAuthority, accountActions, accounts } from '../../model/group/index.ts';
import {
  DataTable,
  type DataTableColumn,
  EmptyState,
  InlineAlert,
  LinkButton,
  LoadingOverlay,
  SectionHeading,
  VisuallyHidden,
} from '../../ui/index.ts';
import { groupPagesText } from '../group-shared/index.ts';
import { LoadFailed, layout, paths, useOverThisPage } from '../shared/index.ts';

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

/** The accounts of the group on /group/{id}, each with its move and reset dialogs (reset only where offered). */
export const AccountsSection = ({ group }: { group: GroupRead }) => {
  const headingId = useId();
  const over = useOverThisPage();
  const list = useUnit({
    rows: accounts.$items,
    pending: accounts.$pending,
    failed: accounts.$failed,
    onRetry: accounts.refreshed,
    authority: $groupAuthority,
  });
  // contract/authority.ts: the accounts of a group above the user's rights are not theirs to manage.
  const manageBlocked = list.authority.manageAccounts(group);
  const rowActions = (account: Account) => {
    const resetBlocked = manageBlocked ?? accountActions(account).reset;
    const moveBlocked = list.authority.moveAccount(account, group);
    const target = { gId: group.id, id: account.id };
    const forAccount = <VisuallyHidden>{text.forAccount(account.name)}</VisuallyHidden>;
    return (
      <div className={layout.rowActions}>
        {moveBlocked ? (
          <span className={layout.quiet} title={moveBlocked}>
            {text.changeGroupNotOffered}
            <VisuallyHidden>{`${text.forAccount(account.name)}：${moveBlocked}`}</VisuallyHidden>
          </span>
        ) : (
          <Link to={paths.group.accountMove.to(target)} state={over}>
            {text.changeGroup}
            {forAccount}
          </Link>
        )}
        {resetBlocked ? (
          <span className={layout.quiet} title={resetBlocked}>
            {text.resetNotOffered}
            <VisuallyHidden>{`${text.forAccount(account.name)}：${resetBlocked}`}</VisuallyHidden>
          </span>
        ) : (
          <Link to={paths.group.accountReset.to(target)} state={over}>
            {text.reset}
            {forAccount}
          </Link>
        )}
      </div>
    );
  };
  return (
    <section className={layout.section} aria-labelledby={headingId}>
      <SectionHeading
        id={headingId}
        actions={
          manageBlocked ? null : (
            <LinkButton asChild variant="secondary">
              <Link to={paths.group.accountCreate.to({ id: group.id })} state={over}>
                {text.addAccount}
              </Link>
            </LinkButton>
          )
        }
      >
        {text.accounts}
      </SectionHeading>
      {manageBlocked ? (
        <InlineAlert severity="info" title={text.accountsNotOffered}>
          {manageBlocked}
        </InlineAlert>
      ) : null}
      <LoadingOverlay pending={list.pending} label={text.accountsLoading}>
        <DataTable
          caption={text.accountsCaption(group.name)}
          captionHidden
          columns={columns}
          rows={list.rows}
          rowKey={(account) => account.id}
          emptyState={
            list.pending ? null : list.failed ? (
              <LoadFailed title={text.accountsFailed} onRetry={() => list.onRetry()} />
            ) : (
              <EmptyState title={text.noAccountsTitle} description={text.noAccountsDescription} titleAs="p" />
            )
          }
          rowActions={rowActions}
        />
      </LoadingOverlay>
    </section>
  );
};
