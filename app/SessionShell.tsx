import { useUnit } from 'effector-react';
import { lazy, type MouseEvent, Suspense, useEffect, useLayoutEffect } from 'react';
import { Outlet, useNavigate } from 'react-router-dom';
import { $messages, messageClosed, overlayHeld } from '../model/messages/index.ts';
import { $isSignedIn, $loginStatus, clicked, loginFormCarriedOver, sessionTicked } from '../model/session/index.ts';
import { MessageOverlay } from '../ui/index.ts';
import { pageHeader } from './pageHeader.ts';
import { handOverPicture } from './prerender/handOver.ts';
import { leavePrerendered } from './prerender/leave.ts';
import { loadChunk } from './routes/loadChunk.ts';

/** The countdown moves once a second; the model reads its own clock on each tick. */
const TICK_MS = 1000;

/**
 * Both dialogs open only for a signed-in user (the inactivity countdown, the draft offered back), so their
 * code, with the dialog component under it, is not part of what the sign-in screens load.
 */
const SessionDialogs = lazy(async () => {
  const { DraftOfferDialog, InactivityDialog } = await loadChunk(
    'session-dialogs',
    () => import('../pages/session-dialogs/index.ts'),
  );
  return {
    default: () => (
      <>
        <InactivityDialog />
        <DraftOfferDialog />
      </>
    ),
  };
});

/**
 * Around every route: the global messages (spec §2.7), the inactivity rule's clicks and ticks (spec §4),
 * and the session dialogs.
 */
export const SessionShell = () => {
  const model = useUnit({
    messages: $messages,
    close: messageClosed,
    held: overlayHeld,
    signedIn: $isSignedIn,
    status: $loginStatus,
    click: clicked,
    tick: sessionTicked,
    carriedOver: loginFormCarriedOver,
  });
  const navigate = useNavigate();
  const { click, tick, signedIn, status, carriedOver } = model;

  // Once the first check has answered, the route shows a screen of its own (the sign-in screen, or the way
  // to the signed-in one) in this same commit: index.html's picture of the sign-in screen goes, before paint,
  // handing what was typed into it to the console's sign-in form (app/prerender/handOver.ts).
  useLayoutEffect(() => {
    if (status === 'initial') return;
    if (signedIn) {
      leavePrerendered();
      return;
    }
    const typed = handOverPicture();
    if (typed) carriedOver(typed);
  }, [status, signedIn, carriedOver]);

  // Capture phase: a click counts even when the control it hit stops it from bubbling.
  useEffect(() => {
    const onClick = () => click();
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, [click]);

  useEffect(() => {
    if (!signedIn) return;
    tick();
    const timer = window.setInterval(() => tick(), TICK_MS);
    return () => window.clearInterval(timer);
  }, [signedIn, tick]);

  // A link in a message (§8: to /pw-update) moves within the console instead of reloading it.
  const followInternalLink = (event: MouseEvent<HTMLDivElement>) => {
    const link = (event.target as Element).closest('a');
    if (!link || link.origin !== window.location.origin || link.target || event.metaKey || event.ctrlKey) return;
    event.preventDefault();
    navigate(`${link.pathname}${link.search}${link.hash}`);
  };

  return (
    <>
      <Outlet />
      {/* biome-ignore lint/a11y/noStaticElementInteractions: delegates clicks on the links inside the messages. */}
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: links fire click on Enter, so keyboard use is covered. */}
      <div
        onClick={followInternalLink}
        onPointerEnter={() => model.held(true)}
        onPointerLeave={() => model.held(false)}
        onFocus={() => model.held(true)}
        onBlur={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) model.held(false);
        }}
      >
        <MessageOverlay
          messages={model.messages}
          onClose={(id) => model.close(String(id))}
          // Signed in, the page's header holds its actions; the sign-in screens' centred card has none there.
          keepClearOf={signedIn ? pageHeader : undefined}
        />
      </div>
      {signedIn ? (
        <Suspense fallback={null}>
          <SessionDialogs />
        </Suspense>
      ) : null}
    </>
  );
};
