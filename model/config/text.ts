import { glossary, html } from '../../contract/index.ts';

const { setting, states } = glossary;

/**
 * Japanese text of the settings models, in one place. Messages are shown as HTML (spec §2.7): a domain
 * someone typed goes through `html`.
 */
export const configText = {
  signinAgeSaved: (minutes: number) => `${setting.signinAge}を ${minutes} ${setting.minutes}に変更しました。`,
  domainAdded: (domain: string) => html`${setting.allowedDomain}「${domain}」を追加しました。`,
  domainSaved: (domain: string) => html`${setting.allowedDomain}「${domain}」を保存しました。`,
  domainDeleted: (domain: string) => html`${setting.allowedDomain}「${domain}」を削除しました。`,
  domainTaken: (domain: string) => `「${domain}」はすでに${setting.allowedDomain}に登録されています。`,
  // Config carries no version: a conflict cannot happen, but the editor asks for the words.
  stale: `他の人が先に${setting.signinAge}を変更しました。`,
  saveFailed: `${states.saveFailed}。${states.tryAgain}`,
  addFailed: `追加できませんでした。${states.tryAgain}`,
  deleteFailed: `${states.deleteFailed}。${states.tryAgain}`,
  /** Why a user below CONFIG 2 sees the settings without the means to change them. */
  readOnly: `${glossary.navigation.setting}を変更するには、${glossary.organisation.area}「${glossary.navigation.setting}」の${glossary.organisation.permissionLevel} 2 以上が必要です。`,
} as const;
