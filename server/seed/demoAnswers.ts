import { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import type { AnswerValue } from '../../contract/index.ts';
import type { ServerContext } from '../context.ts';
import type { Db } from '../db/connect.ts';
import { formAnswers } from '../db/schema.ts';
import { minimalPdf } from './minimalPdf.ts';

/**
 * The demo answers of 説明会参加申込 (issue 21): thirty, varied the way real ones are — some downloaded
 * already, a name with 𠮷 (which Shift_JIS lacks: its export reports it), a value starting with 「=」 and
 * one with 「-」 (neutralised in a CSV), questions over several lines, two with an attached file.
 */
const DAY = 24 * 60 * 60 * 1000;

/** `date` here: the session chosen, as days after the seeding (inside the form's period). */
type DemoAnswer = Record<string, string | string[]>;

const handwritten: readonly DemoAnswer[] = [
  {
    name: '山田 太郎',
    email: 'yamada.taro@example.com',
    tel: '09012345678',
    area: '北区',
    session: '会場で参加',
    date: '14',
    people: '2',
    topics: ['子育て支援', '住まい'],
    question: '駐車場はありますか。',
    consent: '同意する',
  },
  {
    name: '佐藤 花子',
    email: 'sato.hanako@example.net',
    tel: '0312345678',
    area: '南区',
    session: 'オンラインで参加',
    date: '14',
    people: '1',
    topics: ['防災'],
    question: '',
    consent: '同意する',
  },
  {
    name: '鈴木 一郎',
    email: 'suzuki.ichiro@example.org',
    tel: '',
    area: '市外',
    session: '会場で参加',
    date: '21',
    people: '3',
    topics: [],
    question: '子ども連れでも参加できますか。\n託児の有無を教えてください。',
    consent: '同意する',
  },
  {
    name: '高橋 美咲',
    email: 'takahashi.m@example.com',
    tel: '08098765432',
    area: '東区',
    session: 'オンラインで参加',
    date: '21',
    people: '1',
    topics: ['健康・福祉', '子育て支援'],
    question: '',
    consent: '同意する',
  },
  {
    name: '田中 健',
    email: 'tanaka.ken@example.jp',
    tel: '0451234567',
    area: '西区',
    session: '会場で参加',
    date: '14',
    people: '4',
    topics: ['防災', '住まい'],
    question: '資料は事前にいただけますか。',
    consent: '同意する',
  },
  {
    name: '𠮷田 誠',
    email: 'yoshida.makoto@example.com',
    tel: '09011112222',
    area: '北区',
    session: '会場で参加',
    date: '21',
    people: '2',
    topics: ['住まい'],
    question: '名字の「𠮷」は「土」の吉です。名簿の表記にご注意ください。',
    consent: '同意する',
  },
  {
    name: '伊藤 さくら',
    email: 'ito.sakura@example.net',
    tel: '',
    area: '南区',
    session: 'オンラインで参加',
    date: '14',
    people: '1',
    topics: ['子育て支援'],
    question: '=HYPERLINK("https://example.com","詳細はこちら")',
    consent: '同意する',
  },
  {
    name: '渡辺 浩',
    email: 'watanabe.h@example.org',
    tel: '0612345678',
    area: '東区',
    session: '会場で参加',
    date: '21',
    people: '1',
    topics: ['防災'],
    question: '-5℃を下回る日の避難所の暖房について伺いたいです。',
    consent: '同意する',
  },
  {
    name: '中村 由美',
    email: 'nakamura.yumi@example.com',
    tel: '08033334444',
    area: '西区',
    session: 'オンラインで参加',
    date: '14',
    people: '1',
    topics: ['健康・福祉'],
    question: '以下の3点を教えてください。\n1. 録画の配信はありますか\n2. 資料の配布方法\n3. 質疑応答の時間',
    consent: '同意する',
  },
];

const familyNames = ['小林', '加藤', '吉田', '山口', '松本', '井上', '木村', '林', '斎藤', '清水', '髙橋', '森'];
const givenNames = ['陽菜', '蓮', '結衣', '大翔', '美羽', '湊', '葵', '悠真', '凛', '颯太', '芽依'];
const areas = ['北区', '南区', '東区', '西区', '市外'];
const topicSets = [['子育て支援'], ['防災', '住まい'], [], ['健康・福祉'], ['子育て支援', '防災', '住まい']];
const questions = ['', '', '会場へのアクセスを教えてください。', '', 'オンライン参加の接続テストはありますか。', ''];

/** The rest of the thirty, made from the lists above (the same every time). */
const generated = (count: number): DemoAnswer[] =>
  Array.from({ length: count }, (_, i) => ({
    name: `${familyNames[i % familyNames.length]} ${givenNames[(i * 7) % givenNames.length]}`,
    email: `demo${i + 1}@example.jp`,
    tel: i % 3 === 0 ? '' : `090${String(20_000_000 + i * 7919).padStart(8, '0')}`,
    area: areas[i % areas.length] ?? '北区',
    session: i % 2 === 0 ? '会場で参加' : 'オンラインで参加',
    date: i % 2 === 0 ? '14' : '21',
    people: String((i % 5) + 1),
    topics: topicSets[i % topicSets.length] ?? [],
    question: questions[i % questions.length] ?? '',
    consent: '同意する',
  }));

export const DEMO_ANSWER_COUNT = 30;
export const demoAnswers: readonly DemoAnswer[] = [
  ...handwritten,
  ...generated(DEMO_ANSWER_COUNT - handwritten.length),
];

/** The attached files of two demo answers (by index): their bytes are written by `seedDemoAnswerFiles`. */
const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const demoAnswerFiles: Record<number, { name: string; type: string; storageKey: string; bytes: () => Buffer }[]> = {
  2: [
    {
      name: '託児申込書.pdf',
      type: 'application/pdf',
      storageKey: 'answers/demo-briefing-3-1',
      bytes: () => minimalPdf('Takuji moushikomisho (sample)'),
    },
  ],
  8: [
    {
      name: '質問メモ.pdf',
      type: 'application/pdf',
      storageKey: 'answers/demo-briefing-9-1',
      bytes: () => minimalPdf('Shitsumon memo (sample)'),
    },
    { name: '会場までの地図.png', type: 'image/png', storageKey: 'answers/demo-briefing-9-2', bytes: () => PNG_1X1 },
  ],
};

/** A day as a date item answers it (YYYY-MM-DD, Japan time). */
const dayOf = (time: number) => new Date(time + 9 * 60 * 60 * 1000).toISOString().slice(0, 10);

export const demoAnswerRows = (
  formId: number,
  items: readonly { key: string; label: string; type: string }[],
  now: number,
) =>
  demoAnswers.map((answer, index) => {
    const values: AnswerValue[] = items
      .filter((field) => field.type !== 'file')
      .map((field) => ({
        key: field.key,
        label: field.label,
        value: field.key === 'date' ? dayOf(now + Number(answer.date) * DAY) : (answer[field.key] ?? ''),
      }));
    const files = (demoAnswerFiles[index] ?? []).map(({ bytes, ...file }) => ({
      key: 'document',
      ...file,
      size: bytes().length,
    }));
    return {
      formId,
      values,
      files,
      // The older third has been downloaded; the rest are new since.
      downloaded: index < 10,
      createdAt: new Date(now - (demoAnswers.length - index) * 0.2 * DAY),
    };
  });

/** The bytes of the demo answers' attached files (after the server is built: they go through its storage). */
export const seedDemoAnswerFiles = async (context: Pick<ServerContext, 'files'>): Promise<void> => {
  for (const files of Object.values(demoAnswerFiles)) {
    for (const file of files) {
      await context.files.write(file.storageKey, Readable.from([file.bytes()]), { contentType: file.type });
    }
  }
};

/** `DEMO_BULK_ANSWERS`: how many generated answers seeding adds for the benchmark (0: none). */
export const bulkAnswersOf = (env: Record<string, string | undefined>): number => {
  const text = env.DEMO_BULK_ANSWERS?.trim() ?? '';
  if (text === '') return 0;
  const count = Number(text);
  if (!Number.isInteger(count) || count < 0 || count > 1_000_000) {
    throw new Error(`DEMO_BULK_ANSWERS は 0 から 1000000 までの整数で指定してください (${text})`);
  }
  return count;
};

/**
 * `count` answers in one INSERT … SELECT over generate_series: fast enough for 50,000 at seeding. Names,
 * areas and sessions vary by the row's number; a tenth of them downloaded; spread over the last week.
 */
export const insertBulkAnswers = async (
  db: Pick<Db, 'execute'>,
  formId: number,
  count: number,
  now: number,
): Promise<void> => {
  if (count <= 0) return;
  const families = `{${familyNames.join(',')}}`;
  const givens = `{${givenNames.join(',')}}`;
  const areaList = `{${areas.join(',')}}`;
  const day = dayOf(now + 14 * DAY);
  await db.execute(sql`
    insert into ${formAnswers} (form_id, values, downloaded, created_at)
    select ${formId},
      jsonb_build_array(
        jsonb_build_object('key', 'name', 'label', '氏名', 'value',
          (${families}::text[])[1 + n % ${familyNames.length}] || ' ' || (${givens}::text[])[1 + (n * 7) % ${givenNames.length}]),
        jsonb_build_object('key', 'email', 'label', 'メールアドレス', 'value', 'bulk' || n || '@example.jp'),
        jsonb_build_object('key', 'tel', 'label', '電話番号', 'value', '090' || lpad((n % 100000000)::text, 8, '0')),
        jsonb_build_object('key', 'area', 'label', 'お住まいの地域', 'value', (${areaList}::text[])[1 + n % ${areas.length}]),
        jsonb_build_object('key', 'session', 'label', '参加方法', 'value',
          case when n % 2 = 0 then '会場で参加' else 'オンラインで参加' end),
        jsonb_build_object('key', 'date', 'label', '参加希望日', 'value', ${day}::text),
        jsonb_build_object('key', 'people', 'label', '参加人数', 'value', (1 + n % 5)::text),
        jsonb_build_object('key', 'topics', 'label', '関心のあるテーマ', 'value', '[]'::jsonb),
        jsonb_build_object('key', 'question', 'label', '事前のご質問', 'value',
          case when n % 10 = 0 then '質問その' || n || E'\n二行目です' else '' end),
        jsonb_build_object('key', 'consent', 'label', '個人情報の取り扱いに同意する', 'value', '同意する')),
      n % 10 = 0,
      to_timestamp(${now / 1000}) - make_interval(secs => (${count} - n) * (604800.0 / ${count}))
    from generate_series(1, ${count}) as n`);
  // Fresh statistics: without them the planner takes the table for a small one and sorts the whole form for
  // every page of answers (a second per page at 50,000 on PGlite, which has no autovacuum to gather them).
  await db.execute(sql`analyze ${formAnswers}`);
};
