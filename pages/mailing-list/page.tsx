import { useGate, useUnit } from 'effector-react';
import { Link } from 'react-router-dom';
import { type MailingRead, mailingTypeLabel } from '../../contract/mailing.ts';
import {
  $groupNames,
  $mailingBlocked,
  mailingList,
  mailingPagesText,
  mailings,
  mailingText,
} from '../../model/mailing/index.ts';
import type { DataTableColumn } from '../../ui/index.ts';
import { sendersOf } from '../mailing-shared/index.ts';
import { ListHeader, ListSection, layout, paths, useOverThisPage } from '../shared/index.ts';
import { $mailingQuery, $mailingsLoading, MailingListGate, mailingSearched } from './model.ts';

const text = mailingPagesText.list;

/** /mailing: every list with its type, how many addresses it holds and who may send to it; search by name. */
export const MailingListPage = () => {
  useGate(MailingListGate);
  const over = useOverThisPage();
  const list = useUnit({
    rows: mailingList.$visible,
    total: mailingList.$total,
    loading: $mailingsLoading,
    failed: mailings.$failed,
    search: $mailingQuery,
    onSearch: mailingSearched,
    onRetry: mailings.refreshed,
  });
  const { names, blocked } = useUnit({ names: $groupNames, blocked: $mailingBlocked });
  const columns: DataTableColumn<MailingRead>[] = [
    {
      key: 'name',
      header: mailingPagesText.name,
      render: (mailing) => <Link to={paths.mailing.detail.to({ id: mailing.id })}>{mailing.name}</Link>,
    },
    // A type this console does not know is shown as it came.
    { key: 'type', header: mailingPagesText.type, width: '7em', render: (mailing) => mailingTypeLabel(mailing.type) },
    {
      key: 'memberCount',
      header: mailingPagesText.memberCount,
      width: '7em',
      render: (mailing) => mailingPagesText.count(mailing.members.length),
    },
    {
      key: 'senders',
      header: mailingText.allowedSenders,
      render: (mailing) => sendersOf(mailing.allowGroup, names),
    },
  ];
  return (
    <div className={layout.stack}>
      <ListHeader
        title={text.title}
        description={text.description}
        create={{ to: paths.mailing.create.to(), label: text.create }}
        blocked={blocked}
      />
      <ListSection
        words={text}
        columns={columns}
        rowKey={(mailing) => mailing.id}
        rowActions={
          blocked
            ? undefined
            : (mailing) => (
                <Link to={paths.mailing.remove.to({ id: mailing.id })} state={over}>
                  {text.remove(mailing.name)}
                </Link>
              )
        }
        {...list}
      />
    </div>
  );
};
