import { describe, expect, it } from 'vitest';
import { domainApi, NO_PERMISSION_MESSAGE } from '../../contract/index.ts';
import { domainMessages } from './domain.ts';
import { refusal, setUpSeededServer } from './routeTesting.ts';

const t = setUpSeededServer();
/** 総務課: CONFIG 2. */
const SOMU = 'somu@example.go.jp';

const listed = async () => {
  const answer = await t.server.newClient().call(domainApi.list);
  return 'data' in answer ? answer.data.map((item) => item.domain) : [];
};

describe('domain.list', () => {
  it('is public: the console loads allowed domains before anyone signs in', async () => {
    const answer = await t.server.newClient().call(domainApi.list);
    expect(answer).toEqual({
      data: [
        {
          id: expect.any(Number),
          domain: 'example.go.jp',
          description: '職員のメールアドレス',
          createdAt: expect.any(String),
          updatedAt: expect.any(String),
        },
        expect.objectContaining({ domain: 'example.lg.jp' }),
      ],
    });
  });
});

describe('domain.create', () => {
  it('adds a domain, lower-cased and trimmed, and announces it', async () => {
    const client = await t.server.as(SOMU);
    const answer = await client.call(domainApi.create, { body: { domain: ' City.Example.JP ' } });
    expect(answer).toEqual({ id: expect.any(Number), message: domainMessages.created });
    expect(await listed()).toContain('city.example.jp');
    expect(t.server.published).toEqual([{ event: 'domain', action: 'created', id: answer.id }]);
  });

  it('refuses a domain already listed, whatever its case', async () => {
    const client = await t.server.as(SOMU);
    expect(await refusal(client.call(domainApi.create, { body: { domain: 'Example.GO.jp ' } }))).toEqual({
      status: 400,
      body: { error: true, message: domainMessages.taken('example.go.jp') },
      message: domainMessages.taken('example.go.jp'),
    });
    expect(t.server.published).toEqual([]);
  });

  it('refuses what is not a domain name, in Japanese', async () => {
    const client = await t.server.as(SOMU);
    const response = await fetch(`${t.server.baseUrl}/api/domain`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: client.cookieHeader() },
      body: JSON.stringify({ domain: 'not a domain' }),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: true,
      message: expect.stringContaining('ドメインの形式が正しくありません'),
    });
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
  });
});

describe('domain.update and domain.remove', () => {
  it('renames a domain, refusing one already listed or missing', async () => {
    const client = await t.server.as(SOMU);
    const { id = 0 } = await client.call(domainApi.create, { body: { domain: 'old.example.jp' } });
    t.server.published.splice(0);
    expect(
      await client.call(domainApi.update, { params: { id }, body: { domain: 'new.example.jp', description: '新' } }),
    ).toEqual({ id, message: domainMessages.saved });
    expect(await listed()).toContain('new.example.jp');
    expect(await listed()).not.toContain('old.example.jp');
    expect(
      await refusal(
        client.call(domainApi.update, { params: { id }, body: { domain: 'example.lg.jp', description: '' } }),
      ),
    ).toMatchObject({ status: 400, message: domainMessages.taken('example.lg.jp') });
    expect(
      await refusal(
        client.call(domainApi.update, { params: { id: 9999 }, body: { domain: 'x.example.jp', description: '' } }),
      ),
    ).toMatchObject({ status: 404, message: domainMessages.notFound });
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
});
