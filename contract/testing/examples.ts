import type { TokenInfo } from '../auth.ts';
import type { Author } from '../author.ts';
import type { Domain } from '../domain.ts';
import { type Form, newFormItem } from '../form.ts';
import type { ExportJob, FormAnswer, FormAnswerSummary } from '../formAnswer.ts';
import type { Account, Group } from '../group.ts';
import type { LocalFile } from '../localFile.ts';
import type { MailHistory } from '../mail.ts';
import type { Mailing } from '../mailing.ts';
import type { Notice } from '../notice.ts';
import type { Page } from '../page.ts';
import { composePage } from '../pageComposition.ts';
import type { Template } from '../template.ts';
import type { Theme } from '../theme.ts';
import type { Web } from '../web.ts';
import type { PageVersion, Workflow, WorkflowDetail } from '../workflow.ts';

/**
 * One valid answer per endpoint, by endpoint name: fixtures for contract tests, model tests and stories.
 * Plain data, so a model test can take `examples['page.list']` as a handler's answer.
 */

const at = '2025-04-01T09:00:00.000Z';

export const aTokenInfo: TokenInfo = {
  id: 2,
  email: 'yamada.taro@example.go.jp',
  name: '山田 太郎',
  groupId: 2,
  groupName: '広報課',
  type: 'Default',
  workflow: true,
  permissions: [4, 2, 1, 2, 1, 1, 2],
};

export const aPage: Page = {
  id: 10,
  webId: 1,
  title: 'お知らせ一覧',
  path: 'news',
  templateId: 4,
  html: '<h1>お知らせ</h1><p>本日の更新情報です。</p>',
  active: true,
  version: 3,
  updatedAt: at,
  updatedBy: '広報 太郎',
};

export const aTemplate: Template = {
  id: 4,
  name: '標準テンプレート',
  body: '<main>{{content}}</main>',
  style: 'main { margin: 0 auto; }',
  script: '',
  formScript: '',
  formStyle: '',
  active: true,
  version: 1,
  updatedAt: at,
  updatedBy: '広報 太郎',
};

export const aTheme: Theme = {
  id: 1,
  name: '標準テーマ',
  body: '<body>{{page}}</body>',
  head: '<meta charset="utf-8">',
  script: '',
  style: 'body { color: #1a1a1c; }',
  version: 2,
  updatedAt: at,
  updatedBy: null,
};

export const aWeb: Web = {
  id: 1,
  name: '本庁サイト',
  favicon: 'https://www.example.go.jp/favicon.ico',
  ogDescription: '行政機関の公式ウェブサイトです。',
  ogImage: 'https://www.example.go.jp/files/og.png',
  ogURL: 'https://www.example.go.jp/',
  groups: [2, 3],
  url: 'https://www.example.go.jp/',
  themeId: 1,
  version: 1,
  updatedAt: at,
  updatedBy: '管理者',
  pages: { count: 2, active: 1, lastChangedAt: at, lastChangedBy: null },
};

export const anAuthor: Author = {
  id: 1,
  accountId: 2,
  accountName: '広報 花子',
  accountEmail: 'koho@example.go.jp',
  webId: 1,
  webName: '本庁サイト',
  groupId: null,
  groupName: null,
  step: 1,
  notifyByMail: true,
  version: 1,
  createdAt: at,
  updatedAt: at,
};

export const aDomain: Domain = {
  id: 1,
  domain: 'example.go.jp',
  purpose: 'any',
  description: '本庁',
  updatedBy: '管理者 太郎',
  createdAt: at,
  updatedAt: at,
};

export const aForm: Form = {
  id: 5,
  name: '説明会参加申込',
  webId: 1,
  startDate: '2025-04-01T00:00:00.000Z',
  endDate: null,
  items: [
    { ...newFormItem('text', 'name'), label: '氏名', required: true },
    { ...newFormItem('email', 'email'), label: 'メールアドレス', required: true },
    { ...newFormItem('radio', 'session'), label: '参加回', required: true, options: ['午前', '午後'] },
  ],
  limitAnswer: 0,
  useNotice: false,
  allowJs: true,
  isMailSend: true,
  isMailWithContent: false,
  errorContent: '<p>受付できませんでした。</p>',
  successContent: '<p>受け付けました。</p>',
  status: 'open',
  subOwner: [3],
  ownerId: 2,
  owner: { id: 2, name: '山田 太郎', groupName: '広報課' },
  subOwners: [{ id: 3, name: '佐藤 花子', groupName: '総務課' }],
  answerCount: 12,
  publicPath: '/public/form/5',
  version: 1,
  updatedAt: at,
};

