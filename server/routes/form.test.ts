import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  Form,
  type FormCreateBody,
  type FormUpdateBody,
  formApi,
  itemOrUndefined,
  listOrEmpty,
  NO_PERMISSION_MESSAGE,
  newFormItem,
} from '../../contract/index.ts';
import { formAnswers, forms } from '../db/schema.ts';
import type { TestClient } from '../testing/harness.ts';
import { formMessages } from './form.ts';
import { STALE_MESSAGE } from './mutations.ts';
import { refusal, setUpSeededServer } from './routeTesting.ts';

const t = setUpSeededServer();

/** フォーム 次郎 (フォーム担当: FORM 2). */
const FORM = 'form@example.go.jp';
/** 広報 花子 (広報課: CMS 4, FORM 2). */
const KOHO = 'koho@example.go.jp';
/** 総務 一郎 (総務課: FORM 0). */
const SOMU = 'somu@example.go.jp';
/** 管理 太郎 (the super group). */
const ADMIN = 'admin@example.go.jp';
/** 本庁サイト. */
const HONCHO = 1;

const items = [{ ...newFormItem('text', 'name'), label: '氏名', required: true }];

let made = 0;
/** A new draft form made by `as` (フォーム 次郎 unless said), with one item; answers its id. */
const newForm = async (as: TestClient | string = FORM, body: Partial<FormCreateBody> = {}) => {
  made += 1;
  const client = typeof as === 'string' ? await t.server.as(as) : as;
  const { id = 0 } = await client.call(formApi.create, {
    body: { name: `テスト用フォーム${made}`, webId: HONCHO, startDate: null, endDate: null, items, ...body },
  });
  t.server.published.splice(0);
  return id;
};

const getForm = async (id: number) => {
  const form = itemOrUndefined(await (await t.server.as(ADMIN)).call(formApi.get, { params: { id } }));
  if (!form) throw new Error(`no form ${id}`);
  // What the reference server answers is the strict Form, not only what the console reads.
  return Form.strict().parse(form);
};

/** The update body that saves the form as it is stored, with `change` over it. */
const updateOf = async (id: number, change: Partial<FormUpdateBody> = {}): Promise<FormUpdateBody> => {
  const form = await getForm(id);
  return {
    name: form.name,
    status: form.status,
    startDate: form.startDate,
    endDate: form.endDate,
    items: form.items,
    limitAnswer: form.limitAnswer,
    useNotice: form.useNotice,
    errorContent: form.errorContent,
    successContent: form.successContent,
    version: form.version,
    ...change,
  };
};

