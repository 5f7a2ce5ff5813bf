import type { DomainRead, TokenInfo } from '../../contract/index.ts';
import type { MailingRead } from '../../contract/mailing.ts';
import { aMailing, someGroups } from '../../contract/testing/examples.ts';
import { groupFx, groups } from '../../model/group/index.ts';
import { mailingFx, mailings } from '../../model/mailing/index.ts';
import { $allowedDomains, $tokenInfo } from '../../model/session/index.ts';
import { admin } from '../../model/session/testing.ts';
import { type StoryOptions, sessionLoader } from '../shared/story.tsx';

/** Mailing-list page stories: every endpoint's effect replaced (the group list too), so none reaches a network. */
const endpoints = [...Object.values(mailingFx), ...Object.values(groupFx)];

export const allowedDomains: DomainRead[] = [
  { id: 1, domain: 'example.go.jp', purpose: 'any' },
  { id: 2, domain: 'city.example.lg.jp', purpose: 'mailing' },
];

export const members = (count: number) =>
  Array.from({ length: count }, (_, index) => ({
    memberId: index + 1,
    email: `staff${String(index + 1).padStart(4, '0')}@example.go.jp`,
  }));

export const someMailings: MailingRead[] = [
  { ...aMailing, id: 1, name: '職員連絡網', allowGroup: [2, 3], members: members(120) },
  {
    ...aMailing,
    id: 2,
    name: '防災情報メール',
    type: 'external',
    allowGroup: [],
    members: [{ memberId: 1, email: 'resident@gmail.com' }],
  },
  // A type from an agency server this console does not know: shown as it came.
  { ...aMailing, id: 3, name: '議会連絡', type: 'council', allowGroup: [99], members: [] },
];

export const mailingStoryLoader = (options: StoryOptions & { user?: TokenInfo } = {}) => {
  const { user = admin, ...rest } = options;
  return sessionLoader({
    ...rest,
    values: [
      [$tokenInfo, user],
      [$allowedDomains, allowedDomains],
      [groups.$items, someGroups],
      [groups.$status, 'fulfilled'],
      ...(rest.values ?? []),
    ],
    replaced: [...endpoints, ...(rest.replaced ?? [])],
  });
};

export const listed = [mailings.$items, someMailings] as [typeof mailings.$items, unknown];
export const fulfilled = [mailings.$status, 'fulfilled'] as [typeof mailings.$status, unknown];

export const outcome = (over: object = {}) => ({ ok: true, noPermission: false, stale: false, ...over });
export const refusal = (message: string, over: object = {}) => ({
  ok: false,
  message,
  noPermission: false,
  stale: false,
  ...over,
});
