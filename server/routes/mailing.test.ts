import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { groupApi, itemOrUndefined, listOrEmpty, mailingApi, NO_PERMISSION_MESSAGE } from '../../contract/index.ts';
import { mailingMembers, mailRecipients, mails } from '../db/schema.ts';
import { mailingMessages, removalMessages } from './mailing.ts';
import { STALE_MESSAGE } from './mutations.ts';
import { refusal, setUpSeededServer } from './routeTesting.ts';

const t = setUpSeededServer();

/** 広報課: MAIL 1, MAIL_ADDRESS 2. */
const KOHO = 'koho@example.go.jp';

let made = 0;
/** A new list of the given type, created by 広報課; answers its id. */
const newList = async (type: 'internal' | 'external' = 'internal') => {
  made += 1;
  const { id = 0 } = await (await t.server.as(KOHO)).call(mailingApi.create, {
    body: { name: `テスト用リスト${made}`, type },
  });
  t.server.published.splice(0);
  return id;
};

const getList = async (id: number) =>
  itemOrUndefined(await (await t.server.as(KOHO)).call(mailingApi.get, { params: { id } }));

/** A mail row as the sender (server/mail) writes it, inserted directly. */
const aMail = async (mailingIds: number[], status: 'scheduled' | 'sending' | 'sent', recipients: string[] = []) => {
  const { db } = t.server.database;
  const [mail] = await db
    .insert(mails)
    .values({
      requestId: crypto.randomUUID(),
      mailingIds,
      mailingNames: mailingIds.map(String),
      subject: '定例会議のお知らせ',
      text: '本文',
      html: '',
      status,
      transport: 'outbox',
      recipientCount: recipients.length,
      scheduledAt: new Date(Date.now() + 3_600_000),
    })
    .returning({ id: mails.id });
  if (!mail) throw new Error('no mail inserted');
  if (recipients.length > 0) {
    await db
      .insert(mailRecipients)
      .values(recipients.map((email, index) => ({ mailId: mail.id, email, status: index === 0 ? 'sent' : 'pending' })));
  }
  return mail.id;
};

describe('mailing lists: list, get, create, update', () => {
  it('creates a list with its type and no members, announcing mail-group created', async () => {
    const koho = await t.server.as(KOHO);
    const answer = await koho.call(mailingApi.create, { body: { name: '防災訓練のお知らせ', type: 'external' } });
    expect(answer).toMatchObject({
      id: expect.any(Number),
      version: 1,
      message: mailingMessages.created('防災訓練のお知らせ'),
    });
    const id = answer.id ?? 0;
    expect(await getList(id)).toEqual({
      id,
      name: '防災訓練のお知らせ',
      type: 'external',
      allowGroup: [],
      members: [],
      version: 1,
    });
    expect(listOrEmpty(await koho.call(mailingApi.list)).map((list) => list.id)).toContain(id);
    expect(t.server.published).toEqual([{ event: 'mail-group', action: 'created', id }]);
  });

  it('refuses a taken name in Japanese, the name escaped', async () => {
    const koho = await t.server.as(KOHO);
    await koho.call(mailingApi.create, { body: { name: '<b>重複</b>', type: 'internal' } });
    expect(await refusal(koho.call(mailingApi.create, { body: { name: '<b>重複</b>', type: 'external' } }))).toEqual({
      status: 400,
      body: expect.anything(),
      message: '「&lt;b&gt;重複&lt;/b&gt;」というメーリングリストはすでにあります。別の名前にしてください。',
    });
  });

  it('saves the name and the groups allowed to send, versioned: a stale save is 409', async () => {
    const koho = await t.server.as(KOHO);
    const id = await newList();
    expect(
      await koho.call(mailingApi.update, {
        params: { id },
        body: { name: '課長連絡網', allowGroup: [3, 2, 3], version: 1 },
      }),
    ).toEqual({ id, version: 2, message: mailingMessages.saved('課長連絡網') });
    expect(await getList(id)).toMatchObject({ name: '課長連絡網', allowGroup: [3, 2], version: 2 });
    expect(
      await refusal(
        koho.call(mailingApi.update, { params: { id }, body: { name: '別名', allowGroup: [], version: 1 } }),
      ),
    ).toMatchObject({ status: 409, message: STALE_MESSAGE });
    expect(t.server.published).toEqual([{ event: 'mail-group', action: 'updated', id }]);
  });

  it('refuses a group that does not exist, a taken name and a missing list', async () => {
    const koho = await t.server.as(KOHO);
    const id = await newList();
    const other = await newList();
    const [taken] = listOrEmpty(await koho.call(mailingApi.list)).filter((list) => list.id === other);
    expect(
      await refusal(
        koho.call(mailingApi.update, { params: { id }, body: { name: 'x', allowGroup: [2, 9999], version: 1 } }),
      ),
    ).toMatchObject({ status: 400, message: mailingMessages.unknownGroups });
    expect(
      await refusal(
        koho.call(mailingApi.update, { params: { id }, body: { name: taken?.name ?? '', allowGroup: [], version: 1 } }),
      ),
    ).toMatchObject({ status: 400, message: mailingMessages.nameTaken(taken?.name ?? '') });
    expect(
      await refusal(
        koho.call(mailingApi.update, { params: { id: 9999 }, body: { name: 'x', allowGroup: [], version: 1 } }),
      ),
    ).toMatchObject({ status: 404, message: mailingMessages.notFound });
    expect(await refusal(koho.call(mailingApi.get, { params: { id: 9999 } }))).toMatchObject({
      status: 404,
      message: mailingMessages.notFound,
    });
    expect(t.server.published).toEqual([]);
  });
});

