import { createHmac } from 'node:crypto';
import { Secret } from 'otpauth';
import type { AccountType } from '../db/schema.ts';

/**
 * The demo organisation seeded on first start: what the README's table and the tests read.
 * Everything here is public. Never seed it into a database real people use.
 */

/** One password for every demo account with a password (it passes the password rule). */
export const DEMO_PASSWORD = 'demo-password-2026';

export interface DemoGroup {
  id: number;
  name: string;
  description: string;
  /** Levels in the spec's order: CMS, FORM, MAIL, MAIL_ADDRESS, ACCOUNT, FORM_ANSWER, CONFIG. */
  permissions: [number, number, number, number, number, number, number];
}

export const demoGroups = [
  {
    id: 1,
    name: 'システム管理',
    description: 'すべての機能を扱うスーパーグループ',
    permissions: [9, 9, 9, 9, 9, 9, 9],
  },
  {
    id: 2,
    name: '広報課',
    description: 'ウェブサイトの更新、フォーム、メール配信',
    permissions: [4, 2, 1, 2, 0, 1, 0],
  },
  {
    id: 3,
    name: '総務課',
    description: '組織とアカウントの管理、お知らせ、環境設定',
    permissions: [0, 0, 0, 0, 3, 0, 2],
  },
  {
    id: 4,
    name: 'フォーム担当',
    description: 'フォームの作成と回答の確認のみ',
    permissions: [0, 2, 0, 0, 0, 1, 0],
  },
] as const satisfies readonly DemoGroup[];

export type DemoGroupName = (typeof demoGroups)[number]['name'];

export interface DemoAccount {
  email: string;
  name: string;
  group: DemoGroupName;
  type: AccountType;
  /** DEMO_PASSWORD, or undefined for an identity-provider account. */
  password: string | undefined;
  workflow: boolean;
  /** enrolled: has the deterministic demo secret; must-enrol: gets a secret at first sign-in; none: no codes. */
  otp: 'enrolled' | 'must-enrol' | 'none';
  mustChangePassword: boolean;
  notes: string;
}

export const demoAccounts: readonly DemoAccount[] = [
  {
    email: 'admin@example.go.jp',
    name: '管理 太郎',
    group: 'システム管理',
    type: 'Default',
    password: DEMO_PASSWORD,
    workflow: true,
    otp: 'enrolled',
    mustChangePassword: false,
    notes: 'super group (id 1): every screen and dialog, 100 notices',
  },
  {
    email: 'koho@example.go.jp',
    name: '広報 花子',
    group: '広報課',
    type: 'Default',
    password: DEMO_PASSWORD,
    workflow: true,
    otp: 'enrolled',
    mustChangePassword: false,
    notes: 'CMS incl. templates and files, forms, mail; workflow approver; no organisation or settings',
  },
  {
    email: 'somu@example.go.jp',
    name: '総務 一郎',
    group: '総務課',
    type: 'Default',
    password: DEMO_PASSWORD,
    workflow: false,
    otp: 'enrolled',
    mustChangePassword: true,
    notes: 'organisation (can create groups), notices, approvers, settings; must change the password first',
  },
  {
    email: 'form@example.go.jp',
    name: 'フォーム 次郎',
    group: 'フォーム担当',
    type: 'Default',
    password: DEMO_PASSWORD,
    workflow: false,
    otp: 'must-enrol',
    mustChangePassword: false,
    notes: 'forms and answers only; first sign-in: enrols a one-time-code app',
  },
  {
    email: 'msal@example.go.jp',
    name: 'クラウド 三郎',
    group: '広報課',
    type: 'Msal',
    password: undefined,
    workflow: false,
    otp: 'none',
    mustChangePassword: false,
    notes: 'identity-provider account: no password, signs in through the organisation’s cloud sign-in only',
  },
];

/**
 * The demo accounts' TOTP secrets, derived from a fixed seed so that a code can be computed without the
 * database (server/seed/otp-code.ts) while the server holds it open. Public by construction: demo only.
 */
export const demoOtpSecret = (email: string): string =>
  new Secret({
    buffer: new Uint8Array(
      createHmac('sha256', 'agency-console demo one-time codes').update(email).digest(),
    ).buffer.slice(0, 20),
  }).base32;

export const findDemoAccount = (email: string): DemoAccount | undefined =>
  demoAccounts.find((account) => account.email === email.trim().toLowerCase());
