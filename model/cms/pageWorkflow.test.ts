import { allSettled, createWatch, fork } from 'effector';
import { describe, expect, test, vi } from 'vitest';
import type { PageRead, TokenInfo } from '../../contract/index.ts';
import { authorFx } from '../author/index.ts';
import type { ForkHandlers } from '../kit/forkHandlers.ts';
import { messageShown, messageTimerFx } from '../messages/index.ts';
import { $tokenInfo } from '../session/session.ts';
import { workflowFx } from '../workflow/index.ts';
import { pageEditor } from './pageEditor.ts';
import { pageFx, pages } from './pages.ts';
import {
  $pageApprovalNeeded,
  $pageRequestHeld,
  approvalNeeded,
  pageApprovalRequest,
  pageEmergencyPublish,
  pageRequestFx,
  pageWorkflowText,
} from './pageWorkflow.ts';

const editor: TokenInfo = {
  id: 5,
  email: 'editor@example.go.jp',
  name: '編集 花子',
  groupId: 2,
  groupName: '広報課',
  type: 'Default',
  workflow: false,
  permissions: [2, 0, 0, 0, 0, 0, 0],
};
const page: PageRead = {
  id: 10,
  webId: 3,
  title: 'お知らせ',
  path: 'news',
  templateId: null,
  html: '<p>もと</p>',
  active: true,
  version: 4,
};
const ok = (extra: object = {}) => ({ ok: true, stale: false, noPermission: false, ...extra });
const clean = ok({ valid: true, problems: [] });
const missingAlt = ok({
  valid: false,
  problems: [{ line: 1, column: 1, message: '画像に代替テキストがありません。', severity: 'error', rule: 'wcag/h37' }],
});

const scopeOf = (handlers: ForkHandlers) => {
  const scope = fork({
    values: [
      [$tokenInfo, editor],
      [pages.$items, [page]],
    ],
    handlers: [[messageTimerFx, () => {}], [workflowFx.list, () => []], [authorFx.list, () => []], ...handlers],
  });
  const shown: string[] = [];
  createWatch({ unit: messageShown, fn: ({ message }) => shown.push(message), scope });
  return { scope, shown };
};

describe("the page editor's workflow actions", () => {
  test('承認を依頼 sends the saved version with the note, says so and closes', async () => {
    const create = vi.fn(() => ok({ id: 7 }));
    const { scope, shown } = scopeOf([
      [pageFx.validate, () => clean],
      [pageRequestFx.create, create],
    ]);
    await allSettled(pageApprovalRequest.opened, { scope, params: 10 });
    await allSettled(pageApprovalRequest.changed, { scope, params: { comment: ' 日時を直しました ' } });
    await allSettled(pageApprovalRequest.submitted, { scope });
    expect(create).toHaveBeenCalledWith({ body: { pageId: 10, comment: '日時を直しました', pageVersion: 4 } });
    expect(shown).toContain('ページ「お知らせ」の承認依頼を送りました。');
    expect(scope.getState(pageApprovalRequest.$target)).toBeNull();
  });

  test('a refusal (no approvers for the website) is shown in the dialog with the note kept', async () => {
    const { scope } = scopeOf([
      [
        pageRequestFx.create,
        () => ({ ok: false, stale: false, noPermission: false, message: 'このWebサイトには承認者がいません。' }),
      ],
    ]);
    await allSettled(pageApprovalRequest.opened, { scope, params: 10 });
    await allSettled(pageApprovalRequest.changed, { scope, params: { comment: 'お願いします' } });
    await allSettled(pageApprovalRequest.submitted, { scope });
    expect(scope.getState(pageApprovalRequest.$error)).toContain('承認者がいません');
    expect(scope.getState(pageApprovalRequest.$form)).toEqual({ comment: 'お願いします' });
    expect(scope.getState(pageApprovalRequest.$target)).toBe(10);
  });

  test('緊急公開 requires its reason; sent, the page is read again', async () => {
    const emergency = vi.fn(() => ok({ id: 8 }));
    const get = vi.fn(() => ({ ...page, version: 5 }));
    const { scope, shown } = scopeOf([
      [pageRequestFx.emergency, emergency],
      [pageFx.get, get],
    ]);
    await allSettled(pageEmergencyPublish.opened, { scope, params: 10 });
    await allSettled(pageEmergencyPublish.submitted, { scope });
    expect(emergency).not.toHaveBeenCalled();
    expect(scope.getState(pageEmergencyPublish.$fieldErrors).comment).toBe(pageWorkflowText.emergencyReasonRequired);
    await allSettled(pageEmergencyPublish.changed, { scope, params: { comment: '災害情報の訂正' } });
    await allSettled(pageEmergencyPublish.submitted, { scope });
    expect(emergency).toHaveBeenCalledWith({ body: { pageId: 10, comment: '災害情報の訂正', pageVersion: 4 } });
    expect(shown).toContain('ページ「お知らせ」を緊急公開しました。');
    expect(get).toHaveBeenCalled();
  });

  test('says whether saves wait for approval: an approver of the website or of the editor group, read on opening', async () => {
    const approver = { id: 1, accountId: 9, webId: 3, groupId: null, step: 1 };
    const { scope } = scopeOf([
      [pageFx.validate, () => clean],
      [authorFx.list, () => [approver]],
    ]);
    expect(scope.getState($pageApprovalNeeded)).toBeNull();
    await allSettled(pageEditor.opened, { scope, params: page });
    expect(scope.getState($pageApprovalNeeded)).toBe(true);
    const none = scopeOf([[pageFx.validate, () => clean]]).scope;
    await allSettled(pageEditor.opened, { scope: none, params: page });
    expect(none.getState($pageApprovalNeeded)).toBe(false);

    // The editor's group approved for, on any website; another website's approver does not count.
    expect(approvalNeeded([{ id: 2, groupId: 2, webId: null }], 3, 2)).toBe(true);
    expect(approvalNeeded([{ id: 2, groupId: null, webId: 4 }], 3, 2)).toBe(false);
    // Approvers read with their ids alone (an agency's server, spec §3): not known, the server decides.
    expect(approvalNeeded([{ id: 2 }], 3, 2)).toBeNull();
  });

  test('held back while the page has unsaved changes or its HTML check has errors', async () => {
    const { scope } = scopeOf([[pageFx.validate, () => clean]]);
    await allSettled(pageEditor.opened, { scope, params: page });
    expect(scope.getState($pageRequestHeld)).toBeNull();
    await allSettled(pageEditor.changed, { scope, params: { html: '<p>かえた</p>' } });
    expect(scope.getState($pageRequestHeld)).toBe(pageWorkflowText.unsaved);

    const failing = scopeOf([[pageFx.validate, () => missingAlt]]).scope;
    await allSettled(pageEditor.opened, { scope: failing, params: page });
    expect(failing.getState($pageRequestHeld)).toBe(pageWorkflowText.checkErrors);
  });
});
