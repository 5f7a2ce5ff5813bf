import { allSettled, fork as forkScope } from 'effector';
import { describe, expect, test } from 'vitest';
import type { FormRead } from '../../contract/form.ts';
import { newFormItem } from '../../contract/form.ts';
import { aForm } from '../../contract/testing/examples.ts';
import { messageTimerFx } from '../messages/index.ts';
import { $tokenInfo } from '../session/index.ts';
import { admin } from '../session/testing.ts';
import {
  $formBlocked,
  $itemErrors,
  $mayEditFormOf,
  $statusMoves,
  $subOwnerChoices,
  formDelete,
  formEditor,
  formFx,
  formList,
  forms,
  statusMoved,
  subOwnerAdd,
  subOwnerRemove,
  subOwnerToggled,
} from './index.ts';

/** A handler that records each call's params in `sent` and answers `answer`. */
const recordInto =
  <P>(sent: P[], answer: unknown) =>
  (params: P) => {
    sent.push(params);
    return answer;
  };

const ok = (over: object = {}) => ({ ok: true, noPermission: false, stale: false, ...over });
const quiet = [messageTimerFx, () => {}];
const fork = (config: { values?: unknown[]; handlers?: unknown[] } = {}) =>
  forkScope({ ...config, handlers: [quiet, ...(config.handlers ?? [])] } as never);

const draftForm: FormRead = { ...aForm, id: 6, name: '職員アンケート', webId: 2, status: 'draft', items: [] };
const bare: FormRead = {
  id: 7,
  name: '仕様だけのフォーム',
  webId: 1,
  startDate: null,
  endDate: null,
  items: [{ key: 'q1', label: '氏名', type: 'text', required: true }],
  limitAnswer: 0,
  useNotice: false,
  allowJs: true,
  isMailSend: false,
  isMailWithContent: false,
  errorContent: '',
  successContent: '',
  status: 'open',
};
const staff = { ...admin, id: 3, groupId: 4, permissions: [0, 2, 0, 0, 0, 0, 0] };

describe('the form list', () => {
  test('filters by status, website and name', async () => {
    const scope = fork({ handlers: [[formFx.list, () => [aForm, draftForm, bare]]] });
    await allSettled(forms.refreshed, { scope });
    expect(scope.getState(formList.$visible)).toHaveLength(3);
    await allSettled(formList.changed, { scope, params: { status: 'open' } });
    expect(scope.getState(formList.$visible).map((form) => form.id)).toEqual([5, 7]);
    await allSettled(formList.changed, { scope, params: { webId: 1, query: '説明' } });
    expect(scope.getState(formList.$visible).map((form) => form.id)).toEqual([5]);
    expect(scope.getState(formList.$active)).toBe(true);
    await allSettled(formList.reset, { scope });
    expect(scope.getState(formList.$visible)).toHaveLength(3);
  });
});

