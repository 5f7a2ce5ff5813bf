/**
 * A value made the first time it is asked for, then kept. For Intl's formatters and collators above all: made
 * at a module's top level they cost every page that loads the module, used or not — a page's first
 * `Intl.DateTimeFormat` takes Chromium 40–95 ms (it loads ICU's date data) and its first Japanese
 * `Intl.Collator` 30–45 ms on an ordinary office PC, and the signed-in console's models made four of them.
 */
export const madeOnFirstUse = <T>(make: () => T): (() => T) => {
  let made: { value: T } | undefined;
  return () => {
    made ??= { value: make() };
    return made.value;
  };
};