/** A request the console's client would refuse to send, sent as it is. */
const sendRaw = async (client: TestClient, method: string, path: string, body: unknown) => {
  const response = await fetch(`${t.server.baseUrl}${path}`, {
    method,
    headers: { 'content-type': 'application/json', cookie: client.cookieHeader() },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as { message?: string } };
};

describe('form.create, get and list', () => {
  it('creates a draft owned by the caller, read back as the contract says, and announces it', async () => {
    const client = await t.server.as(FORM);
    const answer = await client.call(formApi.create, {
      body: {
        name: '説明会申込',
        webId: HONCHO,
        startDate: '2026-12-01T00:00:00.000Z',
        endDate: null,
        items,
        allowJs: false,
        isMailSend: true,
      },
    });
    expect(answer).toEqual({ id: expect.any(Number), version: 1, message: formMessages.created('説明会申込') });
    const id = answer.id ?? 0;
    const form = await getForm(id);
    expect(form).toEqual({
      id,
      name: '説明会申込',
      webId: HONCHO,
      startDate: '2026-12-01T00:00:00.000Z',
      endDate: null,
      items,
      limitAnswer: 0,
      useNotice: false,
      allowJs: false,
      isMailSend: true,
      isMailWithContent: false,
      errorContent: '',
      successContent: '',
      status: 'draft',
      subOwner: [],
      ownerId: await t.server.idOf(FORM),
      owner: { id: await t.server.idOf(FORM), name: 'フォーム 次郎', groupName: 'フォーム担当' },
      subOwners: [],
      answerCount: 0,
      publicPath: `/public/form/${id}`,
      version: 1,
      updatedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT.*Z$/),
    });
    expect(t.server.published).toEqual([{ event: 'form', action: 'created', id }]);
  });

  it('lets CMS 2 create too (the navigation reading), and refuses FORM 1', async () => {
    const cms = await t.server.userWith({ CMS: 2 });
    const id = await newForm(cms);
    expect((await getForm(id)).ownerId).toBe(cms.accountId);
    const reader = await t.server.userWith({ FORM: 1 });
    expect(
      await refusal(
        reader.call(formApi.create, { body: { name: 'x', webId: HONCHO, startDate: null, endDate: null } }),
      ),
    ).toMatchObject({ status: 403, message: NO_PERMISSION_MESSAGE });
  });

  it('refuses a website that does not exist, in Japanese', async () => {
    const client = await t.server.as(FORM);
    expect(
      await refusal(client.call(formApi.create, { body: { name: 'x', webId: 9999, startDate: null, endDate: null } })),
    ).toMatchObject({ status: 400, message: formMessages.websiteNotFound });
    expect(t.server.published).toEqual([]);
  });

  it("refuses bad item settings with the contract's Japanese messages", async () => {
    const client = await t.server.as(FORM);
    const base = { name: 'x', webId: HONCHO, startDate: null, endDate: null };
    const cases: [unknown, string][] = [
      [[{ ...newFormItem('radio', 'choice'), options: [] }], '選択肢を1つ以上入力してください'],
      [[{ ...newFormItem('select', 'pick'), options: ['A', 'A'] }], '同じ選択肢が重複しています'],
      [[{ ...newFormItem('text', 'name'), minLength: 10, maxLength: 5 }], '最大文字数は最小文字数以上にしてください'],
      [[{ ...newFormItem('number', 'count'), min: 10, max: 1 }], '最大値は最小値以上にしてください'],
      [[{ ...newFormItem('file', 'doc'), accept: [] }], '受け付けるファイルの種類を1つ以上入力してください'],
      [[{ ...newFormItem('file', 'doc'), accept: ['.pdf'] }], '拡張子は半角英数字（ドットなし）で入力してください'],
      [[newFormItem('text', '1st')], '半角英字で始まる50文字以内の英数字で入力してください'],
      [[{ ...newFormItem('text', 'a'), label: ' ' }], '項目名を入力してください'],
      [[newFormItem('text', 'a'), newFormItem('email', 'a')], '項目のキーが重複しています'],
    ];
    for (const [bad, message] of cases) {
      const answer = await sendRaw(client, 'POST', '/api/form/', { ...base, items: bad });
      expect(answer.status, message).toBe(400);
      expect(answer.body.message, message).toContain(message);
    }
    const late = await sendRaw(client, 'POST', '/api/form/', {
      ...base,
      startDate: '2026-12-02T00:00:00.000Z',
      endDate: '2026-12-01T00:00:00.000Z',
    });
    expect(late.body.message).toContain('終了日時は開始日時より後にしてください');
    expect(t.server.published).toEqual([]);
  });

  it('lists every form for any signed-in user, with answers counted; get of a missing form is 404', async () => {
    const id = await newForm();
    const { db } = t.server.database;
    await db.insert(formAnswers).values([1, 2, 3].map(() => ({ formId: id, values: [] })));
    // A removed answer (remove-row's tombstone) is not counted.
    await db.insert(formAnswers).values({ formId: id, values: [], removed: true });
    const nobody = await t.server.userWith({});
    const listed = listOrEmpty(await nobody.call(formApi.list));
    expect(listed.find((form) => form.id === id)).toMatchObject({ answerCount: 3 });
    expect(itemOrUndefined(await nobody.call(formApi.get, { params: { id } }))?.answerCount).toBe(3);
    expect(listed.map((form) => form.id)).toEqual([...listed.map((form) => form.id)].sort((a, b) => a - b));
    expect(await refusal(nobody.call(formApi.get, { params: { id: 9999 } }))).toMatchObject({
      status: 404,
      message: formMessages.notFound,
    });
  });
});

