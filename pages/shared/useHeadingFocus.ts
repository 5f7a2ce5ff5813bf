import { type RefObject, useEffect, useRef } from 'react';

/**
 * Moves focus to the screen's h1 when a sign-in step opens, so a screen reader announces the new step
 * and Tab starts from its top. Put the returned ref on any element inside the screen's <main>.
 */
export const useHeadingFocus = <T extends HTMLElement>(): RefObject<T | null> => {
  const ref = useRef<T>(null);
  useEffect(() => {
    const heading = ref.current?.closest('main')?.querySelector('h1');
    if (!heading) return;
    heading.tabIndex = -1;
    heading.focus();
  }, []);
  return ref;
};

/** Moves focus to the first field marked invalid after a submit found problems. */
export const useFocusFirstInvalid = <T extends HTMLElement>(errors: object): RefObject<T | null> => {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (Object.keys(errors).length === 0) return;
    ref.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errors]);
  return ref;
};
