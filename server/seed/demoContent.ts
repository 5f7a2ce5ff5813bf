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

/** Demo themes (issue 17): the first is used by the demo website, so deleting it is refused. */
export const demoThemes: readonly { name: string; head: string; body: string; script: string; style: string }[] = [
  {
    name: '標準テーマ',
    head: '<meta charset="utf-8">\n<meta name="viewport" content="width=device-width, initial-scale=1">',
    body: '<header class="site-header">行政機関</header>\n<main>{{page}}</main>\n<footer class="site-footer">© 行政機関</footer>',
    script: '',
    style:
      'body {\n  font-family: "Noto Sans JP", sans-serif;\n  color: #1a1a1c;\n  margin: 0;\n}\n.site-header {\n  background: #0031d8;\n  color: #fff;\n  padding: 1rem;\n}',
  },
  {
    name: '防災テーマ',
    head: '<meta charset="utf-8">',
    body: '<div class="alert-banner">防災情報</div>\n<main>{{page}}</main>',
    script: "document.documentElement.lang = 'ja';",
    style: '.alert-banner {\n  background: #ec0000;\n  color: #fff;\n  font-weight: bold;\n  padding: 0.5rem 1rem;\n}',
  },
];

/** Demo templates (issue 17): two in use, one draft not yet active. */
export const demoTemplates: readonly {
  name: string;
  body: string;
  style: string;
  script: string;
  formScript: string;
  formStyle: string;
  active: boolean;
}[] = [
  {
    name: '標準ページ',
    body: '<article>\n  <h1>{{title}}</h1>\n  {{content}}\n</article>',
    style: 'article {\n  max-width: 48rem;\n  margin: 0 auto;\n}',
    script: '',
    formScript: '',
    formStyle: '',
    active: true,
  },
  {
    name: 'お問い合わせフォーム',
    body: '<section>\n  <h1>{{title}}</h1>\n  {{form}}\n</section>',
    style: 'section {\n  padding: 1rem;\n}',
    script: '',
    formScript: "document.querySelector('form')?.setAttribute('novalidate', '');",
    formStyle: 'form label {\n  display: block;\n  margin-block: 0.5rem;\n}',
    active: true,
  },
  {
    name: 'イベント告知（作成中）',
    body: '<section class="event">\n  <h1>{{title}}</h1>\n  {{content}}\n</section>',
    style: '.event {\n  border-left: 4px solid #0031d8;\n  padding-left: 1rem;\n}',
    script: '',
    formScript: '',
    formStyle: '',
    active: false,
  },
];

/** A demo website shown in the first theme, with two pages: what makes that theme's delete refused. */
export const demoWebsite = {
  name: '本庁サイト',
  url: 'https://www.example.go.jp/',
  ogUrl: 'https://www.example.go.jp/',
  ogDescription: '行政機関の公式ウェブサイトです。',
  // 広報課 (2) edits it.
  groups: [2],
} as const;
/** A second demo website (issue 17), in the second theme, edited by 広報課 and 総務課, with no page yet. */
export const demoSecondWebsite = {
  name: '防災情報サイト',
  url: 'https://bousai.example.go.jp/',
  ogUrl: 'https://bousai.example.go.jp/',
  ogDescription: '災害・防災に関するお知らせです。',
  groups: [2, 3],
} as const;
/**
 * The demo website's pages (issue 17): realistic Japanese content that passes the page check
 * (server/cms/pageHtml.ts). The template named is the one each is shown in.
 */
export const demoPages: readonly { title: string; path: string; template: string; html: string; active: boolean }[] = [
  {
    title: 'トップページ',
    path: '',
    template: '標準ページ',
    html: [
      '<p>行政機関の公式ウェブサイトです。各種手続きやお知らせをご案内します。</p>',
      '<h2>新着情報</h2>',
      '<ul>',
      '  <li><time datetime="2026-11-20">2026年11月20日</time> 年末年始の窓口業務についてお知らせします。</li>',
      '  <li><time datetime="2026-11-10">2026年11月10日</time> 各種証明書のオンライン申請を始めました。</li>',
      '</ul>',
      '<h2>窓口のご案内</h2>',
      '<table>',
      '  <caption>窓口の受付時間</caption>',
      '  <thead><tr><th scope="col">窓口</th><th scope="col">受付時間</th></tr></thead>',
      '  <tbody>',
      '    <tr><td>総合案内</td><td>平日 8時30分〜17時15分</td></tr>',
      '    <tr><td>証明書発行</td><td>平日 9時〜17時</td></tr>',
      '  </tbody>',
      '</table>',
      '<p><img src="data:image/svg+xml,%3Csvg%20xmlns=%27http://www.w3.org/2000/svg%27%20width=%27640%27%20height=%27360%27%20viewBox=%270%200%20640%20360%27%3E%3Crect%20width=%27640%27%20height=%27360%27%20fill=%27%23dfe8f5%27/%3E%3Crect%20x=%27150%27%20y=%2790%27%20width=%27340%27%20height=%2724%27%20fill=%27%235a6b85%27/%3E%3Crect%20x=%27170%27%20y=%27114%27%20width=%27300%27%20height=%27196%27%20fill=%27%238a9bb5%27/%3E%3Crect%20x=%27290%27%20y=%27230%27%20width=%2760%27%20height=%2780%27%20fill=%27%233d4a5c%27/%3E%3Crect%20x=%270%27%20y=%27310%27%20width=%27640%27%20height=%2750%27%20fill=%27%239fb48a%27/%3E%3C/svg%3E" alt="本庁舎の外観" width="640" height="360"></p>',
      '<p>ご不明な点は<a href="/contact">お問い合わせ</a>のページをご覧ください。</p>',
    ].join('\n'),
    active: true,
  },
  {
    title: 'お問い合わせ',
    path: 'contact',
    template: 'お問い合わせフォーム',
    html: [
      '<p>窓口の受付時間は平日9時から17時です（土日祝日・年末年始を除きます）。</p>',
      '<h2>電話でのお問い合わせ</h2>',
      '<p>代表電話：<a href="tel:0312345678">03&#8209;1234&#8209;5678</a></p>',
      '<h2>郵送でのお問い合わせ</h2>',
      '<address>〒100-0000 東京都千代田区霞が関1-1-1 行政機関 広報課</address>',
      '<p><a href="/">トップページへ戻る</a></p>',
    ].join('\n'),
    active: false,
  },
];
