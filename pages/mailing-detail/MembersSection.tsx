import { useUnit } from 'effector-react';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import type { MailingRead } from '../../contract/mailing.ts';
import {
  $mailingBlocked,
  $memberPage,
  $memberPageRows,
  type MailingMemberRead,
  MEMBER_PAGE_SIZE,
  mailingPagesText,
  memberPageChanged,
  memberSearch,
  members,
} from '../../model/mailing/index.ts';
import {
  DataTable,
  type DataTableColumn,
  EmptyState,
  LinkButton,
  LoadingOverlay,
  Pager,
  SectionHeading,
  TextField,
  VisuallyHidden,
} from '../../ui/index.ts';
import { kitText, LoadFailed, layout, paths, useOverThisPage } from '../shared/index.ts';

const text = mailingPagesText.detail;

const columns: DataTableColumn<MailingMemberRead>[] = [
  { key: 'email', header: text.email, render: (member) => member.email },
];

/** The addresses of the list on /mailing/{id}: searched, a page at a time, each with its remove dialog. */
export const MembersSection = ({ mailing }: { mailing: MailingRead }) => {
  const headingId = useId();
  const countId = useId();
  const over = useOverThisPage();
  const list = useUnit({
    rows: $memberPageRows,
    visible: memberSearch.$visible,
    total: memberSearch.$total,
    query: memberSearch.$filter,
    page: $memberPage,
    pending: members.$pending,
    failed: members.$failed,
    blocked: $mailingBlocked,
    onSearch: memberSearch.changed,
    onPage: memberPageChanged,
    onRetry: members.refreshed,
  });
  return (
    <section className={layout.section} aria-labelledby={headingId}>
      <SectionHeading
        id={headingId}
        actions={
          list.blocked ? null : (
            <LinkButton asChild variant="secondary">
              <Link to={paths.mailing.memberAdd.to({ id: mailing.id })} state={over}>
                {text.addMembers}
              </Link>
            </LinkButton>
          )
        }
      >
        {text.members}
      </SectionHeading>
      <div className={layout.searchRow}>
        <TextField
          className={layout.searchField}
          type="search"
          label={text.searchLabel}
          hint={kitText.searchHint}
          value={list.query.query}
          onChange={(event) => list.onSearch({ query: event.currentTarget.value })}
          aria-describedby={countId}
        />
        <p id={countId} className={layout.quiet} aria-live="polite">
          {list.pending ? '' : text.shown(list.visible.length, list.total)}
        </p>
      </div>
      <LoadingOverlay pending={list.pending} label={text.membersLoading}>
        <DataTable
          caption={text.membersCaption(mailing.name)}
          captionHidden
          columns={columns}
          rows={list.rows}
          rowKey={(member) => member.memberId}
          emptyState={
            list.pending ? null : list.failed ? (
              <LoadFailed title={text.membersFailed} onRetry={() => list.onRetry()} />
            ) : list.total === 0 ? (
              <EmptyState title={text.emptyTitle} description={text.emptyDescription} titleAs="p" />
            ) : (
              <EmptyState title={text.noMatchTitle} description={kitText.noMatch} titleAs="p" />
            )
          }
          rowActions={
            list.blocked
              ? undefined
              : (member) => (
                  <Link to={paths.mailing.memberRemove.to({ id: mailing.id, mId: member.memberId })} state={over}>
                    {text.removeMember}
                    <VisuallyHidden>{text.forMember(member.email)}</VisuallyHidden>
                  </Link>
                )
          }
        />
      </LoadingOverlay>
      <Pager
        count={list.visible.length}
        pageSize={MEMBER_PAGE_SIZE}
        page={list.page}
        onPageChange={list.onPage}
        words={{ label: text.pager }}
      />
    </section>
  );
};
