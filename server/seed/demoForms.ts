import { and, eq, inArray } from 'drizzle-orm';
import { type FormItem, type FormItemType, type FormStatus, newFormItem } from '../../contract/index.ts';
import type { Db } from '../db/connect.ts';
import { accounts, formAnswers, forms, pages, webs } from '../db/schema.ts';
import { demoAnswerRows, insertBulkAnswers } from './demoAnswers.ts';
import { demoPages, demoWebsite } from './demoContent.ts';

/**
 * The demo forms (issue 20), seeded with the demo organisation on 本庁サイト and owned by フォーム 次郎:
 * one open with every item type and answers, one draft, one closed. 広報 花子 shares the open one. The
 * website's お問い合わせ page places the open form with the `{{form:ID}}` marker.
 */
const OWNER = 'form@example.go.jp';
const SUB_OWNER = 'koho@example.go.jp';
const DAY = 24 * 60 * 60 * 1000;

const item = (type: FormItemType, key: string, settings: Partial<FormItem>): FormItem => ({
  ...newFormItem(type, key),
  ...settings,
});

/** Every type once, in the order a real application form would ask. */
export const briefingItems: readonly FormItem[] = [
  item('text', 'name', {
    label: '氏名',
    required: true,
    help: '姓と名の間に空白を入れてください。',
    maxLength: 50,
  }),
  item('email', 'email', {
    label: 'メールアドレス',
    required: true,
    help: '受付完了のお知らせをこのアドレスへお送りします。',
  }),
  item('tel', 'tel', {
    label: '電話番号',
    help: '日中に連絡のとれる番号を入力してください。',
    minLength: 10,
    maxLength: 13,
  }),
  item('select', 'area', {
    label: 'お住まいの地域',
    required: true,
    options: ['北区', '南区', '東区', '西区', '市外'],
  }),
  item('radio', 'session', {
    label: '参加方法',
    required: true,
    options: ['会場で参加', 'オンラインで参加'],
  }),
  item('date', 'date', { label: '参加希望日', required: true, help: '開催日の中からお選びください。' }),
  item('number', 'people', {
    label: '参加人数',
    required: true,
    help: 'ご本人を含めた人数です（5名まで）。',
    min: 1,
    max: 5,
  }),
  item('checkbox', 'topics', {
    label: '関心のあるテーマ',
    help: 'いくつでも選べます。',
    options: ['子育て支援', '防災', '住まい', '健康・福祉'],
  }),
  item('textarea', 'question', {
    label: '事前のご質問',
    help: '説明会で取り上げてほしい内容があればご記入ください。',
    maxLength: 1000,
  }),
  item('file', 'document', {
    label: '補足資料',
    help: 'PDF または画像（5MBまで）を添付できます。',
    accept: ['pdf', 'jpg', 'jpeg', 'png'],
  }),
  item('consent', 'consent', {
    label: '個人情報の取り扱いに同意する',
    help: '入力いただいた個人情報は、本説明会の運営とご連絡にのみ利用します。',
  }),
];

const surveyItems: readonly FormItem[] = [
  item('radio', 'satisfaction', {
    label: '職場の満足度',
    required: true,
    options: ['満足', 'やや満足', 'やや不満', '不満'],
  }),
  item('textarea', 'comment', { label: 'ご意見・ご要望', maxLength: 2000 }),
];

const eventItems: readonly FormItem[] = [
  item('text', 'name', { label: '氏名', required: true, maxLength: 50 }),
  item('email', 'email', { label: 'メールアドレス', required: true }),
  item('number', 'people', { label: '参加人数', required: true, min: 1, max: 4 }),
];

interface DemoForm {
  name: string;
  status: FormStatus;
  items: readonly FormItem[];
  period: (now: number) => { startDate: Date | null; endDate: Date | null };
  limitAnswer: number;
  useNotice: boolean;
  isMailSend: boolean;
  isMailWithContent: boolean;
  successContent: string;
  errorContent: string;
  shared: boolean;
}

