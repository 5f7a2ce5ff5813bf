import { countOf, glossary, html } from '../../contract/index.ts';

const { theme, template, page, website } = glossary.cms;
const { states } = glossary;

/** Japanese text of the CMS theme and template models, in one place. A name typed by a user goes through `html`. */
export const cmsText = {
  theme: {
    created: (name: string) => html`${theme}「${name}」を作成しました。`,
    saved: (name: string) => html`${theme}「${name}」を保存しました。`,
    removed: (name: string) => html`${theme}「${name}」を削除しました。`,
    stale: `他の人が先にこの${theme}を保存しました。両方の内容を見比べてから保存し直してください。`,
    failed: `${theme}を${states.saveFailed}。`,
    createFailed: `${theme}を作成できませんでした。`,
    deleteFailed: `${theme}を${states.deleteFailed}。`,
    /** Spec §2.6 keeps two readings: the route is CMS, changing themes is the navigation's CONFIG 7. */
    readOnly: `${theme}の作成・変更・削除には、${glossary.navigation.setting}の${glossary.organisation.permissionLevel}7以上が必要です。`,
    inUse: (websites: number, pages: number) =>
      `この${theme}は${countOf(websites)}の${website}（${page} ${countOf(pages)}）で使われているため削除できません。先に${website}の${theme}を変更してください。`,
  },
  template: {
    created: (name: string) => html`${template}「${name}」を作成しました。`,
    saved: (name: string) => html`${template}「${name}」を保存しました。`,
    removed: (name: string) => html`${template}「${name}」を削除しました。`,
    activated: (name: string) => html`${template}「${name}」を${glossary.cms.active}にしました。`,
    deactivated: (name: string) => html`${template}「${name}」を${glossary.cms.inactive}にしました。`,
    stale: `他の人が先にこの${template}を保存しました。両方の内容を見比べてから保存し直してください。`,
    failed: `${template}を${states.saveFailed}。`,
    deleteFailed: `${template}を${states.deleteFailed}。`,
    toggleFailed: `${template}の${glossary.cms.active}・${glossary.cms.inactive}を切り替えられませんでした。`,
    readOnly: `${template}の作成・変更・削除には、CMSの${glossary.organisation.permissionLevel}4以上が必要です。`,
  },
  page: {
    activated: (title: string) => html`${page}「${title}」を${glossary.cms.active}にしました。`,
    deactivated: (title: string) => html`${page}「${title}」を${glossary.cms.inactive}にしました。`,
    removed: (title: string) => html`${page}「${title}」を削除しました。`,
    toggleFailed: `${page}の${glossary.cms.active}・${glossary.cms.inactive}を切り替えられませんでした。`,
    deleteFailed: `${page}を${states.deleteFailed}。`,
    /** The server's refusal (contract `editsWebsite`), said before anything is sent. */
    readOnly: `この${website}の${page}を作成・変更・削除できるのは、${website}の編集担当に指定された${glossary.organisation.group}の方と、CMSの${glossary.organisation.permissionLevel}4以上の方だけです。`,
  },
} as const;
