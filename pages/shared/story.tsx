import { allSettled, type Scope } from 'effector';
import { Provider, useUnit } from 'effector-react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { $messages, messageClosed, messageTimerFx } from '../../model/messages/index.ts';
import { appStarted } from '../../model/session/index.ts';
import { type TestSession, testSession } from '../../model/session/testing.ts';
import { MessageOverlay } from '../../ui/index.ts';

/**
 * Page stories: each renders its screen in its own effector scope with every effect replaced (no network,
 * no storage), inside a MemoryRouter at the screen's path, with the global messages shown as the app
 * shows them. The scope comes from a loader, so the play function reads the same one (`loaded.session`).
 */

type SessionOptions = Parameters<typeof testSession>[0];

/** Messages stay on screen in stories: their timers never end. */
const forever = () => new Promise<void>(() => undefined);

/** A fresh scope for one story; `started` runs the app's start-up in it first (as the real app does). */
export const sessionLoader =
  (options: SessionOptions = {}, { started = false }: { started?: boolean } = {}) =>
  async (): Promise<{ session: TestSession }> => {
    const session = testSession({ ...options, handlers: [[messageTimerFx, forever], ...(options.handlers ?? [])] });
    if (started) await allSettled(appStarted, { scope: session.scope });
    return { session };
  };

/** The story's scope and call records, as its loader made them. */
export const sessionOf = (loaded: unknown): TestSession => (loaded as { session: TestSession }).session;

/** A call that never answers: the screen stays waiting. */
export const never = () => new Promise<never>(() => undefined);

const StoryMessages = () => {
  const [messages, close] = useUnit([$messages, messageClosed]);
  return <MessageOverlay messages={messages} onClose={(id) => close(String(id))} />;
};

/** Where a story lands when the screen links or redirects elsewhere: shows the path for play functions. */
const Elsewhere = () => {
  const location = useLocation();
  return (
    <main>
      <p data-testid="location">{location.pathname}</p>
    </main>
  );
};

export const PageStory = ({ scope, path, children }: { scope: Scope; path: string; children: ReactNode }) => (
  <Provider value={scope}>
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path={path} element={children} />
        <Route path="*" element={<Elsewhere />} />
      </Routes>
    </MemoryRouter>
    <StoryMessages />
  </Provider>
);

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
