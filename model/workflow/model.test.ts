import { allSettled, createWatch, fork as forkScope, type Scope } from 'effector';
import { describe, expect, test } from 'vitest';
import { composePage } from '../../contract/index.ts';
import { aTokenInfo, aWeb, aWorkflow, aWorkflowDetail } from '../../contract/testing/examples.ts';
import { messageShown, messageTimerFx } from '../messages/index.ts';
import { $tokenInfo } from '../session/index.ts';
import { webs } from '../web/index.ts';
import {
  $detail,
  $detailFailed,
  $detailGone,
  $detailPreviews,
  $queueWebsites,
  detailOpened,
  mayRepublish,
  queueOpened,
  workflowApprove,
  workflowDomain,
  workflowFx,
  workflowQueue,
  workflowReject,
  workflowRemand,
  workflowRepublish,
  workflowResubmit,
  workflows,
} from './index.ts';

const ok = (over: object = {}) => ({ ok: true, noPermission: false, stale: false, ...over });
const refused = (message: string, over: object = {}) => ({
  ok: false,
  message,
  noPermission: false,
  stale: false,
  ...over,
});
const quiet = [messageTimerFx, () => {}];
const fork = (config: { values?: unknown[]; handlers?: unknown[] } = {}) =>
  forkScope({ ...config, handlers: [quiet, ...(config.handlers ?? [])] } as never);

const me = { ...aTokenInfo, id: 2 };
const mine = { ...aWorkflow, id: 9, requester: { id: 2, name: '山田 太郎' } };
const toApprove = {
  ...aWorkflow,
  id: 10,
  webId: 2,
  webName: '防災情報サイト',
  pageTitle: '避難所',
  requester: { id: 5, name: '佐藤 次郎' },
  mayApprove: true,
  mayRemand: true,
  mayReject: true,
};
const outdatedToDecide = { ...toApprove, id: 11, outdated: true, mayApprove: false };
const published = { ...aWorkflow, id: 12, status: 'published' as const, requester: { id: 5, name: '佐藤 次郎' } };

describe('the workflow list and its domain entry', () => {
  test('loads for any signed-in user and is counted for the overlay (spec §6, §2.5)', () => {
    expect(workflowDomain.event).toBe('workflow');
    expect(workflowDomain.initialLoad?.({ ...aTokenInfo, workflow: false, permissions: [0, 0, 0, 0, 0, 0, 0] })).toBe(
      true,
    );
    expect(workflowDomain.overlay).toBe(true);
  });

  test('a read by id puts the request into the list without its history and HTML', async () => {
    const scope = fork({
      values: [[workflows.$items, [aWorkflow]]],
      handlers: [[workflowFx.get, () => aWorkflowDetail]],
    });
    await allSettled(workflows.itemRequested, { scope, params: 9 });
    expect(scope.getState(workflows.$items)).toEqual([aWorkflow]);
  });
});

describe('opening the queue', () => {
  const noEvents = { ...aTokenInfo, workflow: false, permissions: [1, 0, 0, 0, 0, 0, 0] };

  test('a user the workflow event reaches keeps the loaded list (events keep it fresh)', async () => {
    let reads = 0;
    const scope = fork({
      values: [
        [$tokenInfo, { ...noEvents, workflow: true }],
        [workflows.$items, [aWorkflow]],
        [workflows.$status, 'fulfilled'],
      ],
      handlers: [
        [
          workflowFx.list,
          () => {
            reads += 1;
            return [aWorkflow];
          },
        ],
      ],
    });
    await allSettled(queueOpened, { scope });
    expect(reads).toBe(0);
  });

  test('a user it does not reach (no flag, CONFIG 0) reads the list again on each opening', async () => {
    const scope = fork({
      values: [
        [$tokenInfo, noEvents],
        [workflows.$items, [aWorkflow]],
        [workflows.$status, 'fulfilled'],
      ],
      handlers: [[workflowFx.list, () => [aWorkflow, { ...aWorkflow, id: 30 }]]],
    });
    await allSettled(queueOpened, { scope });
    expect(scope.getState(workflows.$items).map((item) => item.id)).toEqual([9, 30]);
  });
});

