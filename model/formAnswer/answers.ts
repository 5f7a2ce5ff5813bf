import { attach, combine, createEffect } from 'effector';
import { answerTime } from '../../contract/answerTable.ts';
import {
  ANSWER_PAGE_LIMIT,
  type FormAnswer,
  type FormAnswerSummary,
  formAnswerApi,
} from '../../contract/formAnswer.ts';
import { apiEffects, createListResource, createPagedKeyedList, defineDomain } from '../kit/index.ts';

/** One effect per endpoint of the form answer api. */
export const formAnswerFx = apiEffects(formAnswerApi);

/** A line of `GET /api/form-answer` keyed as the kit keys records: by its form. */
export type AnswerSummary = FormAnswerSummary & { id: number };

/** The summaries, each given its form's id as its own (the list is keyed by formId, spec §3). */
export const listSummariesFx = createEffect(async (): Promise<AnswerSummary[]> => {
  const summaries = await formAnswerFx.list();
  return summaries.map((summary) => ({ ...summary, id: summary.formId }));
});

/**
 * /form-answer: every form whose answers the user may read, with its counts. Loaded by its screen (spec §6
 * loads no answers at sign-in); kept fresh by the `answer` event and by `form` events (a form renamed or
 * deleted), fetched again when next shown if a change came while no screen showed it.
 */
export const answerSummaries = createListResource<AnswerSummary>({
  name: 'form-answer',
  listFx: listSummariesFx,
  staleWhenHidden: true,
});

/** A line of /form-answer as the screen shows it (no contract types in ui/). */
export interface AnswerSummaryRow {
  formId: number;
  formName: string;
  total: number;
  notDownloaded: number;
  /** In Japan's time (2026/11/24 09:05:03), '' when no answer came yet. */
  lastAnsweredAt: string;
}
export const $answerSummaryRows = answerSummaries.$items.map((items) =>
  items.map(
    (summary): AnswerSummaryRow => ({
      formId: summary.formId,
      formName: summary.formName,
      total: summary.total,
      notDownloaded: summary.notDownloaded,
      lastAnsweredAt: summary.lastAnsweredAt === null ? '' : answerTime(summary.lastAnsweredAt),
    }),
  ),
);

/**
 * How many answers the first page of a form holds: more than the rows on the tallest screen (the table is
 * 70% of the window, 40 px a row), so the table opens full, and no more, so it opens soon.
 */
export const FIRST_PAGE_LIMIT = 60;

// Every answer repeats its items' keys and labels: one copy of each, not 50,000, keeps the page's heap (and
// so each garbage collection while the table scrolls) small. Only keys and labels, a few per form.
const shared = new Map<string, string>();
const sharedText = (text: string): string => {
  const known = shared.get(text);
  if (known !== undefined) return known;
  shared.set(text, text);
  return text;
};
/** The answer with its values' keys and labels shared with every other answer's. */
export const compactAnswer = (answer: FormAnswer): FormAnswer => {
  for (const value of answer.values) {
    value.key = sharedText(value.key);
    value.label = sharedText(value.label);
  }
  return answer;
};

/** One page of a form's answers (`after` a seq, at most `limit`). */
export const fetchAnswerPageFx = attach({
  effect: createEffect(async (request: Parameters<typeof formAnswerFx.listByForm>[0]) =>
    (await formAnswerFx.listByForm(request)).map(compactAnswer),
  ),
  mapParams: ({ key, after, limit }: { key: number; after?: number; limit: number }) => ({
    params: { formId: key },
    query: after === undefined ? { limit } : { after, limit },
  }),
});

/**
 * The answers of the form on screen, read page by page in change order and kept fresh by reading only what
 * changed after the last `seq` seen. New answers wait in `$arrivals` (「新しい回答 N 件」) until shown.
 */
export const formAnswers = createPagedKeyedList<FormAnswer>({
  name: 'form-answers',
  fetchPageFx: fetchAnswerPageFx,
  limit: ANSWER_PAGE_LIMIT,
  // The first rows on screen at once; the rest of 50,000 follow in pages of 2000 while the reader looks.
  firstLimit: FIRST_PAGE_LIMIT,
  idOf: (answer) => answer.id,
  cursorOf: (answer) => answer.seq,
  isRemoved: (answer) => answer.removed === true,
  holdArrivals: true,
});

export const formAnswerDomain = defineDomain({
  name: 'form-answer',
  resource: answerSummaries,
  event: 'answer',
  alsoRefreshedBy: ['form'],
  // Spec §2.5: form answers are among the sections whose loading covers the content.
  overlay: true,
  children: [{ event: 'answer', list: formAnswers }],
  // Only until the first page shows: the rest comes in under the table, which is already there to read.
  pending: [combine(formAnswers.$pending, formAnswers.$loaded, (pending, loaded) => pending && loaded === 0)],
  resets: [formAnswers.reset],
});
