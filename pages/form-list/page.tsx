import { useGate, useUnit } from 'effector-react';
import { Link } from 'react-router-dom';
import { type FormRead, formStatuses, formStatusLabel } from '../../contract/form.ts';
import { formatCount } from '../../contract/index.ts';
import {
  $mayCreateForm,
  $mayEditFormOf,
  formList,
  formPagesText,
  forms,
  formText,
  subOwnersOf,
} from '../../model/form/index.ts';
import { Button, type DataTableColumn, Select } from '../../ui/index.ts';
import { formPeriod, formWebLabel, useWebLabels } from '../form-shared/index.ts';
import { ListHeader, ListSection, layout, paths, useOverThisPage } from '../shared/index.ts';
import { $formQuery, $formsLoading, FormListGate, formSearched } from './model.ts';

const text = formPagesText.list;
const ALL = 'all';

/** 回答数／上限: 「12 / 上限なし」, 「3 / 100」; a server that does not count answers 「—」. */
const answersOf = (form: FormRead) =>
  `${form.answerCount === undefined ? formPagesText.missing : formatCount(form.answerCount)} / ${
    form.limitAnswer === 0 ? formText.noLimit : formatCount(form.limitAnswer)
  }`;

/** /form: every form with its website, period, status, answers against the limit and sub-owners; filters and search. */
export const FormListPage = () => {
  useGate(FormListGate);
  const over = useOverThisPage();
  const labels = useWebLabels();
  const list = useUnit({
    rows: formList.$visible,
    total: formList.$total,
    loading: $formsLoading,
    failed: forms.$failed,
    search: $formQuery,
    onSearch: formSearched,
    onRetry: forms.refreshed,
  });
  const mayEdit = useUnit($mayEditFormOf);
  const { filter, active, onFilter, onReset, all, mayCreate } = useUnit({
    filter: formList.$filter,
    active: formList.$active,
    onFilter: formList.changed,
    onReset: formList.reset,
    all: forms.$items,
    mayCreate: $mayCreateForm,
  });
  const statuses = [...new Set([...formStatuses, ...all.map((form) => form.status)])];
  const webIds = [...new Set(all.map((form) => form.webId))].sort((a, b) => a - b);
  const columns: DataTableColumn<FormRead>[] = [
    {
      key: 'name',
      header: formText.name,
      render: (form) => <Link to={paths.form.detail.to({ id: form.id })}>{form.name}</Link>,
    },
    { key: 'web', header: formText.website, render: (form) => formWebLabel(labels, form.webId) },
    { key: 'period', header: formText.period, render: formPeriod },
    { key: 'status', header: formText.status, width: '7em', render: (form) => formStatusLabel(form.status) },
    { key: 'answers', header: text.answers, width: '9em', render: answersOf },
    {
      key: 'subOwners',
      header: formText.subOwner,
      render: (form) =>
        subOwnersOf(form)
          .map((person) => person.name)
          .join('、') || formPagesText.missing,
    },
  ];
  return (
    <div className={layout.stack}>
      <ListHeader
        title={text.title}
        description={text.description}
        create={mayCreate ? { to: paths.form.create.to(), label: text.create } : undefined}
      />
      <div className={layout.searchRow}>
        <Select
          label={text.statusFilter}
          items={[
            { value: ALL, label: text.all },
            ...statuses.map((status) => ({ value: status, label: formStatusLabel(status) })),
          ]}
          value={filter.status === '' ? ALL : filter.status}
          onValueChange={(value) => onFilter({ status: value === null || value === ALL ? '' : value })}
        />
        <Select
          label={text.websiteFilter}
          items={[
            { value: ALL, label: text.all },
            ...webIds.map((id) => ({ value: String(id), label: formWebLabel(labels, id) })),
          ]}
          value={filter.webId === null ? ALL : String(filter.webId)}
          onValueChange={(value) => onFilter({ webId: value === null || value === ALL ? null : Number(value) })}
        />
        {active ? (
          <Button variant="secondary" onClick={() => onReset()}>
            {text.clear}
          </Button>
        ) : null}
      </div>
      <ListSection
        words={text}
        columns={columns}
        rowKey={(form) => form.id}
        rowActions={(form) =>
          mayEdit(form) ? (
            <Link to={paths.form.remove.to({ id: form.id })} state={over}>
              {text.remove(form.name)}
            </Link>
          ) : null
        }
        {...list}
      />
    </div>
  );
};
