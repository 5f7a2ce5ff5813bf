import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { noticeApi } from '../../contract/index.ts';
import { accounts, formAnswers, forms, notices } from '../db/schema.ts';
import { item, setUpFormServer } from './formTesting.ts';
import type { StoredAnswerFile } from './store.ts';

const t = setUpFormServer();

const items = [
  item('text', 'name', { label: 'お名前', required: true }),
  item('email', 'mail', { label: 'メールアドレス' }),
  item('checkbox', 'topics', { label: '関心', options: ['防災', '子育て', '<福祉>'] }),
  item('consent', 'ok', { label: '個人情報の取扱いに同意します', required: true }),
];
const valid = { name: '山田 太郎', mail: 'taro@example.jp', topics: ['防災', '<福祉>'], ok: 'on' };

const answersOf = async (formId: number) =>
  t.server.database.db.select().from(formAnswers).where(eq(formAnswers.formId, formId));
const idOf = async (email: string) =>
  (await t.server.database.db.select({ id: accounts.id }).from(accounts).where(eq(accounts.email, email)))[0]?.id ?? 0;

describe('an answer to a public form', () => {
  it('is stored, announced, told to the owners only and receipted with its content', async () => {
    const owner = await idOf('admin@example.go.jp');
    const sub = await idOf('form@example.go.jp');
    const form = await t.server.makeForm({
      name: '防災<説明会>',
      items,
      ownerId: owner,
      subOwners: [sub],
      useNotice: true,
      isMailSend: true,
      isMailWithContent: true,
      successContent: '<p>受け付けました。</p>',
    });
    const answer = await t.server.answer(form, valid);
    expect(answer.status).toBe(303);
    expect(answer.location).toBe(`/public/form/${form}/thanks`);
    const thanks = await t.server.get(`/public/form/${form}/thanks`);
    expect(thanks.body).toContain('<p>受け付けました。</p>');

    const [stored] = await answersOf(form);
    expect(stored?.values).toEqual([
      { key: 'name', label: 'お名前', value: '山田 太郎' },
      { key: 'mail', label: 'メールアドレス', value: 'taro@example.jp' },
      { key: 'topics', label: '関心', value: ['防災', '<福祉>'] },
      { key: 'ok', label: '個人情報の取扱いに同意します', value: '同意する' },
    ]);
    expect(stored?.senderHash).not.toBe('');
    expect(stored?.senderHash).not.toContain('127.0.0.1');

    const [notice] = await t.server.database.db
      .select()
      .from(notices)
      .where(eq(notices.title, 'フォーム「防災<説明会>」に回答がありました'));
    expect(notice?.recipients).toEqual([owner, sub]);
    expect(notice?.content).toContain('防災&lt;説明会&gt;');
    expect(t.server.published).toEqual(
      expect.arrayContaining([
        { event: 'answer', action: 'async', id: form },
        { event: 'form', action: 'updated', id: form },
        { event: 'system-notice', action: 'created', id: notice?.id },
      ]),
    );
    const titlesOf = async (email: string) => {
      const client = await t.server.clientAs(await idOf(email));
      const list = await client.call(noticeApi.list, { query: { max: 100 } });
      return 'data' in list ? list.data.map((one) => one.title) : [];
    };
    expect(await titlesOf('form@example.go.jp')).toContain(notice?.title);
    expect(await titlesOf('koho@example.go.jp')).not.toContain(notice?.title);

    await t.server.sink.waitForCount(1);
    const [mail] = t.server.sink.messages;
    expect(mail?.subject).toBe('【受付】防災<説明会>');
    expect(mail?.to && 'text' in mail.to ? mail.to.text : '').toContain('taro@example.jp');
    expect(mail?.text).toContain('お名前: 山田 太郎');
    expect(mail?.text).toContain('関心: 防災、<福祉>');
    expect(mail?.html).toContain('&lt;福祉&gt;');
  });

  it('is shown again with its values and the errors when invalid, nothing stored', async () => {
    const form = await t.server.makeForm({ items });
    const answer = await t.server.answer(form, { name: '', mail: 'taro@', topics: ['子育て'] });
    expect(answer.status).toBe(422);
    expect(answer.body).toContain('role="alert"');
    expect(answer.body).toContain('「お名前」を入力してください。');
    expect(answer.body).toContain('「個人情報の取扱いに同意します」に同意してください。');
    expect(answer.body).toContain('value="taro@"');
    expect(answer.body).toContain('name="topics" value="子育て" checked');
    expect(await answersOf(form)).toHaveLength(0);
  });

  it('stores an attached file in the CMS files storage', async () => {
    const form = await t.server.makeForm({ items: [item('file', 'doc', { label: '資料', accept: ['pdf'] })] });
    const pdf = new File(['%PDF-1.4 test'], '申請書.pdf', { type: 'application/pdf' });
    expect((await t.server.answer(form, {}, { files: { doc: pdf } })).status).toBe(303);
    const [stored] = await answersOf(form);
    const [file] = (stored?.files ?? []) as StoredAnswerFile[];
    expect(file).toMatchObject({ key: 'doc', name: '申請書.pdf', size: 13, type: 'application/pdf' });
    expect(file?.storageKey).toMatch(/^answers\/[0-9a-f]{32}$/u);
    const stream = await t.server.server.context.files.read(file?.storageKey ?? '');
    const chunks: Buffer[] = [];
    for await (const chunk of stream ?? []) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).toString()).toBe('%PDF-1.4 test');

    const big = new File(['x'.repeat(2000)], 'big.pdf');
    const sized = await t.server.makeForm({ items: [item('file', 'doc', { label: '資料', maxSize: 1000 })] });
    const tooBig = await t.server.answer(sized, {}, { files: { doc: big } });
    expect(tooBig.status).toBe(422);
    expect(tooBig.body).toContain('「資料」のファイルは');

    const exe = new File(['MZ'], 'a.exe');
    const refused = await t.server.answer(form, {}, { files: { doc: exe } });
    expect(refused.status).toBe(422);
    expect(refused.body).toContain('「資料」に添付できるのは pdf のファイルです。');
  });
  it('is taken urlencoded too (a form without files)', async () => {
    const form = await t.server.makeForm({ items });
    const shown = await t.server.get(`/public/form/${form}`);
    const token = /name="_token" value="([^"]*)"/u.exec(shown.body)?.[1] ?? '';
    const body = new URLSearchParams([
      ['_token', token],
      ['name', '佐藤'],
      ['topics', '防災'],
      ['topics', '子育て'],
      ['ok', 'on'],
    ]);
    const response = await fetch(`${t.server.baseUrl}/public/form/${form}`, {
      method: 'POST',
      body,
      redirect: 'manual',
      headers: { Origin: t.server.baseUrl },
    });
    expect(response.status).toBe(303);
    const [stored] = await answersOf(form);
    expect(stored?.values).toContainEqual({ key: 'topics', label: '関心', value: ['防災', '子育て'] });
  });
  it('is kept when the receipt cannot be sent; no receipt without an address', async () => {
    const transport = t.server.server.context.mailer.transport;
    const send = transport.send;
    const sent: unknown[] = [];
    transport.send = async (message) => {
      sent.push(message);
      throw new Error('SMTP down');
    };
    try {
      const form = await t.server.makeForm({ items, isMailSend: true });
      expect((await t.server.answer(form, valid)).status).toBe(303);
      expect((await t.server.answer(form, { ...valid, mail: '' })).status).toBe(303);
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(sent).toHaveLength(1);
      expect(await answersOf(form)).toHaveLength(2);
    } finally {
      transport.send = send;
    }
  });
});