export const aFormAnswerSummary: FormAnswerSummary = {
  formId: 5,
  formName: '説明会参加申込',
  total: 12,
  notDownloaded: 3,
  lastAnsweredAt: at,
};

export const aFormAnswer: FormAnswer = {
  id: 100,
  formId: 5,
  values: [
    { key: 'name', label: '氏名', value: '鈴木 一郎' },
    { key: 'session', label: '参加回', value: ['午前'] },
  ],
  files: [{ key: 'attachment', name: '資料.pdf', url: '/api/form-answer/files/100/1', size: 20480 }],
  downloaded: false,
  createdAt: at,
  seq: 100,
};

export const anExportJob: ExportJob = {
  id: 7,
  formId: 5,
  format: 'csv-sjis',
  state: 'running',
  done: 1200,
  total: 5000,
  createdAt: at,
};

export const aGroup: Group = {
  id: 2,
  name: '広報課',
  permission: [4, 2, 1, 2, 1, 1, 2],
  description: '広報・ウェブサイト担当',
  memberCount: 5,
  version: 1,
};

export const anAccount: Account = {
  id: 3,
  groupId: 2,
  name: '佐藤 花子',
  email: 'sato.hanako@example.go.jp',
  type: 'Default',
  workflow: true,
  otpEnrolled: true,
  mustChangePassword: false,
  version: 1,
  updatedAt: at,
};

export const anImage: LocalFile = {
  id: 1,
  name: 'logo.png',
  type: 'imgs',
  url: '/files/3b0c2f6e9a4d8c1e5f7a2b6d0c9e8f1a3b5c7d9e0f2a4b6c8d0e1f3a5b7c9d1e/logo.png',
  mimeType: 'image/png',
  size: 2048,
  createdAt: at,
  width: 320,
  height: 120,
  thumbnailUrl: '/files/3b0c2f6e9a4d8c1e5f7a2b6d0c9e8f1a3b5c7d9e0f2a4b6c8d0e1f3a5b7c9d1e/thumbnail.webp',
  hash: '3b0c2f6e9a4d8c1e5f7a2b6d0c9e8f1a3b5c7d9e0f2a4b6c8d0e1f3a5b7c9d1e',
  uploadedBy: '広報 太郎',
};
export const aDoc: LocalFile = {
  ...anImage,
  id: 2,
  name: '要綱.pdf',
  type: 'docs',
  url: '/files/9f1e2d3c4b5a69788796a5b4c3d2e1f00f1e2d3c4b5a69788796a5b4c3d2e1f0/%E8%A6%81%E7%B6%B1.pdf',
  mimeType: 'application/pdf',
  width: null,
  height: null,
  thumbnailUrl: null,
  hash: '9f1e2d3c4b5a69788796a5b4c3d2e1f00f1e2d3c4b5a69788796a5b4c3d2e1f0',
};

export const aMailHistory: MailHistory = {
  id: 7,
  mailingIds: [1],
  mailingNames: ['職員連絡網'],
  subject: '定例会議のお知らせ',
  status: 'scheduled',
  recipientCount: 42,
  sentCount: 0,
  failedCount: 0,
  transport: 'outbox',
  scheduledAt: '2025-04-02T00:00:00.000Z',
  startedAt: null,
  finishedAt: null,
  cancelledAt: null,
  createdBy: { id: 2, name: '山田 太郎' },
  createdAt: at,
  updatedAt: at,
};

export const aMailing: Mailing = {
  id: 1,
  name: '職員連絡網',
  type: 'internal',
  allowGroup: [2],
  members: [{ memberId: 1, email: 'member@example.go.jp' }],
  version: 1,
};

export const aNotice: Notice = {
  id: 1,
  type: 'urgent',
  title: 'システム停止',
  content: '<p>4月5日 22:00 から保守のため停止します。</p>',
  important: true,
  createdBy: 1,
  version: 1,
  createdAt: at,
  updatedAt: at,
};

/**
 * A page as the server composes it for a preview (issue 22), as /site shows it: in a website's theme (a header
 * naming the office) and a template (the title as a heading).
 */
export const composedAsPublic = (title: string, html: string): string =>
  composePage({
    title,
    html,
    theme: { ...aTheme, body: '<header class="site-header">本庁</header>\n{{page}}' },
    template: { ...aTemplate, body: '<main><h1>{{title}}</h1>\n{{content}}</main>' },
  });
