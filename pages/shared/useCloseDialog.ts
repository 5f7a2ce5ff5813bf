import { useCallback, useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

/**
 * Closes a dialog route: back to the page it was opened over (the navigation state carries it), or, when
 * the dialog was opened on its own, to `fallback`. With `done` it closes by itself once the work is done.
 */
export const useCloseDialog = (fallback: string, done = false): (() => void) => {
  const navigate = useNavigate();
  const location = useLocation();
  const overPage = Boolean((location.state as { background?: unknown } | null)?.background);
  const close = useCallback(() => {
    if (overPage) navigate(-1);
    else navigate(fallback, { replace: true });
  }, [overPage, navigate, fallback]);
  useEffect(() => {
    if (done) close();
  }, [done, close]);
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
