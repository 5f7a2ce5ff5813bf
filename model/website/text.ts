import { countOf, glossary, html } from '../../contract/index.ts';

const { website, page, theme } = glossary.cms;
const { group } = glossary.organisation;
const { states } = glossary;

/** Japanese text of the website models, in one place. A name typed by a user goes through `html`. */
export const websiteText = {
  created: (name: string) => html`${website}「${name}」を作成しました。`,
  saved: (name: string) => html`${website}「${name}」を保存しました。`,
  removed: (name: string) => html`${website}「${name}」を削除しました。`,
  createFailed: `${website}を作成できませんでした。`,
  saveFailed: `${website}を${states.saveFailed}。`,
  deleteFailed: `${website}を${states.deleteFailed}。`,
  nameTaken: (name: string) => `「${name}」という${website}はすでにあります。別の名前にしてください。`,
  httpUrl: 'http:// または https:// で始まるURLを入力してください（例：https://www.example.go.jp/）。',
  /** A website with pages is not deleted (the server refuses it too). */
  hasPages: (count: number) =>
    `この${website}には${countOf(count)}の${page}があるため削除できません。先に${page}をすべて削除してください。`,
  /** Below CMS 4 websites are read, not changed (contract/web.ts). */
  readOnly: `${website}の作成・変更・削除には、CMSの${glossary.organisation.permissionLevel}4以上が必要です。`,
  unknownTheme: `（見つからない${theme}）`,
  unknownGroup: (id: number) => `（見つからない${group} #${id}）`,
} as const;
