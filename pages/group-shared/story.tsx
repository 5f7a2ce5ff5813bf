import { createWatch, type Effect, type EventCallable, fork, type Scope, type StoreWritable } from 'effector';
import { Provider, useUnit } from 'effector-react';
import { type ReactNode, useState } from 'react';
import { createMemoryRouter, type InitialEntry, RouterProvider, useLocation } from 'react-router-dom';
import type { Account, Group } from '../../contract/index.ts';
import {
  changeAccountGroupFx,
  createAccountFx,
  createGroupFx,
  getGroupFx,
  listAccountsFx,
  listGroupsFx,
  removeAccountFx,
  removeGroupFx,
  resetAccountFx,
  updateGroupFx,
} from '../../model/group/index.ts';
import { $messages, messageClosed, messageTimerFx } from '../../model/messages/index.ts';
import { MessageOverlay } from '../../ui/index.ts';

/**
 * Organisation page stories: each renders its screen in its own effector scope (`fork({ values, handlers })`)
 * inside a memory data router (the forms use `useBlocker`), with the global messages shown as the app
 * shows them. Every call to the server is replaced: one a story does not answer fails with a note
 * instead of reaching a network. The scope comes from a loader, so play functions read the same one.
 */

// biome-ignore lint/suspicious/noExplicitAny: effects of every shape share one handler table.
type AnyEffect = Effect<any, any, any>;
// biome-ignore lint/suspicious/noExplicitAny: as above.
type Handler = (params: any) => unknown;

/** The endpoint effects under every organisation effect: replaced in every story. */
const endpoints: AnyEffect[] = [
  listGroupsFx,
  getGroupFx,
  createGroupFx,
  updateGroupFx,
  removeGroupFx,
  listAccountsFx,
  createAccountFx,
  changeAccountGroupFx,
  resetAccountFx,
  removeAccountFx,
];

/** A call that never answers: the screen stays waiting. */
export const never = () => new Promise<never>(() => undefined);

export interface GroupStoryContext {
  scope: Scope;
  /** Every call of a replaced effect, and every firing of a watched event, in order. */
  calls: Map<unknown, unknown[]>;
}

export const groupStoryLoader =
  ({
    values = [],
    handlers = [],
    watch = [],
  }: {
    // biome-ignore lint/suspicious/noExplicitAny: store/value pairs of any type.
    values?: [StoreWritable<any>, unknown][];
    /** A function when the answers keep state (a first call refused, the next one accepted): fresh per run. */
    handlers?: [AnyEffect, Handler][] | (() => [AnyEffect, Handler][]);
    // biome-ignore lint/suspicious/noExplicitAny: events of any payload.
    watch?: EventCallable<any>[];
  } = {}) =>
  async (): Promise<{ story: GroupStoryContext }> => {
    const calls = new Map<unknown, unknown[]>();
    const record = (unit: unknown, params: unknown) => {
      const list = calls.get(unit) ?? [];
      list.push(params);
      calls.set(unit, list);
    };
    const table = new Map<AnyEffect, Handler>();
    for (const endpoint of endpoints) {
      table.set(endpoint, () => {
        throw new Error(`story: ${endpoint.shortName} is not answered by this story`);
      });
    }
    // Messages stay on screen in stories: their timers never end.
    table.set(messageTimerFx, never);
    for (const [effect, handler] of typeof handlers === 'function' ? handlers() : handlers) table.set(effect, handler);
    const scope = fork({
      values,
      handlers: [...table].map(([effect, handler]): [AnyEffect, Handler] => [
        effect,
        (params) => {
          record(effect, params);
          return handler(params);
        },
      ]),
    });
    for (const unit of watch) createWatch({ unit, fn: (params) => record(unit, params), scope });
    return { story: { scope, calls } };
  };

export const storyOf = (loaded: unknown): GroupStoryContext => (loaded as { story: GroupStoryContext }).story;

/** The calls of one replaced effect (or firings of one watched event) in the story's scope. */
export const callsOf = (loaded: unknown, unit: unknown): unknown[] => storyOf(loaded).calls.get(unit) ?? [];

