import { useGate, useUnit } from 'effector-react';
import { Link } from 'react-router-dom';
import {
  $summariesLoading,
  $summaryQuery,
  type AnswerSummaryRow,
  answerSummaries,
  formAnswerText,
  summaryFilter,
  summarySearched,
} from '../../model/formAnswer/index.ts';
import { PageHeader } from '../../ui/index.ts';
import { ListSection, layout, paths } from '../shared/index.ts';
import { FormAnswerListGate } from './model.ts';

const text = formAnswerText;
const count = (value: number) => `${value.toLocaleString('ja-JP')} 件`;

const words = {
  searchLabel: 'フォーム名で検索',
  caption: 'フォーム回答の一覧',
  shown: (shown: number, total: number) => `${total} 件中 ${shown} 件を表示`,
  loading: 'フォーム回答を読み込んでいます',
  emptyTitle: '回答を見られるフォームはありません',
  emptyDescription: '作成者か共同管理者のフォーム、またはすべてのフォームの回答を見る権限があるとここに並びます。',
  noMatchTitle: '検索に合うフォームはありません',
  failedTitle: 'フォーム回答の一覧を読み込めませんでした',
  failedDescription: '通信の状態を確かめて、もう一度お試しください。',
};

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
      <PageHeader
        title={text.title}
        description="フォームに届いた回答を見て、CSV・Excel・ZIPでダウンロードします。一覧は回答が届くとすぐに更新されます。"
      />
      <ListSection
        words={words}
        columns={[
          {
            key: 'form',
            header: 'フォーム',
            render: (summary: AnswerSummaryRow) => (
              <Link to={paths.formAnswer.detail.to({ id: summary.formId })}>{summary.formName}</Link>
            ),
          },
          { key: 'total', header: text.total, width: '8em', render: (summary) => count(summary.total) },
          {
            key: 'notDownloaded',
            header: text.notDownloaded,
            width: '9em',
            render: (summary) => count(summary.notDownloaded),
          },
          {
            key: 'last',
            header: text.lastAnsweredAt,
            width: '13em',
            render: (summary) => summary.lastAnsweredAt || '—',
          },
        ]}
        rowKey={(summary) => summary.formId}
        {...list}
      />
    </div>
  );
};