describe('form.update', () => {
  it('saves the owner’s change (version + 1), keeping webId, allowJs and the mail flags as created', async () => {
    const id = await newForm(FORM, { allowJs: false, isMailSend: true, isMailWithContent: true });
    const client = await t.server.as(FORM);
    const body = await updateOf(id, { name: '<b>改名</b>', limitAnswer: 50, useNotice: true });
    expect(await client.call(formApi.update, { params: { id }, body })).toEqual({
      id,
      version: 2,
      message: 'フォーム「&lt;b&gt;改名&lt;/b&gt;」を保存しました。',
    });
    expect(await getForm(id)).toMatchObject({
      name: '<b>改名</b>',
      limitAnswer: 50,
      useNotice: true,
      webId: HONCHO,
      allowJs: false,
      isMailSend: true,
      isMailWithContent: true,
      version: 2,
    });
    expect(t.server.published).toEqual([{ event: 'form', action: 'updated', id }]);
  });

  it('refuses a stale version (409) and a missing form (404)', async () => {
    const id = await newForm();
    const client = await t.server.as(FORM);
    const body = await updateOf(id);
    await client.call(formApi.update, { params: { id }, body });
    expect(await refusal(client.call(formApi.update, { params: { id }, body }))).toMatchObject({
      status: 409,
      message: STALE_MESSAGE,
    });
    expect(await refusal(client.call(formApi.update, { params: { id: 9999 }, body }))).toMatchObject({
      status: 404,
      message: formMessages.notFound,
    });
  });

  it('refuses another FORM 2 account (403 with the reason); FORM 4 and the super group may', async () => {
    const id = await newForm();
    const other = await t.server.userWith({ FORM: 2 });
    expect(await refusal(other.call(formApi.update, { params: { id }, body: await updateOf(id) }))).toMatchObject({
      status: 403,
      message: formMessages.notYours,
    });
    // KOHO holds FORM 2 too: neither owner nor sub-owner.
    const koho = await t.server.as(KOHO);
    expect(await refusal(koho.call(formApi.update, { params: { id }, body: await updateOf(id) }))).toMatchObject({
      status: 403,
    });
    const manager = await t.server.userWith({ FORM: 4 });
    expect(await manager.call(formApi.update, { params: { id }, body: await updateOf(id) })).toMatchObject({
      version: 2,
    });
    const admin = await t.server.as(ADMIN);
    expect(await admin.call(formApi.update, { params: { id }, body: await updateOf(id) })).toMatchObject({
      version: 3,
    });
    expect(t.server.published).toEqual([
      { event: 'form', action: 'updated', id },
      { event: 'form', action: 'updated', id },
    ]);
  });

  it('moves the status along draft → open → closed → open, and refuses the other moves naming both', async () => {
    const id = await newForm();
    const client = await t.server.as(FORM);
    const move = async (status: 'draft' | 'open' | 'closed') =>
      client.call(formApi.update, { params: { id }, body: await updateOf(id, { status }) });
    expect(await refusal(move('closed'))).toMatchObject({
      status: 409,
      message: 'フォームの状態を「下書き」から「受付終了」へ変更することはできません。',
    });
    await move('open');
    expect((await getForm(id)).status).toBe('open');
    expect(await refusal(move('draft'))).toMatchObject({
      status: 409,
      message: formMessages.statusMove('open', 'draft'),
    });
    await move('closed');
    expect(await refusal(move('draft'))).toMatchObject({
      status: 409,
      message: 'フォームの状態を「受付終了」から「下書き」へ変更することはできません。',
    });
    await move('open');
    await move('open'); // staying is always allowed
    expect(await getForm(id)).toMatchObject({ status: 'open', version: 5 });
  });

  it('refuses to open a form with no items', async () => {
    const id = await newForm(FORM, { items: [] });
    const client = await t.server.as(FORM);
    expect(
      await refusal(client.call(formApi.update, { params: { id }, body: await updateOf(id, { status: 'open' }) })),
    ).toMatchObject({ status: 409, message: '項目が1つもないフォームは受付を開始できません。' });
    expect((await getForm(id)).status).toBe('draft');
    expect(t.server.published).toEqual([]);
  });
});

describe('form.remove', () => {
  it('deletes the form with its answers, naming it, and announces it; others are refused', async () => {
    const id = await newForm(FORM, { name: '<i>削除用</i>' });
    const { db } = t.server.database;
    await db.insert(formAnswers).values({ formId: id, values: [] });
    const other = await t.server.userWith({ FORM: 2 });
    expect(await refusal(other.call(formApi.remove, { params: { id } }))).toMatchObject({
      status: 403,
      message: formMessages.notYours,
    });
    const client = await t.server.as(FORM);
    expect(await client.call(formApi.remove, { params: { id } })).toEqual({
      id,
      message: 'フォーム「&lt;i&gt;削除用&lt;/i&gt;」と回答を削除しました。',
    });
    expect(await db.select().from(forms).where(eq(forms.id, id))).toEqual([]);
    expect(await db.select().from(formAnswers).where(eq(formAnswers.formId, id))).toEqual([]);
    expect(t.server.published).toEqual([{ event: 'form', action: 'deleted', id }]);
    expect(await refusal(client.call(formApi.remove, { params: { id } }))).toMatchObject({
      status: 404,
      message: formMessages.notFound,
    });
  });

  it('lets FORM 4 delete any form, and refuses FORM 1 before anything', async () => {
    const id = await newForm();
    const reader = await t.server.userWith({ FORM: 1 });
    expect(await refusal(reader.call(formApi.remove, { params: { id } }))).toMatchObject({
      status: 403,
      message: NO_PERMISSION_MESSAGE,
    });
    const manager = await t.server.userWith({ FORM: 4 });
    expect(await manager.call(formApi.remove, { params: { id } })).toMatchObject({ id });
  });
});