describe('the queue filters', () => {
  const scopeWithQueue = () =>
    fork({
      values: [
        [$tokenInfo, me],
        [workflows.$items, [mine, toApprove, outdatedToDecide, published]],
      ],
    });

  test('mine to approve: what the caller decides now, outdated ones too (still to remand or reject)', async () => {
    const scope = scopeWithQueue();
    await allSettled(workflowQueue.changed, { scope, params: { scope: 'toApprove' } });
    expect(scope.getState(workflowQueue.$visible).map((row) => row.id)).toEqual([10, 11]);
  });

  test('mine requested: the requester is the signed-in account', async () => {
    const scope = scopeWithQueue();
    await allSettled(workflowQueue.changed, { scope, params: { scope: 'requested' } });
    expect(scope.getState(workflowQueue.$visible).map((row) => row.id)).toEqual([9]);
    expect(scope.getState(workflowQueue.$visible)[0]?.requestedByMe).toBe(true);
  });

  test('state and website narrow it further; the websites are named from the requests', async () => {
    const scope = scopeWithQueue();
    expect(scope.getState($queueWebsites)).toEqual([
      { id: 1, name: '本庁サイト' },
      { id: 2, name: '防災情報サイト' },
    ]);
    await allSettled(workflowQueue.changed, { scope, params: { status: 'published' } });
    expect(scope.getState(workflowQueue.$visible).map((row) => row.id)).toEqual([12]);
    await allSettled(workflowQueue.changed, { scope, params: { status: null, webId: 2 } });
    expect(scope.getState(workflowQueue.$visible).map((row) => row.id)).toEqual([10, 11]);
    expect(scope.getState(workflowQueue.$active)).toBe(true);
    await allSettled(workflowQueue.reset, { scope });
    expect(scope.getState(workflowQueue.$visible)).toHaveLength(4);
  });
});

describe('the request on screen', () => {
  test('opening it reads its detail; the previews are its two sides', async () => {
    const scope = fork({ handlers: [[workflowFx.get, () => aWorkflowDetail]] });
    await allSettled(detailOpened, { scope, params: 9 });
    expect(scope.getState($detail)).toEqual(aWorkflowDetail);
    const previews = scope.getState($detailPreviews);
    expect(previews.live).toContain('<h1>お知らせ</h1>');
    expect(previews.requested).toContain('新年度の窓口時間です。');
  });

  test('the previews are the documents the server composed (theme and template), when it sends them', async () => {
    const detail = {
      ...aWorkflowDetail,
      livePreview: '<!DOCTYPE html><header>本庁サイト</header><main><h1>お知らせ</h1></main>',
      requestedPreview: '<!DOCTYPE html><header>本庁サイト</header><main><p>新年度の窓口時間です。</p></main>',
    };
    const scope = fork({ handlers: [[workflowFx.get, () => detail]] });
    await allSettled(detailOpened, { scope, params: 9 });
    expect(scope.getState($detailPreviews)).toEqual({ live: detail.livePreview, requested: detail.requestedPreview });
  });

  test('from a server that does not send them, each side is the page alone; a side without HTML has none', async () => {
    const { livePreview: _live, requestedPreview: _requested, ...withoutPreviews } = aWorkflowDetail;
    const scope = fork({ handlers: [[workflowFx.get, () => ({ ...withoutPreviews, liveHtml: null })]] });
    await allSettled(detailOpened, { scope, params: 9 });
    const previews = scope.getState($detailPreviews);
    expect(previews.live).toBeNull();
    expect(previews.requested).toBe(
      composePage({
        title: 'お知らせ',
        html: '<h1>お知らせ</h1><p>新年度の窓口時間です。</p>',
        theme: null,
        template: null,
      }),
    );
  });

  test('a workflow event naming it reads it again; one naming another leaves it', async () => {
    let answer = aWorkflowDetail;
    const scope = fork({
      handlers: [[workflowFx.get, ({ params }: { params: { id: number } }) => ({ ...answer, id: params.id })]],
    });
    await allSettled(detailOpened, { scope, params: 9 });
    answer = { ...aWorkflowDetail, status: 'remanded', events: [...aWorkflowDetail.events] };
    await allSettled(workflows.changed, { scope, params: 30 });
    expect(scope.getState($detail)?.status).toBe('pending');
    await allSettled(workflows.changed, { scope, params: 9 });
    expect(scope.getState($detail)?.status).toBe('remanded');
  });

  test('an async event refetches the list and the request on screen', async () => {
    const scope = fork({
      handlers: [
        [workflowFx.get, () => ({ ...aWorkflowDetail, outdated: true })],
        [workflowFx.list, () => [aWorkflow]],
      ],
    });
    await allSettled(detailOpened, { scope, params: 9 });
    await allSettled(workflows.listChanged, { scope });
    expect(scope.getState($detail)?.outdated).toBe(true);
  });

  test('answered as not there it is gone; a failed read is a failure, not gone', async () => {
    const gone = fork({ values: [[workflows.$items, [aWorkflow]]], handlers: [[workflowFx.get, () => undefined]] });
    await allSettled(detailOpened, { scope: gone, params: 9 });
    expect(gone.getState($detailGone)).toBe(true);
    expect(gone.getState(workflows.$items)).toEqual([]);

    const down = fork({
      handlers: [
        [
          workflowFx.get,
          () => {
            throw new Error('down');
          },
        ],
      ],
    });
    await allSettled(detailOpened, { scope: down, params: 9 });
    expect(down.getState($detailFailed)).toBe(true);
    expect(down.getState($detailGone)).toBe(false);
  });
});

