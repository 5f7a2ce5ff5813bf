import { glossary, html } from '../../contract/index.ts';

const { states } = glossary;
const file = 'ファイル';

/** Japanese text of image and file management (/cms/files). A name typed or uploaded by a user goes through `html`. */
export const filesText = {
  title: glossary.navigation.files,
  images: '画像',
  docs: '文書',
  file,
  loading: `${file}を${states.loading}`,
  loadFailed: `${file}の一覧を${states.loadFailed}。`,
  noneYet: `まだ${file}は${states.none}。`,
  noneMatch: `条件に合う${file}は${states.none}。`,
  search: '名前で検索',
  removed: (name: string) => html`${file}「${name}」を削除しました。`,
  deleteFailed: `${file}を${states.deleteFailed}。`,
  /** The server refused (409) because the file is used; the dialog then offers a second, explicit delete. */
  inUse: `この${file}は使われているため削除できませんでした。使用中でも削除すると、使っているところでは表示されなくなります。`,
  forceDelete: '使用中でも削除する',
  usageFailed: `どこで使われているかを${states.loadFailed}。`,
  conflict: (name: string) =>
    `「${name}」という名前の${file}が既にあります。置き換えるか、両方残すかを選んでください。`,
  uploadFailed: `アップロードできませんでした。${states.tryAgain}`,
  copied: (name: string) => html`「${name}」のURLをコピーしました。`,
  copyFailed: 'URLをコピーできませんでした。ブラウザーがクリップボードへの書き込みを許可していません。',
} as const;
