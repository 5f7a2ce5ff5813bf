import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

/**
 * Closes a dialog route: back to the page it was opened over (the navigation state carries it), or, when
 * the dialog was opened on its own, to `fallback`.
 */
export const useCloseDialog = (fallback: string): (() => void) => {
  const navigate = useNavigate();
  const location = useLocation();
  const overPage = Boolean((location.state as { background?: unknown } | null)?.background);
  return useCallback(() => {
    if (overPage) navigate(-1);
    else navigate(fallback, { replace: true });
  }, [overPage, navigate, fallback]);
};
