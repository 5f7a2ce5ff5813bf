import type { FormRead } from '../../contract/form.ts';
import type { TokenInfo } from '../../contract/index.ts';
import { aForm, aWeb } from '../../contract/testing/examples.ts';
import { formFx, forms } from '../../model/form/index.ts';
import { $tokenInfo } from '../../model/session/index.ts';
import { admin } from '../../model/session/testing.ts';
import { webFx, webs } from '../../model/web/index.ts';
import { type StoryOptions, sessionLoader } from '../shared/story.tsx';

/** Form page stories: every form and website effect replaced, so none reaches a network. */
const endpoints = [...Object.values(formFx), ...Object.values(webFx)];

export const someWebs = [
  { ...aWeb, id: 1, name: '市公式サイト' },
  { ...aWeb, id: 2, name: '防災ポータル' },
];

/** A form as a spec-only server sends it: no owner, names, answer count, public address or version. */
export const bareForm: FormRead = {
  id: 7,
  name: '窓口アンケート',
  webId: 2,
  startDate: null,
  endDate: null,
  items: [
    { key: 'q1', label: '氏名', type: 'text', required: true },
    { key: 'map', label: '来庁経路', type: 'map', required: false },
  ],
  limitAnswer: 100,
  useNotice: false,
  allowJs: true,
  isMailSend: false,
  isMailWithContent: false,
  errorContent: '',
  successContent: '',
  status: 'reviewing',
};

export const someForms: FormRead[] = [
  aForm,
  {
    ...aForm,
    id: 6,
    name: '職員アンケート',
    status: 'draft',
    items: [],
    limitAnswer: 50,
    answerCount: 0,
    startDate: '2026-12-01T00:00:00.000Z',
    endDate: '2026-12-31T08:00:00.000Z',
    subOwner: [],
    subOwners: [],
  },
  bareForm,
];

export const formStoryLoader = (options: StoryOptions & { user?: TokenInfo } = {}) => {
  const { user = admin, ...rest } = options;
  return sessionLoader({
    ...rest,
    values: [[$tokenInfo, user], [webs.$items, someWebs], [webs.$status, 'fulfilled'], ...(rest.values ?? [])],
    replaced: [...endpoints, ...(rest.replaced ?? [])],
  });
};

export const listed = [forms.$items, someForms] as [typeof forms.$items, unknown];
export const fulfilled = [forms.$status, 'fulfilled'] as [typeof forms.$status, unknown];
export const outcome = (over: object = {}) => ({ ok: true, noPermission: false, stale: false, ...over });
