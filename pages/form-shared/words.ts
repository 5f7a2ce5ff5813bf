import { useUnit } from 'effector-react';
import { madeOnFirstUse } from '../../contract/madeOnFirstUse.ts';
import { formPagesText } from '../../model/form/index.ts';
import { webLabel, webs } from '../../model/web/index.ts';

const dateTime = madeOnFirstUse(() => new Intl.DateTimeFormat('ja-JP', { dateStyle: 'medium', timeStyle: 'short' }));
const at = (value: string | null) => (value === null ? formPagesText.noPeriod : dateTime().format(new Date(value)));

/** 受付期間 as staff read it: 「開始 〜 終了」, an open end 「指定なし」. */
export const formPeriod = (form: { startDate: string | null; endDate: string | null }) =>
  form.startDate === null && form.endDate === null
    ? formPagesText.noPeriod
    : `${at(form.startDate)} 〜 ${at(form.endDate)}`;

/** Website names by id (a user who cannot read the websites sees 「Webサイト #id」). */
export const useWebLabels = () => {
  const items = useUnit(webs.$items);
  return new Map(items.map((web) => [web.id, webLabel(web)] as const));
};
export const formWebLabel = (labels: ReadonlyMap<number, string>, webId: number) =>
  labels.get(webId) ?? webLabel({ id: webId });
