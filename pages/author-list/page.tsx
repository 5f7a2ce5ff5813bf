import { useGate, useUnit } from 'effector-react';
import { Link } from 'react-router-dom';
import type { AuthorRead } from '../../contract/author.ts';
import {
  $authorBlocked,
  authorPagesText,
  authorSearch,
  authors,
  authorText,
  personLabel,
  scopeLabel,
} from '../../model/author/index.ts';
import type { DataTableColumn } from '../../ui/index.ts';
import { ListHeader, ListSection, layout, paths, useOverThisPage } from '../shared/index.ts';
import { $authorQuery, $authorsLoading, AuthorListGate, authorSearched } from './model.ts';

const text = authorPagesText.list;

/** /author: every approver as a person (name, e-mail), what they approve, their step and the mail flag; search. */
export const AuthorListPage = () => {
  useGate(AuthorListGate);
  const over = useOverThisPage();
  const list = useUnit({
    rows: authorSearch.$visible,
    total: authorSearch.$total,
    loading: $authorsLoading,
    failed: authors.$failed,
    search: $authorQuery,
    onSearch: authorSearched,
    onRetry: authors.refreshed,
  });
  const blocked = useUnit($authorBlocked);
  const columns: DataTableColumn<AuthorRead>[] = [
    {
      key: 'name',
      header: authorText.name,
      render: (author) => <Link to={paths.author.detail.to({ id: author.id })}>{personLabel(author)}</Link>,
    },
    { key: 'email', header: authorText.email, render: (author) => author.accountEmail ?? '—' },
    { key: 'scope', header: authorText.scope, render: scopeLabel },
    { key: 'step', header: authorText.step, width: '7em', render: (author) => author.step ?? '—' },
    {
      key: 'notifyByMail',
      header: authorText.notifyByMail,
      width: '10em',
      render: (author) => authorPagesText.yesNo(author.notifyByMail),
    },
  ];
  return (
    <div className={layout.stack}>
      <ListHeader
        title={text.title}
        description={text.description}
        create={{ to: paths.author.create.to(), label: text.create, state: over }}
        blocked={blocked}
      />
      <ListSection
        words={text}
        columns={columns}
        rowKey={(author) => author.id}
        rowActions={
          blocked
            ? undefined
            : (author) => (
                <Link to={paths.author.remove.to({ id: author.id })} state={over}>
                  {text.remove(personLabel(author))}
                </Link>
              )
        }
        {...list}
      />
    </div>
  );
};
