import type { DomainRead, TokenInfo } from '../../contract/index.ts';
import { configFx, domainFx } from '../../model/config/index.ts';
import { $config, $tokenInfo } from '../../model/session/index.ts';
import { admin } from '../../model/session/testing.ts';
import { type StoryOptions, sessionLoader } from '../shared/story.tsx';

/** Settings page stories: every settings endpoint replaced, signed in as the administrator with a one-hour limit. */
export const settingStoryLoader = (options: StoryOptions & { user?: TokenInfo; config?: unknown } = {}) =>
  sessionLoader({
    ...options,
    values: [
      [$tokenInfo, options.user ?? admin],
      [$config, options.config === undefined ? { signinAge: '3600000' } : options.config],
      ...(options.values ?? []),
    ],
    replaced: [...Object.values(domainFx), ...Object.values(configFx), ...(options.replaced ?? [])],
  });

export const someDomains: DomainRead[] = [
  {
    id: 1,
    domain: 'example.go.jp',
    purpose: 'any',
    description: '職員のメールアドレス',
    updatedBy: null,
    createdAt: '2026-04-01T00:00:00.000Z',
    updatedAt: '2026-04-01T00:00:00.000Z',
  },
  {
    id: 2,
    domain: 'xn--h9jxc.example.lg.jp',
    purpose: 'mailing',
    description: '市区町村の窓口',
    updatedBy: '管理者 太郎',
    createdAt: '2026-11-20T05:05:00.000Z',
    updatedAt: '2026-11-20T05:05:00.000Z',
  },
];

export const outcome = (over: object = {}) => ({ ok: true, noPermission: false, stale: false, ...over });
export const refusal = (message: string) => ({ ok: false, error: true, message, noPermission: false, stale: false });