const composed = (html: string) => composedAsPublic('お知らせ', html);

export const aWorkflow: Workflow = {
  id: 9,
  kind: 'normal',
  status: 'pending',
  webId: 1,
  webName: '本庁サイト',
  pageId: 10,
  pageTitle: 'お知らせ',
  pageVersionId: 21,
  previousVersionId: 20,
  requester: { id: 2, name: '山田 太郎' },
  comment: '新年度の更新です。',
  step: 1,
  lastStep: 1,
  waitingFor: ['佐藤 花子'],
  outdated: false,
  reviewer: null,
  reviewComment: null,
  mayApprove: false,
  mayRemand: false,
  mayReject: false,
  mayResubmit: false,
  version: 1,
  createdAt: at,
  updatedAt: at,
  decidedAt: null,
};

export const aWorkflowDetail: WorkflowDetail = {
  ...aWorkflow,
  events: [
    {
      id: 1,
      action: 'create',
      actor: '山田 太郎',
      comment: '新年度の更新です。',
      step: 1,
      pageVersionId: 21,
      createdAt: at,
    },
  ],
  liveHtml: '<h1>お知らせ</h1>',
  requestedHtml: '<h1>お知らせ</h1><p>新年度の窓口時間です。</p>',
  livePreview: composed('<h1>お知らせ</h1>'),
  requestedPreview: composed('<h1>お知らせ</h1><p>新年度の窓口時間です。</p>'),
};

export const aPageVersion: PageVersion = {
  id: 21,
  pageId: 10,
  pageVersion: 3,
  title: 'お知らせ',
  path: 'news',
  templateId: 1,
  html: '<h1>お知らせ</h1><p>新年度の窓口時間です。</p>',
  createdBy: { id: 2, name: '山田 太郎' },
  createdAt: at,
  publishedAt: null,
  live: false,
  preview: composed('<h1>お知らせ</h1><p>新年度の窓口時間です。</p>'),
};
const { html: _html, preview: _preview, ...aPageVersionSummary } = aPageVersion;

const list = <T>(item: T) => ({ data: [item] });
const item = <T>(value: T) => ({ data: value });
const saved = { id: 1, version: 2, message: '保存しました' };
const deleted = { message: '削除しました' };