describe('the decisions', () => {
  const decided = { ...aWorkflowDetail, ...toApprove, status: 'published' as const, version: 2 };

  test('approve sends the id, the optional comment and the version seen, then reads the request again', async () => {
    const sent: unknown[] = [];
    let answer: object = { ...aWorkflowDetail, ...toApprove };
    const scope = fork({
      values: [[workflows.$items, [toApprove]]],
      handlers: [
        [
          workflowFx.approve,
          (call: unknown) => {
            sent.push(call);
            answer = decided;
            return ok({ version: 2 });
          },
        ],
        [workflowFx.get, () => answer],
      ],
    });
    await allSettled(detailOpened, { scope, params: 10 });
    await allSettled(workflowApprove.opened, { scope, params: 10 });
    await allSettled(workflowApprove.submitted, { scope });
    expect(sent).toEqual([{ body: { id: 10, comment: '', version: 1 } }]);
    expect(scope.getState(workflowApprove.$done)).toBe(true);
    expect(scope.getState(workflows.$items)[0]?.status).toBe('published');
    expect(scope.getState($detail)?.status).toBe('published');
  });

  test.each([
    ['reject', workflowReject, workflowFx.reject],
    ['remand', workflowRemand, workflowFx.remand],
  ] as const)('%s asks for the reason before anything is sent', async (_, dialog, effect) => {
    const sent: unknown[] = [];
    const scope = fork({
      values: [[workflows.$items, [toApprove]]],
      handlers: [
        [
          effect,
          (call: unknown) => {
            sent.push(call);
            return ok();
          },
        ],
        [workflowFx.get, () => decided],
      ],
    });
    await allSettled(dialog.opened, { scope, params: 10 });
    await allSettled(dialog.changed, { scope, params: { comment: '   ' } });
    await allSettled(dialog.submitted, { scope });
    expect(scope.getState(dialog.$fieldErrors).comment).toBe('入力してください。');
    expect(sent).toEqual([]);
    await allSettled(dialog.changed, { scope, params: { comment: ' 表の見出しを直してください。 ' } });
    await allSettled(dialog.submitted, { scope });
    expect(sent).toEqual([{ body: { id: 10, comment: '表の見出しを直してください。', version: 1 } }]);
  });

  test('a refusal (a stale version) keeps what was typed and reads the request again', async () => {
    let reads = 0;
    const scope = fork({
      values: [[workflows.$items, [toApprove]]],
      handlers: [
        [workflowFx.reject, () => refused('他の人が先にこの承認依頼を更新しました。', { stale: true })],
        [
          workflowFx.get,
          () => {
            reads += 1;
            return { ...aWorkflowDetail, ...toApprove, version: 3 };
          },
        ],
      ],
    });
    await allSettled(workflowReject.opened, { scope, params: 10 });
    await allSettled(workflowReject.changed, { scope, params: { comment: '対象外です。' } });
    await allSettled(workflowReject.submitted, { scope });
    expect(scope.getState(workflowReject.$error)).toBe('他の人が先にこの承認依頼を更新しました。');
    expect(scope.getState(workflowReject.$form).comment).toBe('対象外です。');
    expect(reads).toBe(1);
    expect(scope.getState(workflows.$items)[0]?.version).toBe(3);
  });

  test('resubmit sends the request with its version; the comment is optional', async () => {
    const sent: unknown[] = [];
    const scope = fork({
      values: [[workflows.$items, [{ ...mine, status: 'remanded', mayResubmit: true, version: 4 }]]],
      handlers: [
        [
          workflowFx.resubmit,
          (call: unknown) => {
            sent.push(call);
            return ok();
          },
        ],
        [workflowFx.get, () => aWorkflowDetail],
      ],
    });
    await allSettled(workflowResubmit.opened, { scope, params: 9 });
    await allSettled(workflowResubmit.changed, { scope, params: { comment: '見出しを直しました。' } });
    await allSettled(workflowResubmit.submitted, { scope });
    expect(sent).toEqual([{ body: { id: 9, comment: '見出しを直しました。', version: 4 } }]);
    expect(scope.getState(workflowResubmit.$done)).toBe(true);
  });
});