describe('sub-owners', () => {
  it('adds accounts that manage forms, once each, by name; a sub-owner may then edit', async () => {
    const id = await newForm();
    const client = await t.server.as(FORM);
    const koho = await t.server.idOf(KOHO);
    const admin = await t.server.idOf(ADMIN);
    expect(await client.call(formApi.addSubOwner, { params: { id }, body: { subOwner: [koho, koho] } })).toEqual({
      id,
      version: 2,
      message: formMessages.subOwnersAdded(['広報 花子']),
    });
    await client.call(formApi.addSubOwner, { params: { id }, body: { subOwner: [koho, admin] } });
    expect(await getForm(id)).toMatchObject({
      subOwner: [koho, admin],
      subOwners: [
        { id: koho, name: '広報 花子', groupName: '広報課' },
        { id: admin, name: '管理 太郎', groupName: 'システム管理' },
      ],
      version: 3,
    });
    expect(t.server.published).toEqual([
      { event: 'form', action: 'updated', id },
      { event: 'form', action: 'updated', id },
    ]);
    const asKoho = await t.server.as(KOHO);
    expect(await asKoho.call(formApi.update, { params: { id }, body: await updateOf(id) })).toMatchObject({
      version: 4,
    });
  });

  it('refuses an unknown account, one without FORM 2, and the owner, in Japanese', async () => {
    const id = await newForm();
    const client = await t.server.as(FORM);
    const add = (subOwner: number[]) => client.call(formApi.addSubOwner, { params: { id }, body: { subOwner } });
    expect(await refusal(add([9999]))).toMatchObject({ status: 400, message: formMessages.unknownAccounts });
    expect(await refusal(add([await t.server.idOf(SOMU)]))).toMatchObject({
      status: 400,
      message: '「総務 一郎」にはフォームを管理する権限がないため、共同管理者にできません。',
    });
    expect(await refusal(add([await t.server.idOf(FORM)]))).toMatchObject({
      status: 400,
      message: formMessages.ownerNotSubOwner('フォーム 次郎'),
    });
    const reader = await t.server.userWith({ FORM: 1 });
    expect((await refusal(reader.call(formApi.addSubOwner, { params: { id }, body: { subOwner: [1] } }))).status).toBe(
      403,
    );
    expect((await getForm(id)).subOwner).toEqual([]);
    expect(t.server.published).toEqual([]);
  });

  it('refuses another FORM 2 account; removes sub-owners, who then may no longer edit', async () => {
    const id = await newForm();
    const client = await t.server.as(FORM);
    const koho = await t.server.idOf(KOHO);
    const other = await t.server.userWith({ FORM: 2 });
    expect(
      await refusal(other.call(formApi.addSubOwner, { params: { id }, body: { subOwner: [other.accountId] } })),
    ).toMatchObject({ status: 403, message: formMessages.notYours });
    await client.call(formApi.addSubOwner, { params: { id }, body: { subOwner: [koho, other.accountId] } });
    t.server.published.splice(0);
    expect(await client.call(formApi.removeSubOwner, { params: { id }, body: { subOwner: [koho, 9999] } })).toEqual({
      id,
      version: 3,
      message: formMessages.subOwnersRemoved(['広報 花子']),
    });
    expect(await getForm(id)).toMatchObject({ subOwner: [other.accountId] });
    expect(t.server.published).toEqual([{ event: 'form', action: 'updated', id }]);
    const asKoho = await t.server.as(KOHO);
    expect(await refusal(asKoho.call(formApi.update, { params: { id }, body: await updateOf(id) }))).toMatchObject({
      status: 403,
    });
    // The remaining sub-owner may take themselves off.
    await other.call(formApi.removeSubOwner, { params: { id }, body: { subOwner: [other.accountId] } });
    expect((await getForm(id)).subOwner).toEqual([]);
  });

  it('names as candidates every account that manages forms, by group then name, with its address', async () => {
    const client = await t.server.as(FORM);
    const candidates = listOrEmpty(await client.call(formApi.subOwnerCandidates));
    const emails = candidates.map((candidate) => candidate.email);
    expect(emails).toEqual(expect.arrayContaining([ADMIN, KOHO, FORM, 'msal@example.go.jp']));
    expect(emails).not.toContain(SOMU);
    expect(candidates.find((candidate) => candidate.email === KOHO)).toEqual({
      id: await t.server.idOf(KOHO),
      name: '広報 花子',
      groupName: '広報課',
      email: KOHO,
    });
    const order = candidates.map((candidate) => candidate.groupName);
    expect(order.indexOf('システム管理')).toBeLessThan(order.indexOf('広報課'));
    expect(order.lastIndexOf('広報課')).toBeLessThan(order.indexOf('フォーム担当'));
    const reader = await t.server.userWith({ FORM: 1 });
    expect(await refusal(reader.call(formApi.subOwnerCandidates))).toMatchObject({
      status: 403,
      message: NO_PERMISSION_MESSAGE,
    });
  });
});
