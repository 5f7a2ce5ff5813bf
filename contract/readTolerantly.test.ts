import { describe, expect, it } from 'vitest';
import { authApi } from './auth.ts';
import { configApi } from './config.ts';
import { domainApi } from './domain.ts';
import { formApi, formStatusLabel } from './form.ts';
import { groupApi } from './group.ts';
import { createClient } from './http.ts';
import { localFileApi } from './localFile.ts';
import { mailingApi, mailingTypeLabel } from './mailing.ts';
import { noticeApi, noticeTypeOf } from './notice.ts';
import { examples } from './testing/examples.ts';

/** A server that speaks only the spec (issue 13): its answers, read by the console's client. */
const answering = (body: unknown) => createClient({ fetch: async () => new Response(JSON.stringify(body)) });

describe('answers holding only the spec’s fields', () => {
  it('a group list without our memberCount and version parses, bare or enveloped', async () => {
    const group = { id: 4, name: '防災課', permission: [1, 0, 0, 0, 1, 0, 0], description: '' };
    expect(await answering([group]).call(groupApi.list)).toEqual({ data: [group] });
    expect(await answering({ data: [group] }).call(groupApi.list)).toEqual({ data: [group] });
    expect(await answering(group).call(groupApi.get, { params: { id: 4 } })).toEqual({ data: group });
  });

  it('a notice without our fields, with a type of its own or a Japanese label, parses', async () => {
    const notices = [
      { id: 1, type: 'maintenance', content: '<p>停止</p>', important: false },
      { id: 2, type: '緊急', content: '<p>至急</p>', important: true },
    ];
    expect(await answering(notices).call(noticeApi.list)).toEqual({ data: notices });
  });

  it('an account type outside ours signs in', async () => {
    const tokenInfo = {
      id: 9,
      email: 'guest@example.go.jp',
      name: '来庁 者',
      groupId: 3,
      groupName: '総務課',
      type: 'Guest',
      workflow: false,
      permissions: [0, 0, 0, 0, 0, 0, 0],
    };
    expect(await answering({ tokenInfo }).call(authApi.check)).toEqual({ tokenInfo });
  });

  it('still refuses an answer that is neither form', async () => {
    await expect(answering({ groups: [] }).call(groupApi.list)).rejects.toThrow('group.list');
    await expect(answering([{ id: 'x' }]).call(groupApi.get, { params: { id: 1 } })).rejects.toThrow('group.get');
  });
});

describe('open sets of values (issue 13)', () => {
  it('a form status or a mailing-list type we do not know is read and shown as it came', async () => {
    expect(formStatusLabel('open')).toBe('受付中');
    expect(formStatusLabel('審査中')).toBe('審査中');
    expect(mailingTypeLabel('internal')).toBe('職員向け');
    expect(mailingTypeLabel('newsletter')).toBe('newsletter');
    const form = { ...(examples['form.get'] as { data: Record<string, unknown> }).data, status: '審査中' };
    expect(await answering(form).call(formApi.get, { params: { id: 1 } })).toMatchObject({
      data: { status: '審査中' },
    });
    const list = { ...(examples['mailing.get'] as { data: Record<string, unknown> }).data, type: 'newsletter' };
    expect(await answering(list).call(mailingApi.get, { params: { id: 1 } })).toMatchObject({
      data: { type: 'newsletter' },
    });
  });
});

describe('noticeTypeOf (spec §2.8)', () => {
  it('our keys keep their label; a Japanese label finds its key; anything else is others with its own word', () => {
    expect(noticeTypeOf('urgent')).toEqual({ key: 'urgent', label: '緊急' });
    expect(noticeTypeOf('緊急')).toEqual({ key: 'urgent', label: '緊急' });
    expect(noticeTypeOf('maintenance')).toEqual({ key: 'others', label: 'maintenance' });
  });
});

describe('GET /api/local (spec §7.1: images and docs)', () => {
  it('is read with or without data around it', async () => {
    const answer = examples['local.list'] as { images: unknown[]; docs: unknown[] };
    expect(await answering(answer).call(localFileApi.list)).toEqual(answer);
    expect(await answering({ data: answer }).call(localFileApi.list)).toEqual(answer);
    await expect(answering({ data: [] }).call(localFileApi.list)).rejects.toThrow('local.list');
  });
});

describe('start-up calls of a spec-only server', () => {
  it('config under data, as other answers carry theirs, is read as config', async () => {
    expect(await answering({ data: { signinAge: '3600000' } }).call(configApi.get)).toEqual({
      config: { signinAge: '3600000' },
    });
    expect(await answering({ config: { signinAge: 60000 } }).call(configApi.get)).toEqual({
      config: { signinAge: 60000 },
    });
  });

  it('an allowed domain holding only its id is kept', async () => {
    expect(await answering([{ id: 1 }]).call(domainApi.list)).toEqual({ data: [{ id: 1 }] });
  });
});