export const examples: Record<string, unknown> = {
  'auth.check': { tokenInfo: aTokenInfo },
  'auth.logout': {},
  'auth.msalConfig': {
    enabled: true,
    clientId: '00000000-0000-0000-0000-000000000000',
    authority: 'https://login.microsoftonline.com/example',
  },
  'auth.msalLogin': { tokenInfo: aTokenInfo },
  'auth.login': {
    require: 'verify_otp',
    otpSecret: 'JBSWY3DPEHPK3PXP',
    otpauthUrl: 'otpauth://totp/console:yamada?secret=JBSWY3DPEHPK3PXP',
  },
  'auth.verify': { tokenInfo: aTokenInfo, message: 'パスワードを変更してください' },
  'auth.updatePassword': { require: 'otp' },
  'auth.commonCss': 'body { line-height: 1.7; }',
  'config.get': { config: { signinAge: '3600000' } },
  'config.update': saved,
  'realtime.negotiate': {
    mode: 'azure',
    endpoint: 'https://example.webpubsub.azure.com',
    path: '/clients/socketio/hubs/console',
    token: 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJ1c2VySWQiOiJzZXNzaW9uIn0.c2lnbmF0dXJl',
  },
  'page.list': list(aPage),
  'page.get': item(aPage),
  'page.create': saved,
  'page.update': saved,
  'page.setActive': saved,
  'page.remove': deleted,
  'page.validate': {
    valid: false,
    problems: [
      {
        line: 3,
        column: 5,
        message: '画像に代替テキスト（alt属性）がありません。',
        severity: 'error',
        rule: 'wcag/h37',
      },
    ],
  },
  'page.checkUsed': { used: true, usedBy: [{ kind: 'page', id: 3, title: 'トップページ' }] },
  'template.list': list(aTemplate),
  'template.get': item(aTemplate),
  'template.create': saved,
  'template.update': saved,
  'template.remove': deleted,
  'template.setActive': saved,
  'theme.list': list(aTheme),
  'theme.get': item(aTheme),
  'theme.usage': list({ webId: 1, webName: '本庁サイト', pages: [{ id: 2, title: 'トップページ' }] }),
  'theme.create': saved,
  'theme.update': saved,
  'theme.remove': deleted,
  'web.list': list(aWeb),
  'web.get': item(aWeb),
  'web.create': saved,
  'web.update': saved,
  'web.remove': deleted,
  'author.list': list(anAuthor),
  'author.get': item(anAuthor),
  'author.choices': item({
    accounts: [{ id: 2, name: '広報 花子', email: 'koho@example.go.jp', groupName: '広報課' }],
    websites: [{ id: 1, name: '本庁サイト' }],
    groups: [{ id: 2, name: '広報課' }],
  }),
  'author.create': saved,
  'author.update': saved,
  'author.remove': deleted,
  'domain.list': list(aDomain),
  'domain.create': saved,
  'domain.update': saved,
  'domain.remove': deleted,
  'form.list': list(aForm),
  'form.get': item(aForm),
  'form.create': saved,
  'form.update': saved,
  'form.remove': deleted,
  'form.addSubOwner': saved,
  'form.removeSubOwner': saved,
  'form.subOwnerCandidates': list({
    id: 3,
    name: '佐藤 花子',
    groupName: '総務課',
    email: 'sato.hanako@example.go.jp',
  }),
  'formAnswer.list': list(aFormAnswerSummary),
  'formAnswer.listByForm': list(aFormAnswer),
  'formAnswer.removeRows': deleted,
  'formAnswer.markDownloaded': { message: '更新しました' },
  'formAnswer.downloadZip': { url: '/api/form-answer/archive/abc123.zip' },
  'formAnswer.startExport': { id: 7, job: anExportJob },
  'formAnswer.exports': list(anExportJob),
  'formAnswer.exportJob': item(anExportJob),
  'formAnswer.cancelExport': { id: 7, message: '書き出しを取り消しました' },
  'group.list': list(aGroup),
  'group.get': item(aGroup),
  'group.create': saved,
  'group.update': saved,
  'group.remove': deleted,
  'group.listAccounts': list(anAccount),
  'group.createAccount': { id: 4, temporaryPassword: 'Tmp-8f3K-29aQ-pX7w' },
  'group.updateAccount': saved,
  'group.changeAccountGroup': saved,
  'group.resetAccount': { id: 3, temporaryPassword: 'Tmp-1a2B-3c4D-5e6F' },
  'group.removeAccount': deleted,
  'local.list': { images: [anImage], docs: [aDoc] },
  'local.get': item(anImage),
  'local.upload': { id: 3, message: 'アップロードしました', file: { ...anImage, id: 3 } },
  'local.remove': deleted,
  'local.usage': { used: false, usedBy: [] },
  'mail.history': list(aMailHistory),
  'mail.get': item({ ...aMailHistory, text: '本文', html: '', recipients: [] }),
  'mail.send': { id: 8, message: '送信予約しました', recipientCount: 42 },
  'mail.test': { message: 'テスト送信しました', to: 'yamada.taro@example.go.jp' },
  'mail.preview': {
    recipientCount: 42,
    duplicateCount: 0,
    outsideDomains: [],
    from: '"〇〇市役所" <noreply@example.go.jp>',
    text: '本文',
    unsubscribe: false,
  },
  'mail.cancel': { id: 7, message: '送信予約を取り消しました' },
  'mailing.list': list(aMailing),
  'mailing.get': item(aMailing),
  'mailing.create': saved,
  'mailing.addMember': saved,
  'mailing.addMembers': { message: '2 件追加しました', added: 2, refused: [] },
  'mailing.removeMember': deleted,
  'mailing.remove': deleted,
  'mailing.update': saved,
  'notice.list': list(aNotice),
  'notice.get': item(aNotice),
  'notice.create': saved,
  'notice.update': saved,
  'notice.remove': deleted,
  'workflow.list': list(aWorkflow),
  'workflow.get': item(aWorkflowDetail),
  'workflow.create': saved,
  'workflow.resubmit': saved,
  'workflow.pageVersions': list(aPageVersionSummary),
  'workflow.pageVersion': item(aPageVersion),
  'workflow.emergency': saved,
  'workflow.republish': saved,
  'workflow.remand': saved,
  'workflow.approve': saved,
  'workflow.reject': saved,
};

export interface RequestExample {
  params?: Record<string, unknown>;
  query?: Record<string, unknown>;
  body?: unknown;
}

const id = { params: { id: 1 } };
const email = { params: { email: 'yamada.taro@example.go.jp' } };