describe('the form editor', () => {
  test('creates with the create body and reads the new form by id', async () => {
    const sent: unknown[] = [];
    const scope = fork({
      values: [[$tokenInfo, admin]],
      handlers: [
        [formFx.create, recordInto(sent, ok({ id: 9, version: 1 }))],
        [formFx.get, () => ({ ...draftForm, id: 9, name: '新しいフォーム' })],
      ],
    });
    await allSettled(formEditor.opened, { scope, params: null });
    await allSettled(formEditor.changed, {
      scope,
      params: { name: '新しいフォーム', webId: 1, items: [newFormItem('text', 'q1')], isMailSend: true },
    });
    await allSettled(formEditor.saveClicked, { scope });
    expect(sent).toHaveLength(1);
    const { body } = sent[0] as { body: Record<string, unknown> };
    expect(body).toMatchObject({ name: '新しいフォーム', webId: 1, isMailSend: true, allowJs: true });
    expect(body).not.toHaveProperty('status');
    expect(body).not.toHaveProperty('keptItems');
    expect(scope.getState(forms.$items).map((form) => form.id)).toEqual([9]);
  });

  test('a new form needs a website and a name; item problems are keyed by item and field', async () => {
    const scope = fork({ values: [[$tokenInfo, admin]] });
    await allSettled(formEditor.opened, { scope, params: null });
    await allSettled(formEditor.changed, {
      scope,
      params: {
        items: [
          { ...newFormItem('radio', 'q1'), options: [] },
          { ...newFormItem('text', 'q1'), label: ' ' },
        ],
      },
    });
    await allSettled(formEditor.saveClicked, { scope });
    const errors = scope.getState(formEditor.$fieldErrors);
    expect(errors.name).toBeDefined();
    expect(errors.webId).toBe('Webサイトを選んでください。');
    expect(errors.items).toBe('項目に直すところがあります。');
    const items = scope.getState($itemErrors);
    expect(items['items.0.options']).toBe('選択肢を1つ以上入力してください');
    expect(items['items.1.label']).toBe('項目名を入力してください');
    expect(items.items).toBe('項目のキーが重複しています');
    // Fixed while shown: the messages follow the items.
    await allSettled(formEditor.changed, { scope, params: { items: [newFormItem('text', 'q1')] } });
    expect(scope.getState($itemErrors)).toEqual({});
  });

  test('updates with the update body and its version; a stale save shows both', async () => {
    const sent: unknown[] = [];
    const theirs = { ...aForm, name: '別の人の名前', version: 2 };
    const scope = fork({
      values: [
        [$tokenInfo, admin],
        [forms.$items, [aForm]],
      ],
      handlers: [
        [formFx.update, recordInto(sent, ok({ stale: true, ok: false }))],
        [formFx.get, () => theirs],
      ],
    });
    await allSettled(formEditor.opened, { scope, params: aForm });
    await allSettled(formEditor.changed, { scope, params: { name: '私の名前' } });
    await allSettled(formEditor.saveClicked, { scope });
    const { params, body } = sent[0] as { params: { id: number }; body: Record<string, unknown> };
    expect(params).toEqual({ id: 5 });
    expect(body).toMatchObject({ name: '私の名前', version: 1, status: 'open' });
    for (const fixed of ['webId', 'allowJs', 'isMailSend', 'isMailWithContent']) expect(body).not.toHaveProperty(fixed);
    expect(scope.getState(formEditor.$conflict)).toEqual({
      mine: expect.objectContaining({ name: '私の名前' }),
      theirs,
    });
  });

  test('a form from a server without versions and with an unknown item type: kept aside, not saved', async () => {
    const sent: unknown[] = [];
    const odd = { ...bare, items: [...bare.items, { key: 'q2', label: '地図', type: 'map', required: false }] };
    const scope = fork({
      values: [[$tokenInfo, admin]],
      handlers: [[formFx.update, recordInto(sent, ok())]],
    });
    await allSettled(formEditor.opened, { scope, params: odd });
    expect(scope.getState(formEditor.$draft).items.map((item) => item.key)).toEqual(['q1']);
    expect(scope.getState(formEditor.$draft).keptItems.map((item) => item.key)).toEqual(['q2']);
    await allSettled(formEditor.saveClicked, { scope });
    expect(sent).toEqual([]);
    expect(scope.getState(formEditor.$fieldErrors).keptItems).toContain('保存できません');
    // Without the unknown item it saves, and without a version.
    await allSettled(formEditor.opened, { scope, params: bare });
    await allSettled(formEditor.saveClicked, { scope });
    expect((sent[0] as { body: object }).body).not.toHaveProperty('version');
  });

  test('who may edit: owner, sub-owner, FORM 4 or the super group', async () => {
    const scope = fork({ values: [[$tokenInfo, { ...staff, id: 8 }]] });
    await allSettled(formEditor.opened, { scope, params: aForm });
    expect(scope.getState($formBlocked)).toContain('変更できるのは');
    const sub = fork({ values: [[$tokenInfo, staff]] });
    await allSettled(formEditor.opened, { scope: sub, params: aForm });
    expect(sub.getState($formBlocked)).toBeNull();
  });
});

describe('status moves', () => {
  test('only along formStatusMoves; opening needs an item; a move saves', async () => {
    const sent: { body: { status: string } }[] = [];
    const scope = fork({
      values: [[$tokenInfo, admin]],
      handlers: [
        [formFx.update, recordInto(sent, ok({ version: 2 }))],
        [formFx.get, () => undefined],
      ],
    });
    await allSettled(formEditor.opened, { scope, params: draftForm });
    expect(scope.getState($statusMoves)).toEqual([
      { to: 'open', blocked: '項目が1つもないため、受付を開始できません。' },
    ]);
    await allSettled(statusMoved, { scope, params: 'open' });
    expect(sent).toEqual([]);
    await allSettled(statusMoved, { scope, params: 'closed' });
    expect(sent).toEqual([]);
    await allSettled(formEditor.changed, { scope, params: { items: [newFormItem('text', 'q1')] } });
    await allSettled(statusMoved, { scope, params: 'open' });
    expect(sent.map((params) => params.body.status)).toEqual(['open']);
    expect(scope.getState($statusMoves).map((move) => move.to)).toEqual(['closed']);
  });
});

