/** Spaces calls `1000 / perSecond` ms apart: the next caller waits for its slot. */
export const rateLimiter = (perSecond: number, clock: () => number = Date.now) => {
  const interval = 1000 / perSecond;
  let next = 0;
  return async (): Promise<void> => {
    const now = clock();
    const slot = Math.max(now, next);
    next = slot + interval;
    if (slot > now) await new Promise((resolve) => setTimeout(resolve, slot - now));
  };
};

/**
 * Calls `run` at most once per `ms`: the first call at once, later ones folded into one at the end of the
 * window (so the last progress is never lost). `flush` runs a pending call now.
 */
export const atMostEvery = (ms: number, run: () => void) => {
  let last = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const fire = () => {
    timer = undefined;
    last = Date.now();
    run();
  };
  return {
    call: () => {
      if (timer) return;
      const wait = last + ms - Date.now();
      if (wait <= 0) fire();
      else timer = setTimeout(fire, wait);
    },
    /** A state change is announced by the caller: the progress waiting is dropped, its window restarts. */
    reset: () => {
      if (timer) clearTimeout(timer);
      timer = undefined;
      last = Date.now();
    },
  };
};
