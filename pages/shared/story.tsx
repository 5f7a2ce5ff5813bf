import { allSettled, createWatch, type Effect, type EventCallable, type Scope, type StoreWritable } from 'effector';
import { Provider, useUnit } from 'effector-react';
import { Fragment, type ReactNode, useState } from 'react';
import { createMemoryRouter, type InitialEntry, RouterProvider, useLocation } from 'react-router-dom';
import { $messages, messageClosed, messageTimerFx } from '../../model/messages/index.ts';
import { appStarted } from '../../model/session/index.ts';
import { type TestSession, testSession } from '../../model/session/testing.ts';
import { MessageOverlay } from '../../ui/index.ts';

/**
 * Page stories: each renders its screen in its own effector scope with every effect replaced (no network,
 * no storage), inside a memory data router at the screen's route (forms use `useBlocker`), with the global
 * messages shown as the app shows them. The scope comes from a loader, so the play function reads the same
 * one (`sessionOf(loaded)`).
 */

// biome-ignore lint/suspicious/noExplicitAny: effects of every shape share one handler table.
type AnyEffect = Effect<any, any, any>;
// biome-ignore lint/suspicious/noExplicitAny: as above.
type Handler = (params: any) => unknown;

export interface StoryOptions {
  // biome-ignore lint/suspicious/noExplicitAny: store/value pairs of any type.
  values?: [StoreWritable<any>, unknown][];
  /** The story's answers. A function when they keep state (a first call refused, the next accepted): fresh per run. */
  handlers?: [AnyEffect, Handler][] | (() => [AnyEffect, Handler][]);
  /** Effects a screen's stories must answer: a call the story does not answer fails with a note. */
  replaced?: AnyEffect[];
  /** Events whose firings `callsOf` lists. */
  // biome-ignore lint/suspicious/noExplicitAny: events of any payload.
  watch?: EventCallable<any>[];
  now?: number;
}

/** The story's scope and call records: the session's by name (`calls.login`), the story's own by unit. */
export interface StorySession extends TestSession {
  byUnit: Map<unknown, unknown[]>;
}

/** A call that never answers: the screen stays waiting. */
export const never = () => new Promise<never>(() => undefined);

const notAnswered = (effect: AnyEffect) => () => {
  throw new Error(`story: ${effect.shortName} is not answered by this story`);
};

/** A fresh scope for one story; `started` runs the app's start-up in it first (as the real app does). */
export const sessionLoader =
  (options: StoryOptions = {}, { started = false }: { started?: boolean } = {}) =>
  async (): Promise<{ session: StorySession }> => {
    const byUnit = new Map<unknown, unknown[]>();
    const record = (unit: unknown, params: unknown) => byUnit.set(unit, [...(byUnit.get(unit) ?? []), params]);
    const answers = new Map<AnyEffect, Handler>(
      (options.replaced ?? []).map((effect) => [effect, notAnswered(effect)]),
    );
    // Messages stay on screen in stories: their timers never end.
    answers.set(messageTimerFx, never);
    const { handlers = [] } = options;
    for (const [effect, handler] of typeof handlers === 'function' ? handlers() : handlers)
      answers.set(effect, handler);
    const session = testSession({
      values: options.values ?? [],
      ...(options.now === undefined ? {} : { now: options.now }),
      handlers: [...answers].map(([effect, handler]): [AnyEffect, Handler] => [
        effect,
        (params) => {
          record(effect, params);
          return handler(params);
        },
      ]),
    });
    for (const unit of options.watch ?? []) {
      createWatch({ unit, fn: (params) => record(unit, params), scope: session.scope });
    }
    if (started) await allSettled(appStarted, { scope: session.scope });
    return { session: { ...session, byUnit } };
  };

/** The story's scope and call records, as its loader made them. */
export const sessionOf = (loaded: unknown): StorySession => (loaded as { session: StorySession }).session;

/** The calls of one effect the story answers (or firings of one watched event), in order. */
export const callsOf = (loaded: unknown, unit: unknown): unknown[] => sessionOf(loaded).byUnit.get(unit) ?? [];

const StoryMessages = () => {
  const [messages, close] = useUnit([$messages, messageClosed]);
  return <MessageOverlay messages={messages} onClose={(id) => close(String(id))} />;
};

/** Where a story lands when the screen goes elsewhere (or the page a dialog route was opened over). */
const Elsewhere = ({ main }: { main: boolean }) => {
  const location = useLocation();
  const Landmark = main ? 'main' : Fragment;
  return (
    <Landmark>
      <h1>ストーリーの移動先</h1>
      <p data-testid="location">{location.pathname}</p>
    </Landmark>
  );
};

export interface PageStoryProps {
  scope: Scope;
  /** The route the screen is mounted at, as app/ mounts it (`/group/:id`). */
  path: string;
  /** The history when it is more than `path` itself: the last entry is where the story opens. */
  entries?: InitialEntry[];
  /** A signed-in screen sits in the layout's <main> in the app; the sign-in screens bring their own. */
  main?: boolean;
  children: ReactNode;
}

export const PageStory = ({ scope, path, entries = [path], main = false, children }: PageStoryProps) => {
  const [router] = useState(() =>
    createMemoryRouter(
      [
        { path, element: children },
        { path: '*', element: <Elsewhere main={!main} /> },
      ],
      { initialEntries: entries, initialIndex: entries.length - 1 },
    ),
  );
  const Landmark = main ? 'main' : Fragment;
  return (
    <Provider value={scope}>
      <Landmark>
        <RouterProvider router={router} />
      </Landmark>
      <StoryMessages />
    </Provider>
  );
};

/** A dialog route opened over the page at `over` (the state carries the previous location, spec §2.3). */
export const dialogEntries = (over: string, path: string): InitialEntry[] => [
  over,
  { pathname: path, state: { background: { pathname: over, search: '', hash: '', state: null, key: 'story' } } },
];

export { animationsDone } from '../../ui/storyAnimations.ts';

export type { TestSession };

/**
 * A field by its label. Required fields' labels carry a visible 「必須」 badge (hidden from screen readers),
 * so the label's text is matched as a whole word at its start.
 */
export const fieldNamed = (container: HTMLElement, label: string): HTMLInputElement => {
  const match = [...container.querySelectorAll('label')].find(
    (element) => element.textContent?.replace(/必須$/, '').trim() === label,
  );
  const field = match?.htmlFor ? container.ownerDocument.getElementById(match.htmlFor) : null;
  if (!(field instanceof HTMLInputElement)) throw new Error(`no field labelled ${label}`);
  return field;
};
