import { formatCount, glossary, type PageRead, shownCount } from '../../contract/index.ts';
import { pageName } from '../../model/cms/index.ts';

const { template, page, website, active } = glossary.cms;
const { states, actions } = glossary;

/** A page's label: its title (ours), or for a server without titles the word and its id (model/cms `pageName`). */
export const pageLabel = pageName;

/** A page's address within its website, as visitors type it: 「/」 + its path (ours; unknown without one). */
export const pagePath = (record: Pick<PageRead, 'path'>): string | null =>
  record.path === undefined ? null : `/${record.path}`;

/** The words of the page list (/cms/{webId}/page) and the page delete dialog. */
export const pageListText = {
  title: (webName: string) => `${webName}の${page}`,
  description: `この${website}の${page}です。${active}な${page}だけが公開されます。`,
  loadingTitle: `${page}一覧`,
  searchLabel: `${page}をタイトルかパスで検索`,
  caption: `${page}の一覧`,
  shown: shownCount,
  loading: `${page}を${states.loading}`,
  emptyTitle: `${page}はまだ${states.none}`,
  emptyDescription: `「${page}を作成」から作成してください。`,
  noMatchTitle: `条件に合う${page}は${states.none}`,
  failedTitle: `${page}を${states.loadFailed}`,
  failedDescription: '通信が切れたか、サーバーの応答を読み取れませんでした。少し待ってから再試行してください。',
  create: `${page}を作成`,
  columns: { title: 'タイトル', path: 'パス', template, active: '状態', lastChange: '最終更新' },
  topPage: 'トップページ',
  noTemplate: `（${template}なし）`,
  unknownTemplate: `（削除された${template}）`,
  remove: (title: string) => `「${title}」を${actions.delete}`,
  webLoading: `${website}を${states.loading}`,
  webFailedTitle: `${website}を${states.loadFailed}`,
  unknownWebTitle: `この${website}は${states.notFound}`,
  unknownWebDescription: `削除されたか、アドレスが違います。${website}の一覧から選び直してください。`,
  backToWebsites: `${website}の一覧へ`,
  delete: {
    title: (title: string) => `${page}「${title}」を削除しますか？`,
    description: `削除した${page}は元に戻せません。`,
    loading: `${page}を${states.loading}`,
    missingTitle: `この${page}は${states.notFound}`,
    missingDescription: 'すでに削除されたか、アドレスが違います。',
    submit: actions.delete,
    failed: states.deleteFailed,
    usedLoading: `この${page}が使われている場所を確認中`,
    usedFailed: `この${page}が使われている場所を確認できませんでした`,
    usedFailedDescription: `削除はできますが、ほかの${page}からのリンクが切れるおそれがあります。再試行して確かめてください。`,
    usedNone: `この${page}にリンクしている${page}やフォームはありません。`,
    usedTitle: (count: number) => `この${page}は ${formatCount(count)} か所で使われています`,
    usedDescription: `削除すると、次の場所からこの${page}へのリンクが切れます（削除はできます）。`,
    usedByPage: (title: string) => `${page}「${title}」のリンク`,
    usedByForm: (title: string) => `フォーム「${title}」の送信先`,
  },
} as const;
