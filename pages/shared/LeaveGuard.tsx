import { useEffect } from 'react';
import { useBlocker } from 'react-router-dom';
import { ConfirmDialog } from '../../ui/index.ts';
import { kitText } from './kitText.ts';

const inside = (pathname: string, base: string) => pathname === base || pathname.startsWith(`${base}/`);

/**
 * Asks before leaving a form with unsaved changes: for moves inside the app (a data router's blocker) and
 * for closing or reloading the tab (the browser's own question). Moves within `base` (the dialog routes
 * opened over this page) keep the page mounted, so they are not asked about.
 */
export const LeaveGuard = ({
  when,
  base,
  words = kitText.leave,
}: {
  when: boolean;
  base: string;
  /** The question's words: a page's (default) or a dialog's (`kitText.dialogLeave`). */
  words?: (typeof kitText)['leave' | 'dialogLeave'];
}) => {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      when && currentLocation.pathname !== nextLocation.pathname && !inside(nextLocation.pathname, base),
  );

  useEffect(() => {
    if (!when) return;
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the question only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [when]);

  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      onOpenChange={(open) => {
        if (!open && blocker.state === 'blocked') blocker.reset();
      }}
      title={words.title}
      body={words.body}
      confirmLabel={words.confirm}
      cancelLabel={words.cancel}
      onConfirm={() => blocker.proceed?.()}
    />
  );
};
