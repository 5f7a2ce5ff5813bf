import { describe, expect, it } from 'vitest';
import {
  NoticeCreateBody,
  NoticeRead,
  NoticeUpdateBody,
  noticeApi,
  noticeTypeLabels,
  noticeTypeOf,
  noticeTypes,
} from './notice.ts';

describe('notice types (spec §3, §2.8)', () => {
  it('has the five types, each with its own Japanese label', () => {
    expect([...noticeTypes]).toEqual(['error', 'urgent', 'success', 'warning', 'others']);
    expect(new Set(Object.values(noticeTypeLabels)).size).toBe(5);
  });

  it('reads a key, a Japanese label or a word of its own', () => {
    expect(noticeTypeOf('urgent')).toEqual({ key: 'urgent', label: '緊急' });
    expect(noticeTypeOf('注意')).toEqual({ key: 'warning', label: '注意' });
    expect(noticeTypeOf('メンテナンス')).toEqual({ key: 'others', label: 'メンテナンス' });
  });
});

describe('notice bodies (ours: written strictly)', () => {
  it('trims what it sends and leaves important false when not given', () => {
    expect(NoticeCreateBody.parse({ type: 'others', title: ' 題 ', content: ' <p>x</p> ' })).toEqual({
      type: 'others',
      title: '題',
      content: '<p>x</p>',
      important: false,
    });
  });

  it.each([
    ['an unknown type', { type: 'info', content: '<p>x</p>' }],
    ['empty content', { type: 'others', content: '  ' }],
    ['a field of nobody', { type: 'others', content: '<p>x</p>', read: true }],
    ['a long title', { type: 'others', title: 'x'.repeat(201), content: '<p>x</p>' }],
  ])('refuses %s', (_, body) => {
    expect(NoticeCreateBody.safeParse(body).success).toBe(false);
  });

  it('lets an update go without a version (a server without versions), and names it when read', () => {
    const body = { type: 'urgent', content: '<p>x</p>', important: true } as const;
    expect(NoticeUpdateBody.parse(body)).toEqual(body);
    expect(NoticeUpdateBody.parse({ ...body, version: 3 }).version).toBe(3);
  });
});

describe('notices as the console reads them', () => {
  it('needs only the spec fields, and takes a type it does not know', () => {
    expect(NoticeRead.parse({ id: 1, type: 'メンテナンス', content: '<p>x</p>', important: false })).toEqual({
      id: 1,
      type: 'メンテナンス',
      content: '<p>x</p>',
      important: false,
    });
    expect(NoticeRead.safeParse({ id: 1, type: 'others', content: '<p>x</p>' }).success).toBe(false);
  });

  it('lets every signed-in user read and CONFIG above 1 write (spec §2.6)', () => {
    expect(noticeApi.list.access).toMatchObject({ kind: 'signedIn' });
    for (const write of [noticeApi.create, noticeApi.update, noticeApi.remove]) {
      expect(write.access).toMatchObject({ area: 'CONFIG', level: 2 });
    }
  });
});