describe('answers refused', () => {
  it('for a draft (404), a closed form or outside the period (403), with errorContent', async () => {
    const draft = await t.server.makeForm({ items, status: 'draft' });
    expect((await t.server.answer(draft, valid)).status).toBe(404);
    const form = await t.server.makeForm({ items, errorContent: '<p>受付期間外です</p>' });
    const shown = await t.server.get(`/public/form/${form}`);
    const token = /name="_token" value="([^"]*)"/u.exec(shown.body)?.[1] ?? '';
    await t.server.database.db
      .update(forms)
      .set({ endDate: new Date(t.server.clock.at - 1) })
      .where(eq(forms.id, form));
    const late = await t.server.answer(form, valid, { token });
    expect(late.status).toBe(403);
    expect(late.body).toContain('<p>受付期間外です</p>');
    expect(await answersOf(form)).toHaveLength(0);
  });

  it('once the limit is reached (409); two answers racing for the last place: one wins', async () => {
    const form = await t.server.makeForm({ items, limitAnswer: 1, errorContent: '<p>定員に達しました</p>' });
    const results = await Promise.all([t.server.answer(form, valid), t.server.answer(form, valid)]);
    expect(results.map((one) => one.status).sort()).toEqual([303, 409]);
    expect(results.find((one) => one.status === 409)?.body).toContain('<p>定員に達しました</p>');
    const [counted] = await t.server.database.db
      .select({ n: count() })
      .from(formAnswers)
      .where(eq(formAnswers.formId, form));
    expect(counted?.n).toBe(1);
    expect((await t.server.answer(form, valid)).status).toBe(409);
  });

  it('from another origin; a sandboxed page by its Referer, or without one by its genuine token', async () => {
    const form = await t.server.makeForm({ items });
    const other = await t.server.answer(form, valid, { headers: { Origin: 'https://evil.example' } });
    expect(other.status).toBe(403);
    expect(other.body).toContain('このフォームを掲載しているサイトからのみ送信できます');
    const forged = await t.server.answer(form, valid, { headers: { Origin: 'null' }, token: 'forged' });
    expect(forged.status).toBe(403);
    expect(forged.body).toContain('このフォームを掲載しているサイトからのみ送信できます');
    const nowhere = await t.server.answer(form, valid, { headers: { Origin: '' } });
    expect(nowhere.status).toBe(403);
    expect(await answersOf(form)).toHaveLength(0);
    // Chromium sends a sandboxed page's form with Origin null and no Referer: the token it was shown with passes.
    const blind = await t.server.answer(form, valid, { headers: { Origin: 'null' } });
    expect(blind.status).toBe(303);
    const fromSite = await t.server.answer(form, valid, {
      headers: { Origin: 'null', Referer: `${t.server.baseUrl}/site/1/contact` },
    });
    expect(fromSite.status).toBe(303);
    expect(await answersOf(form)).toHaveLength(2);
  });

  it('past the per-address rate (429)', async () => {
    const form = await t.server.makeForm({ items });
    for (let n = 0; n < 3; n++) expect((await t.server.answer(form, valid)).status).toBe(303);
    const fourth = await t.server.answer(form, valid);
    expect(fourth.status).toBe(429);
    expect(fourth.body).toContain('しばらく時間をおいてから');
    t.server.clock.at += 10 * 60 * 1000;
    expect((await t.server.answer(form, valid)).status).toBe(303);
  });

  it('by the time trap: too soon, or a bad token, shown again with the values', async () => {
    const form = await t.server.makeForm({ items });
    const config = t.server.server.context.config.forms;
    config.minFillSeconds = 3;
    try {
      const soon = await t.server.answer(form, valid);
      expect(soon.status).toBe(422);
      expect(soon.body).toContain('送信が早すぎます');
      expect(soon.body).toContain('value="山田 太郎"');
      const forged = await t.server.answer(form, valid, { token: '1.abc' });
      expect(forged.body).toContain('フォームの送信を確認できませんでした');
    } finally {
      config.minFillSeconds = 0;
    }
    expect(await answersOf(form)).toHaveLength(0);
  });

  it('silently when the honeypot is filled: the success page, nothing stored', async () => {
    const form = await t.server.makeForm({ items });
    const bot = await t.server.answer(form, { ...valid, _website: 'https://spam.example' });
    expect(bot.status).toBe(303);
    expect(bot.location).toBe(`/public/form/${form}/thanks`);
    expect(await answersOf(form)).toHaveLength(0);
  });
});
