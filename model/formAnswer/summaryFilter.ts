import { createListFilter, matchesQuery } from '../kit/index.ts';
import { $answerSummaryRows, type AnswerSummaryRow, answerSummaries } from './answers.ts';

/** /form-answer's search: the forms whose name matches (kana, width and case aside), in the list's order. */
export const summaryFilter = createListFilter<AnswerSummaryRow, { query: string }>({
  name: 'form-answer-list',
  source: $answerSummaryRows,
  initial: { query: '' },
  match: (row, filter) => matchesQuery(row.formName, filter.query),
});

/** The list is being read (the first time or again): the screen covers it while it is. */
export const $summariesLoading = answerSummaries.$status.map((status) => status === 'init' || status === 'pending');
export const $summaryQuery = summaryFilter.$filter.map((filter) => filter.query);
export const summarySearched = summaryFilter.changed.prepend((query: string) => ({ query }));
