import { Secret, TOTP } from 'otpauth';

/**
 * The stand-in server's own data, in the spec's fields only (spec §3): no version, no memberCount, no
 * createdBy, no timestamps. Written without the contract on purpose: this is what another team's server
 * might send, not what ours does.
 */

export const SPEC_ONLY_PASSWORD = 'spec-only-password-2026';

/** Spec §3 tokenInfo; `type` is open ("for example Default"): this server has a type of its own. */
export interface SpecAccount {
  id: number;
  email: string;
  name: string;
  groupId: number;
  type: string;
  workflow: boolean;
  /** The one-time-code secret (base32), enrolled already: sign-in asks for the code (`require: 'otp'`). */
  otpSecret: string;
}

export interface SpecGroup {
  id: number;
  name: string;
  permission: number[];
  description: string;
}

export interface SpecNotice {
  id: number;
  type: string;
  content: string;
  important: boolean;
}

export const specAccounts: readonly SpecAccount[] = [
  {
    id: 11,
    email: 'staff@example.go.jp',
    name: '職員 花子',
    groupId: 2,
    type: 'Staff',
    workflow: false,
    otpSecret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
  },
  {
    id: 12,
    email: 'default@example.go.jp',
    name: '既定 太郎',
    groupId: 2,
    type: 'Default',
    workflow: false,
    otpSecret: 'KRSXG5CTMVRXEZLUKRSXG5CTMVRXEZLU',
  },
];

/** A fresh copy per server: tests change it. Levels in the spec's order CMS … CONFIG. */
export const seedGroups = (): SpecGroup[] => [
  { id: 1, name: 'システム管理', permission: [9, 9, 9, 9, 9, 9, 9], description: 'すべての権限' },
  { id: 2, name: '情報政策課', permission: [4, 2, 1, 2, 3, 1, 0], description: '組織とアカウントの管理' },
  { id: 3, name: '広報課', permission: [4, 2, 1, 2, 0, 1, 0], description: 'ウェブサイトの更新' },
];

/** Newest first, as the bell lists them; types outside the console's five keys, one by its Japanese label. */
export const seedNotices = (): SpecNotice[] => [
  { id: 3, type: '緊急', content: '<p>本日 18 時から<b>緊急</b>の停電があります。</p>', important: true },
  { id: 2, type: 'maintenance', content: '<p>土曜日の夜に定期メンテナンスを行います。</p>', important: false },
  { id: 1, type: 'success', content: '<p>新しいサーバーへの移行が完了しました。</p>', important: false },
];

/** Websites with the spec's fields only (§3 web: no name, which is ours): the console names them by id. */
export const seedWebs = () => [
  {
    id: 1,
    favicon: 'https://www.example.go.jp/favicon.ico',
    ogDescription: '行政機関の公式ウェブサイトです。',
    ogImage: '',
    ogURL: 'https://www.example.go.jp/',
    groups: [3],
  },
];

/** Spec §3 page: id, html, active — no webId, title, path, template, version or timestamps (all ours). */
export interface SpecPage {
  id: number;
  html: string;
  active: boolean;
}

/** Pages with the spec's fields only: the console shows them under every website, labelled by id. */
export const seedPages = (): SpecPage[] => [
  { id: 1, html: '<h1>市役所へようこそ</h1>\n<p>各種手続きのご案内です。</p>', active: true },
  { id: 2, html: '<h2>窓口のご案内</h2>\n<p>受付は平日の午前8時30分から午後5時15分までです。</p>', active: false },
  { id: 3, html: '<h2>ごみの出し方</h2>\n<p>燃えるごみは月曜日と木曜日に出してください。</p>', active: true },
];

/** Spec §3 mailing list: id, name, type, allowGroup, members — a type the console does not know, shown as it came. */
export const seedMailings = () => [
  {
    id: 1,
    name: '防災メール',
    type: 'メールマガジン',
    allowGroup: [3],
    members: [
      { memberId: 1, email: 'resident1@example.jp' },
      { memberId: 2, email: 'resident2@example.jp' },
    ],
  },
];

/**
 * Spec §3 form: its fields only — no owner, sub-owner names, answer count, public address or version (all
 * ours). Items are the spec's `items` as this server keeps them: one of a type the console does not know.
 */
export const seedForms = () => [
  {
    id: 1,
    name: '防災訓練参加申込',
    webId: 1,
    startDate: '2026-04-01T00:00:00.000Z',
    endDate: null,
    items: [
      { key: 'name', label: '氏名', type: 'text', required: true },
      { key: 'mail', label: 'メールアドレス', type: 'email', required: true },
      { key: 'place', label: '会場', type: 'radio', required: false, options: ['本庁舎', '北支所'] },
    ],
    limitAnswer: 0,
    useNotice: false,
    allowJs: true,
    isMailSend: false,
    isMailWithContent: false,
    errorContent: '<p>受付期間外です。</p>',
    successContent: '<p>受け付けました。</p>',
    status: 'open',
    subOwner: [11],
  },
  {
    id: 2,
    name: '窓口アンケート',
    webId: 1,
    startDate: null,
    endDate: null,
    items: [{ key: 'map', label: '来庁経路', type: 'map', required: false }],
    limitAnswer: 100,
    useNotice: true,
    allowJs: false,
    isMailSend: false,
    isMailWithContent: false,
    errorContent: '',
    successContent: '',
    status: '準備中',
    subOwner: [],
  },
];

/** Spec §3 mail history: "fields are not shown" — only ids. */
export const seedMailHistory = () => [{ id: 2 }, { id: 1 }];

/** Allowed e-mail domains: the spec names only the id (§3). */
export const seedDomains = (): { id: number }[] => [{ id: 1 }];

const totpOf = (secret: string) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' });

/** The account's current one-time code, as its authenticator app shows it. */
export const oneTimeCodeOf = (email: string): string => {
  const account = specAccounts.find((candidate) => candidate.email === email);
  if (!account) throw new Error(`no stand-in account ${email}`);
  return totpOf(account.otpSecret).generate();
};

/** A code of this step or the one either side (clocks drift). */
export const codeIsValid = (account: SpecAccount, code: string): boolean =>
  totpOf(account.otpSecret).validate({ token: code, window: 1 }) !== null;
