import { countOf, formatCount, glossary, shownCount, UPLOAD_LIMITS } from '../../contract/index.ts';
import { filesText } from '../../model/cms/index.ts';

const megabytes = (bytes: number) => `${Math.round(bytes / (1024 * 1024))}MB`;
const { actions, states } = glossary;

/** Words of /cms/files (the model's own are `filesText`). */
export const filesPageText = {
  ...filesText,
  description:
    'Webサイトやページで使う画像と文書をアップロードし、URLをコピーして使います。使われているファイルを削除すると、使っているところでは表示されなくなります。',
  uploadHeading: 'アップロード',
  instructions: `画像（PNG・JPEG・GIF・WebP・SVG）は${megabytes(UPLOAD_LIMITS.image)}まで、文書（PDF・Word・Excel・PowerPoint・ODF・CSV・テキスト・ZIP）は${megabytes(UPLOAD_LIMITS.doc)}までアップロードできます。同じ名前のファイルがあるときは、置き換えるか両方残すかを選べます。`,
  clearFinished: '終わったものを一覧から消す',
  /** The upload list's polite summary: 「2 件中 1 件完了」. */
  uploadSummary: (total: number, done: number, problems: number) =>
    problems > 0
      ? `${countOf(total)}中 ${countOf(done)}完了、${countOf(problems)}はアップロードできませんでした`
      : `${countOf(total)}中 ${countOf(done)}完了`,
  searchHint: 'ひらがなとカタカナ、全角と半角、大文字と小文字は区別しません。',
  shown: shownCount,
  imagesHeading: (count: number) => `画像（${countOf(count)}）`,
  docsHeading: (count: number) => `文書（${countOf(count)}）`,
  noImages: `画像は${states.none}。`,
  noDocs: `文書は${states.none}。`,
  retry: actions.retry,
  blockedTitle: 'このページを使う権限がありません',
  blocked: `${glossary.navigation.files}には、CMSの${glossary.organisation.permissionLevel}4以上が必要です。`,
  deleteTitle: (name: string) => `「${name}」を削除しますか？`,
  deleteBody: '削除すると元に戻せません。',
  usageLoading: 'どこで使われているかを確認中',
  usedTitle: (count: number) => `${formatCount(count)} か所で使われています`,
  usedNone: 'このファイルはどこでも使われていません。',
  useKinds: { page: glossary.cms.page, website: glossary.cms.website, form: glossary.navigation.form },
  useFields: {
    html: '本文',
    ogImage: 'OGP画像',
    favicon: 'ファビコン',
    content: '内容',
  } as Record<string, string>,
  deleteSubmit: actions.delete,
  usedStillTitle: 'まだ使われています',
} as const;
