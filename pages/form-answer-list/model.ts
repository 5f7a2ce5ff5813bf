import { createGate } from 'effector-react';
import { type AnswerSummary, answerSummaries } from '../../model/formAnswer/index.ts';
import { createListFilter, matchesQuery, shownWhile } from '../../model/kit/index.ts';

/** /form-answer on screen: every form whose answers the user may read, kept fresh by `answer` and `form` events. */
export const FormAnswerListGate = createGate({ name: 'form-answer-list' });
shownWhile(FormAnswerListGate, answerSummaries);

export const summaryList = createListFilter<AnswerSummary, { query: string }>({
  name: 'form-answer-list',
  source: answerSummaries.$items,
  initial: { query: '' },
  match: (summary, filter) => matchesQuery(summary.formName, filter.query),
});

export const $summariesLoading = answerSummaries.$status.map((status) => status === 'init' || status === 'pending');
export const $summaryQuery = summaryList.$filter.map((filter) => filter.query);
export const summarySearched = summaryList.changed.prepend((query: string) => ({ query }));