export const demoForms: readonly DemoForm[] = [
  {
    name: '説明会参加申込',
    status: 'open',
    items: briefingItems,
    period: (now) => ({ startDate: new Date(now - 7 * DAY), endDate: new Date(now + 30 * DAY) }),
    limitAnswer: 100,
    useNotice: true,
    isMailSend: true,
    isMailWithContent: true,
    successContent:
      '<p>お申し込みを受け付けました。ご入力のメールアドレスへ受付完了のお知らせをお送りしました。</p>\n<p>当日のご来場をお待ちしております。</p>',
    errorContent:
      '<p>申し訳ありません。現在このフォームではお申し込みを受け付けていません。</p>\n<p>お問い合わせは広報課（03-1234-5678）までご連絡ください。</p>',
    shared: true,
  },
  {
    name: '職員アンケート',
    status: 'draft',
    items: surveyItems,
    period: () => ({ startDate: null, endDate: null }),
    limitAnswer: 0,
    useNotice: false,
    isMailSend: false,
    isMailWithContent: false,
    successContent: '<p>ご回答ありがとうございました。</p>',
    errorContent: '<p>現在アンケートは実施していません。</p>',
    shared: false,
  },
  {
    name: 'イベント申込（受付終了）',
    status: 'closed',
    items: eventItems,
    period: (now) => ({ startDate: new Date(now - 60 * DAY), endDate: new Date(now - 14 * DAY) }),
    limitAnswer: 50,
    useNotice: true,
    isMailSend: true,
    isMailWithContent: false,
    successContent: '<p>お申し込みを受け付けました。</p>',
    errorContent: '<p>このイベントの申込受付は終了しました。多数のお申し込みありがとうございました。</p>',
    shared: false,
  },
];

/** The form a page places: the marker the /site renderer replaces with the form. */
export const formMarker = (id: number) => `{{form:${id}}}`;

/**
 * The お問い合わせ page with the form on top; its telephone, postal address and link back to the top page
 * (demoContent.ts) stay below it.
 */
export const contactPageHtml = (formId: number) =>
  [
    '<p>以下のフォームからお申し込みください。</p>',
    formMarker(formId),
    ...(demoPages.find((page) => page.path === 'contact')?.html ?? '').split('\n'),
  ].join('\n');

/**
 * Adds the demo forms, the open one's answers (demoAnswers.ts; `bulkAnswers` more, generated, for the
 * benchmark: the form then takes answers without a limit), and places that form on the お問い合わせ page
 * (inside seedDemo's transaction, after the accounts, the website and its pages).
 */
export const seedDemoForms = async (
  db: Pick<Db, 'insert' | 'select' | 'update' | 'execute'>,
  now = Date.now(),
  bulkAnswers = 0,
): Promise<void> => {
  const people = await db
    .select({ id: accounts.id, email: accounts.email })
    .from(accounts)
    .where(inArray(accounts.email, [OWNER, SUB_OWNER]));
  const idOf = (email: string) => people.find((row) => row.email === email)?.id ?? 0;
  const [web] = await db.select({ id: webs.id }).from(webs).where(eq(webs.name, demoWebsite.name));
  if (!web) throw new Error('seedDemoForms: the demo website is missing');
  const inserted = await db
    .insert(forms)
    .values(
      demoForms.map(({ period, shared, items, ...form }) => ({
        ...form,
        ...period(now),
        items: [...items],
        webId: web.id,
        ownerId: idOf(OWNER),
        subOwners: shared ? [idOf(SUB_OWNER)] : [],
        ...(bulkAnswers > 0 && shared ? { limitAnswer: 0 } : {}),
      })),
    )
    .returning({ id: forms.id });
  const briefing = inserted[0]?.id;
  if (briefing === undefined) return;
  await db.insert(formAnswers).values(demoAnswerRows(briefing, briefingItems, now));
  await insertBulkAnswers(db, briefing, bulkAnswers, now);
  await db
    .update(pages)
    .set({ html: contactPageHtml(briefing), active: true })
    .where(and(eq(pages.webId, web.id), eq(pages.path, 'contact')));
};
