import { describe, expect, it } from 'vitest';
import { domainApi, NO_PERMISSION_MESSAGE } from '../../contract/index.ts';
import { domainMessages } from './domain.ts';
import { refusal, setUpSeededServer } from './routeTesting.ts';

const t = setUpSeededServer();
/** 総務課: CONFIG 2. */
const SOMU = 'somu@example.go.jp';

const listAll = async () => {
  const answer = await t.server.newClient().call(domainApi.list);
  return 'data' in answer ? answer.data : [];
};
const listed = async () => (await listAll()).map((item) => item.domain);

/** A raw request, for bodies the console's own client would refuse to send. */
const send = async (method: string, path: string, cookie: string, body: unknown) =>
  fetch(`${t.server.baseUrl}${path}`, {
    method,
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify(body),
  });

describe('domain.list', () => {
  it('is public: the console loads allowed domains before anyone signs in', async () => {
    const answer = await t.server.newClient().call(domainApi.list);
    expect(answer).toEqual({
      data: expect.arrayContaining([
        {
          id: expect.any(Number),
          domain: 'example.go.jp',
          purpose: 'any',
          description: '職員のメールアドレス',
          updatedBy: null,
          createdAt: expect.any(String),
          updatedAt: expect.any(String),
        },
        expect.objectContaining({ domain: 'example.lg.jp', purpose: 'account' }),
      ]),
    });
  });
});

describe('domain.create', () => {
  it('adds a domain in its canonical form, names who added it, and announces it', async () => {
    const client = await t.server.as(SOMU);
    const answer = await client.call(domainApi.create, {
      body: { domain: ' City.Example.JP ', purpose: 'mailing', description: '市の窓口' },
    });
    expect(answer).toEqual({ id: expect.any(Number), message: domainMessages.created('city.example.jp') });
    expect((await listAll()).find((item) => item.id === answer.id)).toMatchObject({
      domain: 'city.example.jp',
      purpose: 'mailing',
      description: '市の窓口',
      updatedBy: expect.stringMatching(/\S/),
    });
    expect(t.server.published).toEqual([{ event: 'domain', action: 'created', id: answer.id }]);
  });

  it('stores an IDN as punycode, and refuses its other spelling as the same domain', async () => {
    const client = await t.server.as(SOMU);
    const { id } = await client.call(domainApi.create, { body: { domain: 'デジタル.example.jp' } });
    expect((await listAll()).find((item) => item.id === id)?.domain).toBe('xn--yckow0m.example.jp');
    const refused = await refusal(client.call(domainApi.create, { body: { domain: 'XN--YCKOW0M.example.jp' } }));
    expect(refused).toMatchObject({ status: 400, message: domainMessages.taken('xn--yckow0m.example.jp') });
    // Said as people read it.
    expect(refused.message).toContain('デジタル.example.jp');
  });

  it('refuses a domain already listed, whatever its case, with error and message', async () => {
    const client = await t.server.as(SOMU);
    expect(await refusal(client.call(domainApi.create, { body: { domain: 'Example.GO.jp ' } }))).toEqual({
      status: 400,
      body: { error: true, message: domainMessages.taken('example.go.jp') },
      message: domainMessages.taken('example.go.jp'),
    });
    expect(t.server.published).toEqual([]);
  });

  it.each([
    [{ domain: 'not a domain' }, 'ドメインの形式が正しくありません'],
    [{ domain: 'user@example.go.jp' }, 'ドメインの形式が正しくありません'],
    [{ domain: 'example.jp', purpose: 'web' }, ''],
    [{ domain: 'example.jp', description: 'あ'.repeat(201) }, '備考は 200 文字以内'],
    [{ domain: 'example.jp', extra: true }, ''],
  ])('refuses %j with error and a Japanese message', async (body, words) => {
    const client = await t.server.as(SOMU);
    const response = await send('POST', '/api/domain', client.cookieHeader(), body);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: true, message: expect.stringContaining(words) });
    expect(t.server.published).toEqual([]);
  });

  it('is refused below CONFIG 2 and without a session', async () => {
    const reader = await t.server.userWith({ CONFIG: 1, ACCOUNT: 9 });
    expect(await refusal(reader.call(domainApi.create, { body: { domain: 'a.example.jp' } }))).toMatchObject({
      status: 403,
      message: NO_PERMISSION_MESSAGE,
    });
    expect(
      await refusal(t.server.newClient().call(domainApi.create, { body: { domain: 'a.example.jp' } })),
    ).toMatchObject({ status: 401 });
    expect(t.server.published).toEqual([]);
  });
});

describe('domain.update and domain.remove', () => {
  it('changes a domain, refusing one already listed or missing', async () => {
    const client = await t.server.as(SOMU);
    const { id = 0 } = await client.call(domainApi.create, { body: { domain: 'old.example.jp' } });
    t.server.published.splice(0);
    expect(
      await client.call(domainApi.update, {
        params: { id },
        body: { domain: 'New.example.jp', purpose: 'account', description: '新' },
      }),
    ).toEqual({ id, message: domainMessages.saved('new.example.jp') });
    expect((await listAll()).find((item) => item.id === id)).toMatchObject({
      domain: 'new.example.jp',
      purpose: 'account',
      description: '新',
    });
    expect(await listed()).not.toContain('old.example.jp');
    expect(
      await refusal(
        client.call(domainApi.update, {
          params: { id },
          body: { domain: 'example.lg.jp', purpose: 'any', description: '' },
        }),
      ),
    ).toMatchObject({ status: 400, message: domainMessages.taken('example.lg.jp') });
    expect(
      await refusal(
        client.call(domainApi.update, {
          params: { id: 9999 },
          body: { domain: 'x.example.jp', purpose: 'any', description: '' },
        }),
      ),
    ).toMatchObject({ status: 404, message: domainMessages.notFound });
    const invalid = await send('PUT', `/api/domain/${id}`, client.cookieHeader(), {
      domain: 'bad domain',
      purpose: 'any',
      description: '',
    });
    expect(invalid.status).toBe(400);
    expect(t.server.published).toEqual([{ event: 'domain', action: 'updated', id }]);
  });

  it('removes a domain and announces it', async () => {
    const client = await t.server.as(SOMU);
    const { id = 0 } = await client.call(domainApi.create, { body: { domain: 'gone.example.jp' } });
    t.server.published.splice(0);
    expect(await client.call(domainApi.remove, { params: { id } })).toEqual({ id, message: domainMessages.deleted });
    expect(await listed()).not.toContain('gone.example.jp');
    expect(await refusal(client.call(domainApi.remove, { params: { id } }))).toMatchObject({ status: 404 });
    expect(t.server.published).toEqual([{ event: 'domain', action: 'deleted', id }]);
  });

  it('refuses changes below CONFIG 2', async () => {
    const reader = await t.server.userWith({ CONFIG: 1 });
    const [first] = await listAll();
    const id = first?.id ?? 1;
    expect(await refusal(reader.call(domainApi.remove, { params: { id } }))).toMatchObject({ status: 403 });
    expect(
      await refusal(
        reader.call(domainApi.update, {
          params: { id },
          body: { domain: 'x.example.jp', purpose: 'any', description: '' },
        }),
      ),
    ).toMatchObject({ status: 403 });
    expect(t.server.published).toEqual([]);
  });
});