const StoryMessages = () => {
  const [messages, close] = useUnit([$messages, messageClosed]);
  return <MessageOverlay messages={messages} onClose={(id) => close(String(id))} />;
};

/** Where a story lands when the screen goes elsewhere (or the page a dialog route was opened over). */
const Elsewhere = () => {
  const location = useLocation();
  return (
    <>
      <h1>ストーリーの移動先</h1>
      <p data-testid="location">{location.pathname}</p>
    </>
  );
};

export interface GroupStoryProps {
  loaded: unknown;
  /** The route pattern the screen is mounted at, as app/ mounts it (`/group/:id`). */
  route: string;
  /** The history: the last entry is where the story opens. */
  entries: InitialEntry[];
  children: ReactNode;
}

export const GroupStory = ({ loaded, route, entries, children }: GroupStoryProps) => {
  const [router] = useState(() =>
    createMemoryRouter(
      [
        { path: route, element: children },
        { path: '*', element: <Elsewhere /> },
      ],
      { initialEntries: entries, initialIndex: entries.length - 1 },
    ),
  );
  return (
    <Provider value={storyOf(loaded).scope}>
      <main>
        <RouterProvider router={router} />
      </main>
      <StoryMessages />
    </Provider>
  );
};

/** A dialog route opened over the page at `over` (the state carries the previous location, spec §2.3). */
export const dialogEntries = (over: string, path: string): InitialEntry[] => [
  over,
  { pathname: path, state: { background: { pathname: over, search: '', hash: '', state: null, key: 'story' } } },
];

/** Dialogs and lists fade; wait for it so checks (and the axe run after the story) see final colours. */
export const animationsDone = (doc: Document) =>
  Promise.all(
    doc
      .getAnimations()
      // A spinner turns for ever; only the fades end.
      .filter((animation) => animation.effect?.getTiming().iterations !== Number.POSITIVE_INFINITY)
      .map((animation) => animation.finished.catch(() => undefined)),
  );

// ---- Fixtures

export const aGroup = (over: Partial<Group> = {}): Group => ({
  id: 2,
  name: '広報課',
  description: '広報誌とWebサイトの記事を担当',
  permission: [4, 2, 1, 2, 0, 1, 0],
  memberCount: 3,
  version: 3,
  ...over,
});

export const someGroups: Group[] = [
  aGroup({
    id: 1,
    name: 'システム管理',
    description: 'すべての機能を管理',
    permission: [9, 9, 9, 9, 9, 9, 9],
    memberCount: 2,
  }),
  aGroup(),
  aGroup({
    id: 3,
    name: 'デジタル推進室',
    description: '庁内のDXを推進',
    permission: [2, 3, 0, 0, 3, 2, 5],
    memberCount: 5,
  }),
  aGroup({
    id: 4,
    name: 'ＩＴ政策課',
    description: '情報システムの調達',
    permission: [1, 0, 0, 0, 1, 0, 0],
    memberCount: 0,
  }),
  aGroup({
    id: 5,
    name: 'こども家庭課',
    description: '子育て支援のフォーム',
    permission: [1, 4, 1, 2, 0, 4, 0],
    memberCount: 8,
  }),
];

export const anAccount = (over: Partial<Account> = {}): Account => ({
  id: 7,
  groupId: 2,
  name: '広報 花子',
  email: 'hanako@example.go.jp',
  type: 'Default',
  workflow: false,
  otpEnrolled: true,
  mustChangePassword: false,
  version: 4,
  updatedAt: '2026-04-01T00:00:00.000Z',
  ...over,
});

export const someAccounts: Account[] = [
  anAccount(),
  anAccount({ id: 8, name: '記事 一郎', email: 'ichiro@example.go.jp', otpEnrolled: false, mustChangePassword: true }),
  anAccount({ id: 9, name: 'クラウド 三郎', email: 'saburo@example.go.jp', type: 'Msal', otpEnrolled: false }),
];

/** The outcome a mutation effect resolves with. */
export const outcome = (over: object = {}) => ({ ok: true, noPermission: false, stale: false, ...over });
export const refusal = (message: string, over: object = {}) => ({
  ok: false,
  message,
  noPermission: false,
  stale: false,
  ...over,
});