/** One valid request per endpoint that takes params, query or body (the others take none). */
export const requestExamples: Record<string, RequestExample | (() => RequestExample)> = {
  'auth.msalLogin': { body: { name: '山田 太郎', email: 'yamada.taro@example.go.jp', idToken: 'eyJ0eXAiOiJKV1Qi' } },
  'auth.login': { body: { email: 'yamada.taro@example.go.jp', password: 'correct horse battery' } },
  'auth.verify': {
    ...email,
    body: { password: 'correct horse battery', otpSecret: 'JBSWY3DPEHPK3PXP', token: '123456' },
  },
  'auth.updatePassword': {
    ...email,
    body: { password: 'correct horse battery', newPassword: 'a much longer new passphrase' },
  },
  'config.update': { body: { signinAge: 1_800_000 } },
  'page.list': { query: { webId: 1 } },
  'page.get': id,
  'page.create': { body: { webId: 1, title: '新しいページ' } },
  'page.update': { ...id, body: { title: 'お知らせ', html: '<p>本文</p>', version: 3 } },
  'page.setActive': { ...id, body: { active: false } },
  'page.remove': id,
  'page.validate': { body: { html: '<p>本文</p>' } },
  'page.checkUsed': id,
  'template.get': id,
  'template.create': { body: { name: '新しいテンプレート' } },
  'template.update': {
    ...id,
    body: { name: '標準', body: '', style: '', script: '', formScript: '', formStyle: '', version: 1 },
  },
  'template.remove': id,
  'template.setActive': { ...id, body: { active: true } },
  'theme.get': id,
  'theme.usage': id,
  'theme.create': { body: { name: '新しいテーマ' } },
  'theme.update': { ...id, body: { name: '標準', body: '', head: '', script: '', style: '', version: 2 } },
  'theme.remove': id,
  'web.get': id,
  'web.create': { body: { name: '新しいサイト', url: 'https://new.example.go.jp/' } },
  'web.update': {
    ...id,
    body: { favicon: '', ogDescription: '', ogImage: '', ogURL: 'https://www.example.go.jp/', groups: [2], version: 1 },
  },
  'web.remove': id,
  'author.get': id,
  'author.create': { body: { accountId: 2, webId: 1, step: 1, notifyByMail: true } },
  'author.update': { body: { id: 1, accountId: 2, groupId: 2, step: 2, notifyByMail: false, version: 1 } },
  'author.remove': id,
  'domain.create': { body: { domain: 'Example.GO.jp ' } },
  'domain.update': { ...id, body: { domain: 'example.lg.jp', purpose: 'account', description: '' } },
  'domain.remove': id,
  'form.get': id,
  'form.create': { body: { name: '申込フォーム', webId: 1, startDate: null, endDate: null } },
  'form.update': {
    ...id,
    body: {
      name: '申込フォーム',
      status: 'open',
      startDate: '2025-04-01T00:00:00.000Z',
      endDate: '2025-04-30T00:00:00.000Z',
      items: [{ key: 'name', label: '氏名', type: 'text', required: true }],
      limitAnswer: 100,
      useNotice: true,
      errorContent: '',
      successContent: '',
      version: 1,
    },
  },
  'form.remove': id,
  'form.addSubOwner': { ...id, body: { subOwner: [3] } },
  'form.removeSubOwner': { ...id, body: { subOwner: [3] } },
  'formAnswer.listByForm': { params: { formId: 5 } },
  'formAnswer.removeRows': { body: { formId: 5, answers: [100] } },
  'formAnswer.markDownloaded': { body: { answers: [100] } },
  'formAnswer.downloadZip': { body: { formId: 5, datas: [['氏名'], ['鈴木 一郎']], answers: [100] } },
  'formAnswer.startExport': { body: { formId: 5, format: 'csv-sjis', answers: [100], columns: ['name'] } },
  'formAnswer.exportJob': id,
  'formAnswer.cancelExport': id,
  'group.get': id,
  'group.create': { body: { name: '情報政策課', permission: [1, 1, 0, 0, 0, 0, 0] } },
  'group.update': {
    ...id,
    body: { name: '情報政策課', permission: [1, 1, 0, 0, 0, 0, 0], description: '', version: 1 },
  },
  'group.remove': id,
  'group.listAccounts': id,
  'group.createAccount': { ...id, body: { name: '高橋 次郎', email: 'takahashi@example.go.jp' } },
  'group.updateAccount': { ...id, body: { name: '高橋 次郎', workflow: true, version: 1 } },
  'group.changeAccountGroup': { ...id, body: { groupId: 3, version: 1 } },
  'group.resetAccount': { ...id, body: { password: true } },
  'group.removeAccount': id,
  'local.get': id,
  'local.upload': () => {
    const form = new FormData();
    form.append('file', new Blob(['x'], { type: 'text/plain' }), 'memo.txt');
    return { body: form };
  },
  'local.remove': id,
  'local.usage': id,
  'mail.get': id,
  'mail.send': {
    body: {
      requestId: '6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b',
      mailingIds: [1],
      subject: '定例会議',
      text: '本文',
      html: '',
      scheduledAt: '2025-04-02T00:00:00.000Z',
    },
  },
  'mail.test': { body: { subject: '定例会議', text: '本文', html: '' } },
  'mail.preview': { body: { mailingIds: [1], subject: '定例会議', text: '本文', html: '' } },
  'mail.cancel': id,
  'mailing.get': id,
  'mailing.create': { body: { name: '職員連絡網', type: 'internal' } },
  'mailing.addMember': { ...id, body: { email: 'member@example.go.jp' } },
  'mailing.addMembers': { ...id, body: { emails: ['a@example.go.jp', 'b@example.go.jp'] } },
  'mailing.removeMember': { params: { id: 1, memberId: 1 } },
  'mailing.remove': { ...id, query: { force: true } },
  'mailing.update': { ...id, body: { name: '職員連絡網', allowGroup: [2, 3], version: 1 } },
  'notice.list': { query: { max: 20 } },
  'notice.get': id,
  'notice.create': { body: { type: 'others', content: '<p>お知らせです。</p>' } },
  'notice.update': { ...id, body: { type: 'others', content: '<p>更新しました。</p>', important: false, version: 1 } },
  'notice.remove': id,
  'workflow.get': id,
  'workflow.create': { body: { pageId: 10, pageVersion: 3 } },
  'workflow.emergency': { body: { pageId: 10, comment: '災害情報のため' } },
  'workflow.resubmit': { body: { id: 9, version: 2 } },
  'workflow.pageVersions': id,
  'workflow.pageVersion': id,
  'workflow.republish': { body: { webId: 1 } },
  'workflow.remand': { body: { id: 9, comment: '誤字があります', version: 1 } },
  'workflow.approve': { body: { id: 9, version: 1 } },
  'workflow.reject': { body: { id: 9, comment: '掲載不要です', version: 1 } },
};

