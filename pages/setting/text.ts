import { glossary } from '../../contract/index.ts';
import { SIGNIN_AGE_MAX_MINUTES, SIGNIN_AGE_MIN_MINUTES } from '../../model/config/index.ts';

const { setting, states, actions } = glossary;

const hours = (minutes: number) => {
  const whole = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (whole === 0) return `${minutes} 分`;
  return rest === 0 ? `${whole} 時間` : `${whole} 時間 ${rest} 分`;
};

/** The words of /setting and its dialogs. */
export const settingText = {
  title: glossary.navigation.setting,
  description: `${setting.signinAge}と${setting.allowedDomain}を設定します。変更はすぐに、ログイン中のすべての画面に反映されます。`,
  signinAge: {
    heading: setting.signinAge,
    form: {
      title: setting.signinAge,
      label: `${setting.signinAge}（${setting.minutes}）`,
      hint: `${SIGNIN_AGE_MIN_MINUTES} 分から ${SIGNIN_AGE_MAX_MINUTES} 分（24 時間）まで、分単位で指定します。最後の操作からこの時間が過ぎると、どの画面からも自動的にログアウトします。`,
      submit: actions.save,
      saveErrorTitle: states.saveFailed,
      readOnlyTitle: '変更できません',
      inWords: (minutes: number) => `操作がないまま ${hours(minutes)} でログアウト`,
    },
    loading: `設定を${states.loading}`,
    failedTitle: `設定を${states.loadFailed}`,
    failedDescription: '通信が切れたか、サーバーの応答を読み取れませんでした。再試行してください。',
  },
  domains: {
    heading: setting.allowedDomain,
    description:
      'この一覧にあるドメインのメールアドレスだけを、アカウントやメーリングリストに登録できます。日本語ドメインも登録できます。',
    add: `${setting.allowedDomain}を追加`,
    loading: `${setting.allowedDomain}を${states.loading}`,
    failedTitle: `${setting.allowedDomain}を${states.loadFailed}`,
    failedDescription: '通信が切れたか、サーバーの応答を読み取れませんでした。再試行してください。',
    table: {
      caption: `${setting.allowedDomain}の一覧`,
      domain: 'ドメイン',
      purpose: setting.purpose,
      note: setting.note,
      updatedBy: setting.updatedBy,
      updatedAt: setting.updatedAt,
      actions: '操作',
      empty: `${setting.allowedDomain}はまだありません。`,
      edit: (domain: string) => `${domain} を${actions.edit}`,
      editLabel: actions.edit,
      delete: (domain: string) => `${domain} を${actions.delete}`,
      deleteLabel: actions.delete,
    },
    purposes: setting.purposes,
    /** A purpose this console does not know (another server's): shown as it came. */
    purposeLabel: (purpose: string | undefined) =>
      purpose === undefined ? '' : ((setting.purposes as Record<string, string>)[purpose] ?? purpose),
  },
  dialog: {
    addTitle: `${setting.allowedDomain}を追加`,
    editTitle: (domain: string) => `${setting.allowedDomain}「${domain}」を編集`,
    description: '例：example.go.jp。日本語ドメイン（例：まち.example.lg.jp）はそのまま入力できます。',
    domain: 'ドメイン',
    domainHint: 'メールアドレスの @ より後ろの部分です。大文字と小文字は区別しません。',
    purpose: setting.purpose,
    note: setting.note,
    noteHint: '200 文字以内。どの組織のアドレスかなど、担当者向けのメモです。',
    add: actions.add,
    save: actions.save,
    addFailed: '追加できませんでした',
    saveFailed: states.saveFailed,
  },
  remove: {
    title: (domain: string) => `${setting.allowedDomain}「${domain}」を削除しますか？`,
    description:
      'このドメインのメールアドレスは、新しく登録できなくなります。登録済みのアカウントやメンバーはそのまま残ります。',
    submit: actions.delete,
    failed: states.deleteFailed,
    loading: `${setting.allowedDomain}を${states.loading}`,
    missingTitle: `${setting.allowedDomain}が${states.notFound}`,
    missingDescription: 'すでに削除されたか、別の画面で変更されました。',
    failedTitle: `${setting.allowedDomain}を${states.loadFailed}`,
  },
} as const;