describe('who may change a form', () => {
  test('its owner and sub-owners at FORM 2, FORM 4 for all, the super group; nobody else — a spec-only form has no owner', () => {
    const mayEdit = (user: typeof staff) => forkScope({ values: [[$tokenInfo, user]] }).getState($mayEditFormOf);
    // aForm: owner 2, sub-owner 3.
    expect(mayEdit(staff)(aForm)).toBe(true);
    expect(mayEdit({ ...staff, id: 9 })(aForm)).toBe(false);
    expect(mayEdit({ ...staff, id: 9, permissions: [0, 4, 0, 0, 0, 0, 0] })(aForm)).toBe(true);
    expect(mayEdit({ ...staff, id: 9, groupId: 1 })(aForm)).toBe(true);
    expect(mayEdit({ ...staff, id: 3, permissions: [0, 1, 0, 0, 0, 0, 0] })(aForm)).toBe(false);
    expect(mayEdit(staff)(bare)).toBe(false);
  });
});

describe('sub-owners and delete', () => {
  test('the picker leaves out the owner and present sub-owners, and adds the ticked ones', async () => {
    const sent: unknown[] = [];
    const candidates = [
      { id: 2, name: '山田 太郎', groupName: '広報課', email: 'y@example.go.jp' },
      { id: 3, name: '佐藤 花子', groupName: '総務課', email: 's@example.go.jp' },
      { id: 4, name: '鈴木 一郎', groupName: '情報政策課', email: 'k@example.go.jp' },
    ];
    const scope = fork({
      values: [[forms.$items, [aForm]]],
      handlers: [
        [formFx.subOwnerCandidates, () => candidates],
        [formFx.addSubOwner, recordInto(sent, ok())],
        [formFx.get, () => ({ ...aForm, subOwner: [3, 4] })],
      ],
    });
    await allSettled(subOwnerAdd.opened, { scope, params: 5 });
    expect(scope.getState($subOwnerChoices).map((person) => person.id)).toEqual([4]);
    await allSettled(subOwnerAdd.submitted, { scope });
    expect(sent).toEqual([]);
    expect(scope.getState(subOwnerAdd.$fieldErrors).picked).toBeDefined();
    await allSettled(subOwnerToggled, { scope, params: { id: 4, picked: true } });
    await allSettled(subOwnerAdd.submitted, { scope });
    expect(sent).toEqual([{ params: { id: 5 }, body: { subOwner: [4] } }]);
    expect(scope.getState(forms.$items)[0]?.subOwner).toEqual([3, 4]);
    expect(scope.getState(subOwnerAdd.$target)).toBeNull();
  });

  test('removing a sub-owner sends its id and reads the form again', async () => {
    const sent: unknown[] = [];
    const scope = fork({
      values: [[forms.$items, [aForm]]],
      handlers: [
        [formFx.removeSubOwner, recordInto(sent, ok())],
        [formFx.get, () => ({ ...aForm, subOwner: [], subOwners: [] })],
      ],
    });
    await allSettled(subOwnerRemove.opened, { scope, params: { formId: 5, accountId: 3, name: '佐藤 花子' } });
    await allSettled(subOwnerRemove.submitted, { scope });
    expect(sent).toEqual([{ params: { id: 5 }, body: { subOwner: [3] } }]);
    expect(scope.getState(forms.$items)[0]?.subOwner).toEqual([]);
  });

  test('a deleted form leaves the list', async () => {
    const scope = fork({
      values: [[forms.$items, [aForm, draftForm]]],
      handlers: [[formFx.remove, () => ok()]],
    });
    await allSettled(formDelete.opened, { scope, params: 5 });
    await allSettled(formDelete.submitted, { scope });
    expect(scope.getState(forms.$items).map((form) => form.id)).toEqual([6]);
    expect(scope.getState(formDelete.$done)).toBe(true);
  });
});
