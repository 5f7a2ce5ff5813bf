import { useGate, useUnit } from 'effector-react';
import { Link } from 'react-router-dom';
import {
  $summariesLoading,
  $summaryQuery,
  type AnswerSummaryRow,
  answerSummaries,
  formAnswerPagesText,
  summaryFilter,
  summarySearched,
} from '../../model/formAnswer/index.ts';
import { PageHeader } from '../../ui/index.ts';
import { ListSection, layout, paths } from '../shared/index.ts';
import { FormAnswerListGate } from './model.ts';

const text = formAnswerPagesText.list;

/** /form-answer: each form whose answers the user may read, with its answers, those not yet downloaded and the last one's time. */
export const FormAnswerListPage = () => {
  useGate(FormAnswerListGate);
  const list = useUnit({
    rows: summaryFilter.$visible,
    total: summaryFilter.$total,
    loading: $summariesLoading,
    failed: answerSummaries.$failed,
    search: $summaryQuery,
    onSearch: summarySearched,
    onRetry: answerSummaries.refreshed,
  });
  return (
    <div className={layout.stack}>
      <PageHeader title={text.title} description={text.description} />
      <ListSection
        words={text}
        columns={[
          {
            key: 'form',
            header: text.form,
            render: (summary: AnswerSummaryRow) => (
              <Link to={paths.formAnswer.detail.to({ id: summary.formId })}>{summary.formName}</Link>
            ),
          },
          { key: 'total', header: text.total, width: '8em', render: (summary) => text.count(summary.total) },
          {
            key: 'notDownloaded',
            header: text.notDownloaded,
            width: '9em',
            render: (summary) => text.count(summary.notDownloaded),
          },
          {
            key: 'last',
            header: text.lastAnsweredAt,
            width: '13em',
            render: (summary) => summary.lastAnsweredAt || text.noAnswerYet,
          },
        ]}
        rowKey={(summary) => summary.formId}
        {...list}
      />
    </div>
  );
};
