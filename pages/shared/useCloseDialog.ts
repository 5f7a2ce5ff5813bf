import { useCallback, useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

/**
 * Closes a dialog route: back to the page it was opened over (the navigation state carries it), or, when
 * the dialog was opened on its own, to `fallback`. With `done` it closes by itself once the work is done:
 * to `fallback` too when the work removed the page it was opened over (`removes`: a delete over the deleted
 * record's own page), never back to that page.
 */
export const useCloseDialog = (fallback: string, done = false, removes?: string): (() => void) => {
  const navigate = useNavigate();
  const location = useLocation();
  const background = (location.state as { background?: { pathname?: string } } | null)?.background;
  const close = useCallback(() => {
    if (background) navigate(-1);
    else navigate(fallback, { replace: true });
  }, [background, navigate, fallback]);
  useEffect(() => {
    if (!done) return;
    if (removes !== undefined && background?.pathname === removes) navigate(fallback, { replace: true });
    else close();
  }, [done, close, removes, background, navigate, fallback]);
  return close;
};

/** Goes to `path` (replacing this entry) once the model names one: a created record, a deleted one's list. */
export const useGoWhen = (path: string | null): void => {
  const navigate = useNavigate();
  useEffect(() => {
    if (path !== null) navigate(path, { replace: true });
  }, [path, navigate]);
};

/** The navigation state that opens a dialog route over the current page (spec §2.3). */
export const useOverThisPage = (): { background: unknown } => ({ background: useLocation() });