describe('republishing a website (spec §7.1 rePublic)', () => {
  const honcho = { ...aWeb, id: 1, name: '本庁サイト', groups: [2] };
  /** The messages the dialog asks the overlay to show, in order. */
  const messagesOf = (scope: Scope) => {
    const shown: { type: string; message: string }[] = [];
    createWatch({ unit: messageShown, scope, fn: ({ type, message }) => shown.push({ type, message }) });
    return shown;
  };

  test('offered to CMS 1 and above on a website the user edits, as the server allows', () => {
    const editor = { ...aTokenInfo, groupId: 2, permissions: [1, 0, 0, 0, 0, 0, 0] };
    expect(mayRepublish(editor, honcho)).toBe(true);
    expect(mayRepublish({ ...editor, groupId: 3 }, honcho)).toBe(false);
    expect(mayRepublish({ ...editor, groupId: 3, permissions: [4, 0, 0, 0, 0, 0, 0] }, honcho)).toBe(true);
    expect(mayRepublish({ ...editor, permissions: [0, 0, 0, 0, 0, 0, 0] }, honcho)).toBe(false);
    expect(mayRepublish(null, honcho)).toBe(false);
  });

  test('sends the website and the trimmed comment; the server says what it did, and the dialog closes', async () => {
    const sent: unknown[] = [];
    const scope = fork({
      values: [[webs.$items, [honcho]]],
      handlers: [
        [
          workflowFx.republish,
          (call: unknown) => {
            sent.push(call);
            return ok({ id: 30, message: 'Webサイトを再公開しました。' });
          },
        ],
      ],
    });
    const shown = messagesOf(scope);
    await allSettled(workflowRepublish.opened, { scope, params: 1 });
    await allSettled(workflowRepublish.changed, { scope, params: { comment: ' 表示崩れの修正後に ' } });
    await allSettled(workflowRepublish.submitted, { scope });
    expect(sent).toEqual([{ body: { webId: 1, comment: '表示崩れの修正後に' } }]);
    expect(shown).toEqual([{ type: 'success', message: 'Webサイトを再公開しました。' }]);
    expect(scope.getState(workflowRepublish.$target)).toBeNull();
    expect(scope.getState(workflowRepublish.$form).comment).toBe('');
  });

  test("an answer without a message is told by the website's name", async () => {
    const scope = fork({ values: [[webs.$items, [honcho]]], handlers: [[workflowFx.republish, () => ok()]] });
    const shown = messagesOf(scope);
    await allSettled(workflowRepublish.opened, { scope, params: 1 });
    await allSettled(workflowRepublish.submitted, { scope });
    expect(shown).toEqual([{ type: 'success', message: '「本庁サイト」のWebサイトの再公開を受け付けました。' }]);
  });

  test('a refusal is shown in the dialog with the comment kept; nothing is said as done', async () => {
    const scope = fork({
      values: [[webs.$items, [honcho]]],
      handlers: [[workflowFx.republish, () => refused('このWebサイトを編集する権限がありません。')]],
    });
    const shown = messagesOf(scope);
    await allSettled(workflowRepublish.opened, { scope, params: 1 });
    await allSettled(workflowRepublish.changed, { scope, params: { comment: 'お願いします' } });
    await allSettled(workflowRepublish.submitted, { scope });
    expect(scope.getState(workflowRepublish.$error)).toBe('このWebサイトを編集する権限がありません。');
    expect(scope.getState(workflowRepublish.$form).comment).toBe('お願いします');
    expect(scope.getState(workflowRepublish.$target)).toBe(1);
    expect(shown).toEqual([]);
  });

  test('a comment over 2000 characters is refused before anything is sent', async () => {
    let calls = 0;
    const scope = fork({
      values: [[webs.$items, [honcho]]],
      handlers: [
        [
          workflowFx.republish,
          () => {
            calls += 1;
            return ok();
          },
        ],
      ],
    });
    await allSettled(workflowRepublish.opened, { scope, params: 1 });
    await allSettled(workflowRepublish.changed, { scope, params: { comment: 'あ'.repeat(2001) } });
    await allSettled(workflowRepublish.submitted, { scope });
    expect(scope.getState(workflowRepublish.$fieldErrors).comment).toBeTruthy();
    expect(calls).toBe(0);
  });
});
