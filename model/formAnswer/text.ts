import { countOf, glossary, html, shownCount } from '../../contract/index.ts';

const words = glossary.formAnswer;
const { answerId, receivedAt, files, downloaded, newAnswers } = words;
const { form, answer, owner, subOwner } = glossary.form;
const { loadFailed, tryAgain } = glossary.states;

const arrivals = (count: number) => `${newAnswers} ${countOf(count)}`;
const checkConnection = `通信の状態を確かめて、${tryAgain}`;

/**
 * Japanese text of the form answer models and screens (issue 21). The terms are the glossary's
 * (`glossary.formAnswer`: 回答番号, 受付日時, 添付ファイル, 書き出し…). Messages are HTML: names go through `html`.
 */
export const formAnswerText = {
  ...words,
  columnLabels: { id: answerId, receivedAt, files, downloaded },
  /** The mark in the downloaded column. */
  downloadedMark: '済',
  arrivals,
  removeConfirm: (count: number) => `選択した ${countOf(count)}の回答を削除します。元に戻せません。`,
  removed: (count: number) => `${countOf(count)}の回答を削除しました。`,
  removeFailed: '削除できませんでした。',
  nothingSelected: '削除する回答を選んでください。',
  tooManyToRemove: (max: number) =>
    `一度に削除できるのは ${countOf(max)}までです。絞り込むか選び直してから、分けて削除してください。`,
  notRemovable:
    'このフォームの回答を削除できるのは、フォームの作成者、共同管理者、またはフォーム回答の権限（レベル2以上）を持つ人だけです。',
  formUnknown: 'フォームの情報を読み込めていないため、削除できるか確かめられません。',
  exportStarted: (name: string) => html`「${name}」の${words.export}を始めました。`,
  exportFailed: `${words.export}を始められませんでした。`,
  exportCancelled: `${words.export}を取り消しました。`,
  cancelFailed: '取り消せませんでした。',
  downloadedDone: (count: number) => `${countOf(count)}の回答をダウンロードしました。`,
  nothingToExport: 'ダウンロードする回答がありません。',
  /** A server without export jobs: the console makes only what it can itself. */
  formatUnsupported: (format: string) =>
    `このサーバーは${format}の書き出しに対応していません。CSV（UTF-8）かZIPを選んでください。`,
  zipTooMany: (max: number) =>
    `このサーバーでZIPにまとめられるのは ${countOf(max)}までです。絞り込むか選び直してください。`,
  zipFailed: 'ZIPを作れませんでした。',
  markFailed: 'ダウンロード済みの印を付けられませんでした。ファイルは保存されています。',
  /** The file the console makes itself (a server without export jobs): 「説明会参加申込_回答_20261124.csv」. */
  exportFileName: (formName: string, day: string, extension: string) => `${formName}_${answer}_${day}.${extension}`,
} as const;

/** The words of the form answer screens: /form-answer and /form-answer/{id}. */
export const formAnswerPagesText = {
  list: {
    title: words.title,
    description: `${form}に届いた${answer}を見て、CSV・Excel・ZIPでダウンロードします。一覧は${answer}が届くとすぐに更新されます。`,
    form,
    total: words.total,
    notDownloaded: words.notDownloaded,
    lastAnsweredAt: words.lastAnsweredAt,
    count: countOf,
    /** The last answer's time of a form no one has answered yet. */
    noAnswerYet: '—',
    searchLabel: `${form}名で検索`,
    caption: `${words.title}の一覧`,
    shown: shownCount,
    loading: `${words.title}を読み込んでいます`,
    emptyTitle: `${answer}を見られる${form}はありません`,
    emptyDescription: `${owner}か${subOwner}の${form}、またはすべての${form}の${answer}を見る権限があるとここに並びます。`,
    noMatchTitle: `検索に合う${form}はありません`,
    failedTitle: `${words.title}の一覧を${loadFailed}`,
    failedDescription: checkConnection,
  },

  detail: {
    /** The screen's name: the heading until the form is known, and the name of the answers' section. */
    screen: words.title,
    /** The heading once the form is known. */
    title: (formName: string) => `${formName} の${answer}`,
    description: `${answer}を絞り込み、選んでダウンロードや削除ができます。新しい${answer}は上のボタンで表に加わります。`,
    backToList: `${words.title}の一覧へ`,
    remove: words.remove,
    removeSelected: (count: number) => `選択した ${countOf(count)}を${words.remove}`,
    removeTitle: `${answer}の${words.remove}`,
    removeFailed: formAnswerText.removeFailed,
    download: words.download,
    loadFailedTitle: `${answer}を${loadFailed}`,
    loadFailedDescription: checkConnection,
    search: words.search,
    searchHint: 'かな・カナ、全角・半角の違いは区別しません。すべての列を探します。',
    showArrivals: (count: number) => `${arrivals(count)}を表示`,
    loadingProgress: (loaded: number) => `${answer}を読み込んでいます（${countOf(loaded)}まで読み込みました）`,
    moreFailed: '続きを読み込めませんでした。',
    retry: glossary.actions.retry,
    exportDescription: `${words.export}はサーバーで進みます。この画面を閉じても続き、終わるとここからダウンロードできます。`,
  },
} as const;