export const requestExample = (name: string): RequestExample => {
  const example = requestExamples[name] ?? {};
  return typeof example === 'function' ? example() : example;
};

/** Entity factories for every layer's tests and stories: a valid record, changed where a test says so. */
export const makeGroup = (over: Partial<Group> = {}): Group => ({
  id: 2,
  name: '広報課',
  description: '広報誌とWebサイトの記事を担当',
  permission: [4, 2, 1, 2, 0, 1, 0],
  memberCount: 3,
  version: 3,
  ...over,
});

export const someGroups: Group[] = [
  makeGroup({
    id: 1,
    name: 'システム管理',
    description: 'すべての機能を管理',
    permission: [9, 9, 9, 9, 9, 9, 9],
    memberCount: 2,
  }),
  makeGroup(),
  makeGroup({
    id: 3,
    name: 'デジタル推進室',
    description: '庁内のDXを推進',
    permission: [2, 3, 0, 0, 3, 2, 5],
    memberCount: 5,
  }),
  makeGroup({
    id: 4,
    name: 'ＩＴ政策課',
    description: '情報システムの調達',
    permission: [1, 0, 0, 0, 1, 0, 0],
    memberCount: 0,
  }),
  makeGroup({
    id: 5,
    name: 'こども家庭課',
    description: '子育て支援のフォーム',
    permission: [1, 4, 1, 2, 0, 4, 0],
    memberCount: 8,
  }),
];

export const makeAccount = (over: Partial<Account> = {}): Account => ({
  id: 7,
  groupId: 2,
  name: '広報 花子',
  email: 'hanako@example.go.jp',
  type: 'Default',
  workflow: false,
  otpEnrolled: true,
  mustChangePassword: false,
  version: 4,
  updatedAt: '2026-04-01T00:00:00.000Z',
  ...over,
});

export const someAccounts: Account[] = [
  makeAccount(),
  makeAccount({
    id: 8,
    name: '記事 一郎',
    email: 'ichiro@example.go.jp',
    otpEnrolled: false,
    mustChangePassword: true,
  }),
  makeAccount({ id: 9, name: 'クラウド 三郎', email: 'saburo@example.go.jp', type: 'Msal', otpEnrolled: false }),
];
