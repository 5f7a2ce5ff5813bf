import type { NoticeType } from '../db/schema.ts';

/** Demo notices (one of every type), allowed domains and settings, seeded with the demo accounts. */
export const demoNotices: readonly { type: NoticeType; title: string; content: string; important: boolean }[] = [
  {
    type: 'urgent',
    title: '緊急メンテナンスのお知らせ',
    content: '<p>本日 <strong>18:00〜19:00</strong> に緊急メンテナンスを行います。作業中は保存できません。</p>',
    important: true,
  },
  {
    type: 'error',
    title: 'メール配信の遅延',
    content: '<p>現在、<strong>メール配信</strong>が遅れています。復旧するまで送信予約はお控えください。</p>',
    important: true,
  },
  {
    type: 'warning',
    title: 'パスワード変更のお願い',
    content: '<p>パスワードは12文字以上で設定してください。<br>画面右上の「パスワード変更」から変更できます。</p>',
    important: false,
  },
  {
    type: 'success',
    title: 'フォーム回答の一括ダウンロード',
    content:
      '<p>フォーム回答を一括でダウンロードできるようになりました。<a href="/form-answer">フォーム回答</a>画面からご利用ください。</p>',
    important: false,
  },
  {
    type: 'others',
    title: '年末年始の運用',
    content:
      '<ul><li>12月29日〜1月3日は承認ワークフローを停止します。</li><li>緊急の公開は情報システム担当までご連絡ください。</li></ul>',
    important: false,
  },
];

/** Stored in the canonical ASCII form (contract/idn.ts): `xn--…` is まち.example.lg.jp, shown in Unicode. */
export const demoDomains: readonly {
  domain: string;
  purpose: 'any' | 'account' | 'mailing';
  description: string;
}[] = [
  { domain: 'example.go.jp', purpose: 'any', description: '職員のメールアドレス' },
  { domain: 'example.lg.jp', purpose: 'account', description: '連携する自治体' },
  { domain: 'mail.example.go.jp', purpose: 'mailing', description: 'メールマガジンの配信先（広報課）' },
  { domain: 'xn--h9jxc.example.lg.jp', purpose: 'mailing', description: '市区町村の窓口（日本語ドメイン）' },
];

export const demoConfig: Readonly<Record<string, string>> = {
  signinAge: '3600000',
};