describe('mailing list addresses', () => {
  it('adds one address, stored lower-cased, members ordered by address', async () => {
    const koho = await t.server.as(KOHO);
    const id = await newList();
    expect(await koho.call(mailingApi.addMember, { params: { id }, body: { email: 'Yamada@Example.go.jp' } })).toEqual({
      id,
      message: mailingMessages.memberAdded('yamada@example.go.jp'),
    });
    // Under an allowed domain, and in one allowed for mailing lists only.
    await koho.call(mailingApi.addMember, { params: { id }, body: { email: 'kato@soumu.example.go.jp' } });
    await koho.call(mailingApi.addMember, { params: { id }, body: { email: 'abe@mail.example.go.jp' } });
    expect((await getList(id))?.members.map((member) => member.email)).toEqual([
      'abe@mail.example.go.jp',
      'kato@soumu.example.go.jp',
      'yamada@example.go.jp',
    ]);
    expect(t.server.published).toEqual(Array(3).fill({ event: 'mail-group', action: 'updated', id }));
  });

  it('refuses a member again (409) and, for a staff list, a domain not allowed for lists (400)', async () => {
    const koho = await t.server.as(KOHO);
    const id = await newList('internal');
    await koho.call(mailingApi.addMember, { params: { id }, body: { email: 'sato@example.go.jp' } });
    t.server.published.splice(0);
    expect(
      await refusal(koho.call(mailingApi.addMember, { params: { id }, body: { email: 'SATO@example.go.jp' } })),
    ).toMatchObject({ status: 409, message: 'すでに登録されています：SATO@example.go.jp' });
    expect(
      await refusal(koho.call(mailingApi.addMember, { params: { id }, body: { email: 'someone@gmail.example.com' } })),
    ).toMatchObject({ status: 400, message: '許可ドメイン外のため追加できません：someone@gmail.example.com' });
    // example.lg.jp is allowed for accounts only, not for mailing lists.
    expect(
      await refusal(koho.call(mailingApi.addMember, { params: { id }, body: { email: 'city@example.lg.jp' } })),
    ).toMatchObject({ status: 400, message: mailingMessages.memberRefused('refusedDomain', 'city@example.lg.jp') });
    expect(
      await refusal(koho.call(mailingApi.addMember, { params: { id: 9999 }, body: { email: 'a@example.go.jp' } })),
    ).toMatchObject({ status: 404, message: mailingMessages.notFound });
    expect(t.server.published).toEqual([]);
  });

  it('adds an address outside the allowed domains to a list for residents, saying so', async () => {
    const koho = await t.server.as(KOHO);
    const id = await newList('external');
    expect(
      await koho.call(mailingApi.addMember, { params: { id }, body: { email: 'resident@mail.example.com' } }),
    ).toEqual({ id, message: mailingMessages.memberAddedOutside('resident@mail.example.com') });
  });

  /** 20 addresses: 16 distinct good ones, one of them twice, 2 malformed, 1 outside the allowed domains. */
  const paste = [
    ...Array.from({ length: 8 }, (_, index) => `staff${index + 1}@example.go.jp`),
    'not-an-address',
    // Typed in capitals: stored lower-cased.
    ...Array.from({ length: 4 }, (_, index) => `Staff${index + 9}@Example.go.jp`),
    'staff3@example.go.jp',
    'resident@gmail.example.com',
    'two@@example.go.jp',
    ...Array.from({ length: 4 }, (_, index) => `  news${index + 1}@mail.example.go.jp  `),
  ];

  it('judges a paste of 20 to a staff list: adds the 16 good ones in one go, says why each other was not', async () => {
    expect(paste).toHaveLength(20);
    const koho = await t.server.as(KOHO);
    const id = await newList('internal');
    const answer = await koho.call(mailingApi.addMembers, { params: { id }, body: { emails: paste } });
    expect(answer).toEqual({
      id,
      added: 16,
      refused: [
        { email: 'not-an-address', verdict: 'malformed' },
        { email: 'staff3@example.go.jp', verdict: 'duplicate' },
        { email: 'resident@gmail.example.com', verdict: 'refusedDomain' },
        { email: 'two@@example.go.jp', verdict: 'malformed' },
      ],
      message: '16 件追加しました。追加できなかったメールアドレスが 4 件あります。',
    });
    const members = (await getList(id))?.members.map((member) => member.email) ?? [];
    expect(members).toHaveLength(16);
    expect(members).toContain('staff12@example.go.jp');
    expect(members).toContain('news4@mail.example.go.jp');
    // One event for the whole paste.
    expect(t.server.published).toEqual([{ event: 'mail-group', action: 'updated', id }]);

    // Pasted again: every address is a member already; nothing changes, nothing is announced.
    t.server.published.splice(0);
    const again = await koho.call(mailingApi.addMembers, { params: { id }, body: { emails: paste } });
    expect(again).toMatchObject({
      added: 0,
      message: '0 件追加しました。追加できなかったメールアドレスが 20 件あります。',
    });
    expect(again.refused?.filter((entry) => entry.verdict === 'member')).toHaveLength(16);
    expect(t.server.published).toEqual([]);
  });

  it('adds the address outside the allowed domains to a list for residents, counting it', async () => {
    const koho = await t.server.as(KOHO);
    const id = await newList('external');
    const answer = await koho.call(mailingApi.addMembers, { params: { id }, body: { emails: paste } });
    expect(answer).toMatchObject({
      added: 17,
      message: '17 件追加しました（うち許可ドメイン外 1 件）。追加できなかったメールアドレスが 3 件あります。',
    });
    expect(answer.refused?.map((entry) => entry.verdict)).toEqual(['malformed', 'duplicate', 'malformed']);
    expect((await getList(id))?.members.map((member) => member.email)).toContain('resident@gmail.example.com');
  });

  it('removes an address of the list, and only of that list (404 otherwise)', async () => {
    const koho = await t.server.as(KOHO);
    const id = await newList();
    const other = await newList();
    await koho.call(mailingApi.addMembers, {
      params: { id },
      body: { emails: ['a@example.go.jp', 'b@example.go.jp'] },
    });
    const [first] = (await getList(id))?.members ?? [];
    const memberId = first?.memberId ?? 0;
    t.server.published.splice(0);
    expect(await refusal(koho.call(mailingApi.removeMember, { params: { id: other, memberId } }))).toMatchObject({
      status: 404,
      message: mailingMessages.memberNotFound,
    });
    expect(await koho.call(mailingApi.removeMember, { params: { id, memberId } })).toEqual({
      id,
      message: mailingMessages.memberRemoved('a@example.go.jp'),
    });
    expect((await getList(id))?.members).toEqual([{ memberId: expect.any(Number), email: 'b@example.go.jp' }]);
    expect(await refusal(koho.call(mailingApi.removeMember, { params: { id, memberId } }))).toMatchObject({
      status: 404,
    });
    expect(t.server.published).toEqual([{ event: 'mail-group', action: 'updated', id }]);
  });
});

