import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { type OpenBrowser, openBrowser } from './harness/browser.ts';
import { accountCreateDialog, groupAccounts, groupEditor, groupList } from './support/organisation.ts';
import { DialogPage } from './support/pageObjects/index.ts';
import { openSignedIn } from './support/sessions.ts';
import { field, freshCode, submitPassword } from './support/signIn.ts';

const baseUrl = inject('baseUrl');
const group = '危機管理課';
const member = { name: '危機 次郎', email: 'kiki@example.go.jp' };
const ownPassword = 'kiki-own-password-2026';
let admin: OpenBrowser;
let person: OpenBrowser;

beforeAll(async () => {
  admin = await openSignedIn(baseUrl, 'admin@example.go.jp');
  person = await openBrowser();
}, 90_000);
afterAll(async () => {
  await admin?.close();
  await person?.close();
});

const navigationLabels = (page: Page) =>
  page.getByRole('navigation', { name: 'メインメニュー' }).getByRole('link').allInnerTexts();

const passwordAnswer = (password: string) =>
  fetch(`${baseUrl}/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: member.email, password }),
  }).then((response) => response.json() as Promise<{ require?: string; error?: unknown }>);

describe('an account from creation to its first sign-in, a move, a reset and its empty group deleted', () => {
  test('the whole life of an account against the reference server', async () => {
    const { page } = admin;

    // A group whose only level is FORM 2.
    const editor = groupEditor(page);
    await editor.goto(`${baseUrl}/group/create`, '組織を作成');
    await editor.fill('組織名', group);
    await editor.step('フォームのレベルを上げる', 2);
    await page.getByText('サイドメニュー：フォーム').first().waitFor();
    await editor.save('作成する');
    await editor.heading(group).waitFor();
    const groupUrl = page.url();

    // An account with a temporary password, shown once.
    await page.getByRole('link', { name: 'アカウントを追加' }).click();
    const addDialog = await accountCreateDialog(page).waitOpen();
    await addDialog.fill('氏名', member.name);
    await addDialog.fill('メールアドレス', member.email);
    await addDialog.submit('追加する');
    const temporary = await addDialog.readSecret();
    expect(temporary.length).toBeGreaterThanOrEqual(12);
    await addDialog.close();
    await groupAccounts(page, group).cell(member.email).waitFor();

    // The person signs in for the first time: own password, then enrols a one-time-code app.
    const me = person.page;
    await me.goto(`${baseUrl}/`);
    await submitPassword(me, member.email, temporary);
    await me.waitForURL(`${baseUrl}/login/update-password`);
    await field(me, '新しいパスワード').fill(ownPassword);
    await field(me, '新しいパスワード（確認）').fill(ownPassword);
    await me.getByRole('button', { name: '変更して次へ' }).click();
    await me.waitForURL(`${baseUrl}/login/verify-otp`);
    const secret = ((await me.locator('[data-otp-secret]').textContent()) ?? '').replace(/\s/g, '');
    expect(secret).toMatch(/^[A-Z2-7]+=*$/);
    await field(me, 'ワンタイムパスワード').fill(await freshCode(baseUrl, secret));
    await me.getByRole('button', { name: '登録してログイン' }).click();
    await me.waitForURL(`${baseUrl}/overview`);
    await me.getByText(`${member.name} さん、ようこそ。`).waitFor();
    await me.getByRole('banner').getByText(group).waitFor();

    // Exactly what FORM 2 opens.
    const firstLabels = await navigationLabels(me);
    expect(firstLabels).toContain('フォーム');
    for (const hidden of ['組織', 'CMS', 'フォーム回答', 'フォーム定義', 'メール送信', 'システム設定']) {
      expect(firstLabels).not.toContain(hidden);
    }
    await me.goto(`${baseUrl}/cms/website`);
    await me.getByText("The page you're looking for doesn't exist.").waitFor();
    await me.goto(`${baseUrl}/overview`);
    await me.getByRole('banner').getByText(group).waitFor();

    // The administrator moves the account to 広報課 in their own browser…
    await page.getByRole('link', { name: new RegExp(`^所属組織の変更\\s*：${member.name}$`) }).click();
    const moveDialog = await new DialogPage(page, { title: '所属組織の変更' }).waitOpen();
    await moveDialog.text(`アカウント「${member.name}」の所属を「${group}」から変更します。`).waitFor();
    await moveDialog.choose('移動先の組織', '広報課');
    await moveDialog.submit('変更する');
    await groupAccounts(page, group).state('この組織にはアカウントがありません').waitFor();

    // …and the person's console reloads with the new group's navigation (spec §7.2: own account changed).
    await me.getByRole('banner').getByText('広報課').waitFor({ timeout: 15_000 });
    const movedLabels = await navigationLabels(me);
    expect(movedLabels).toEqual(expect.arrayContaining(['CMS', 'テンプレート', 'フォーム', 'フォーム回答']));
    expect(movedLabels).not.toContain('組織');

    // Reset: a new temporary password and a new enrolment; the person's sessions end.
    await groupEditor(page).goto(`${baseUrl}/group/2`, '広報課');
    await page.getByRole('link', { name: new RegExp(`^リセット\\s*：${member.name}$`) }).click();
    const resetDialog = await new DialogPage(page, {
      title: `アカウント「${member.name}」をリセットしますか？`,
    }).waitOpen();
    await resetDialog.text(`「${member.name}」（${member.email}）`, false).waitFor();
    await resetDialog.check('パスワード');
    await resetDialog.check('ワンタイムパスワードの登録');
    await resetDialog.submit('リセットする');
    // Once done, the same dialog is titled with the outcome.
    const resetDone = await new DialogPage(page, { title: 'リセットが完了しました' }).waitOpen();
    const second = await resetDone.readSecret();
    expect(second).not.toBe(temporary);
    await resetDone.close();

    expect((await passwordAnswer(ownPassword)).error).toBeTruthy();
    expect((await passwordAnswer(second)).require).toBe('update_password');
    // The person's open console finds itself signed out at its next call.
    await me.reload();
    await me.getByRole('heading', { level: 1, name: 'ログイン' }).waitFor({ timeout: 15_000 });

    // The group is empty now: deleting it is allowed and it leaves the list.
    await groupEditor(page).goto(groupUrl, group);
    await page.getByRole('button', { name: '組織を削除' }).click();
    const confirm = await new DialogPage(page, { role: 'alertdialog', title: '組織を削除しますか？' }).waitOpen();
    await confirm.text(`組織「${group}」を削除します。`, false).waitFor();
    await confirm.submit('削除する');
    await page.waitForURL(`${baseUrl}/group`);
    const list = groupList(page);
    await list.heading.waitFor();
    await list.link('広報課').waitFor();
    expect(await page.getByRole('link', { name: group }).count()).toBe(0);
  }, 150_000);
});