describe('deleting a mailing list', () => {
  it('deletes a list not in use at once; a missing one is 404', async () => {
    const koho = await t.server.as(KOHO);
    const id = await newList();
    // A mail already sent to it does not keep it.
    await aMail([id], 'sent');
    expect(await koho.call(mailingApi.remove, { params: { id } })).toEqual({ id, message: removalMessages.deleted(0) });
    expect(await refusal(koho.call(mailingApi.get, { params: { id } }))).toMatchObject({ status: 404 });
    expect(await refusal(koho.call(mailingApi.remove, { params: { id } }))).toMatchObject({
      status: 404,
      message: mailingMessages.notFound,
    });
    expect(t.server.published).toEqual([{ event: 'mail-group', action: 'deleted', id }]);
  });

  it('refuses a list in use without force=true, saying what uses it', async () => {
    const koho = await t.server.as(KOHO);
    const id = await newList();
    await koho.call(mailingApi.addMembers, {
      params: { id },
      body: { emails: ['a@example.go.jp', 'b@example.go.jp'] },
    });
    await aMail([id, 9999], 'scheduled');
    await aMail([id], 'sending');
    const list = await getList(id);
    t.server.published.splice(0);
    const refused = await refusal(koho.call(mailingApi.remove, { params: { id } }));
    expect(refused).toMatchObject({ status: 409, message: removalMessages.inUse(list?.name ?? '', 2, 1, 1) });
    expect(refused.message).toContain('宛先が 2 件登録されています。');
    expect(refused.message).toContain('送信予約のメールが 1 通あります。');
    expect(refused.message).toContain('送信中のメールが 1 通あります。');
    expect(refused.message).toContain('これらのメールの送信は取り消されます');
    expect(await refusal(koho.call(mailingApi.remove, { params: { id }, query: { force: false } }))).toMatchObject({
      status: 409,
    });
    expect(await getList(id)).toMatchObject({ id, members: [{}, {}] });

    // Addresses only: nothing is said of mails.
    const addressesOnly = await newList();
    await koho.call(mailingApi.addMember, { params: { id: addressesOnly }, body: { email: 'c@example.go.jp' } });
    const name = (await getList(addressesOnly))?.name ?? '';
    t.server.published.splice(0);
    expect(await refusal(koho.call(mailingApi.remove, { params: { id: addressesOnly } }))).toMatchObject({
      status: 409,
      message: `メーリングリスト「${name}」は使われているため削除できません。宛先が 1 件登録されています。強制的に削除すると、宛先もすべて削除されます。`,
    });
    // A mail scheduled only: nothing is said of addresses.
    const mailOnly = await newList();
    await aMail([mailOnly], 'scheduled');
    expect((await refusal(koho.call(mailingApi.remove, { params: { id: mailOnly } }))).message).toMatch(
      /削除できません。送信予約のメールが 1 通あります。強制的に/,
    );
    expect(t.server.published).toEqual([]);
  });

  it('with force=true deletes the list and its addresses and cancels the mails still to go', async () => {
    const koho = await t.server.as(KOHO);
    const { db } = t.server.database;
    const id = await newList();
    const kept = await newList();
    await koho.call(mailingApi.addMember, { params: { id }, body: { email: 'a@example.go.jp' } });
    const scheduled = await aMail([id], 'scheduled');
    const sending = await aMail([kept, id], 'sending', [
      'done@example.go.jp',
      'next@example.go.jp',
      'last@example.go.jp',
    ]);
    const elsewhere = await aMail([kept], 'scheduled');
    t.server.published.splice(0);

    expect(await koho.call(mailingApi.remove, { params: { id }, query: { force: true } })).toEqual({
      id,
      message: removalMessages.deleted(2),
    });
    expect(await refusal(koho.call(mailingApi.get, { params: { id } }))).toMatchObject({ status: 404 });
    expect(await db.select().from(mailingMembers).where(eq(mailingMembers.mailingId, id))).toEqual([]);
    const statusOf = async (mailId: number) => {
      const [row] = await db.select().from(mails).where(eq(mails.id, mailId));
      return { status: row?.status, cancelled: row?.cancelledAt instanceof Date };
    };
    expect(await statusOf(scheduled)).toEqual({ status: 'cancelled', cancelled: true });
    expect(await statusOf(sending)).toEqual({ status: 'cancelled', cancelled: true });
    expect(await statusOf(elsewhere)).toEqual({ status: 'scheduled', cancelled: false });
    const recipients = await db
      .select({ email: mailRecipients.email, status: mailRecipients.status })
      .from(mailRecipients)
      .where(eq(mailRecipients.mailId, sending));
    expect(recipients.sort((a, b) => a.email.localeCompare(b.email))).toEqual([
      { email: 'done@example.go.jp', status: 'sent' },
      { email: 'last@example.go.jp', status: 'cancelled' },
      { email: 'next@example.go.jp', status: 'cancelled' },
    ]);
    expect(t.server.published).toEqual([
      { event: 'mail-group', action: 'deleted', id },
      { event: 'mail-history', action: 'async' },
    ]);
  });
});

describe('who may read and change mailing lists', () => {
  it('lets mail sending (MAIL 1) read the lists but not change them', async () => {
    const sender = await t.server.userWith({ MAIL: 1 });
    expect('data' in (await sender.call(mailingApi.list))).toBe(true);
    expect(
      await refusal(sender.call(mailingApi.create, { body: { name: '送信者のリスト', type: 'internal' } })),
    ).toMatchObject({ status: 403, message: NO_PERMISSION_MESSAGE });
  });

  it('lets list management (MAIL_ADDRESS 2) read the groups for the assign dialog; MAIL_ADDRESS 1 does not', async () => {
    const manager = await t.server.userWith({ MAIL_ADDRESS: 2 });
    expect(listOrEmpty(await manager.call(groupApi.list)).map((group) => group.name)).toContain('広報課');
    const reader = await t.server.userWith({ MAIL_ADDRESS: 1 });
    expect(await refusal(reader.call(groupApi.list))).toMatchObject({ status: 403, message: NO_PERMISSION_MESSAGE });
  });
});
