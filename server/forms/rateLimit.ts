/**
 * Answers per address per form, in memory (issue 20): at most `limit` in any 10 minutes. Kept per process;
 * the key is a keyed hash of the address and the form, never the address. Only answers taken are counted
 * (an answer shown again to be corrected is not), and a bot's honeypot answer too.
 */
export const RATE_WINDOW_MS = 10 * 60 * 1000;

export interface AnswerRateLimit {
  /** Whether the key already sent its `limit` answers in the last 10 minutes. */
  exceeded: (key: string, now: Date) => boolean;
  /** Counts one answer. */
  count: (key: string, now: Date) => void;
}

export const answerRateLimit = (limit: number): AnswerRateLimit => {
  const times = new Map<string, number[]>();
  let lastSweep = 0;
  const recent = (key: string, now: number) => {
    if (now - lastSweep >= RATE_WINDOW_MS) {
      lastSweep = now;
      for (const [other, list] of times) if (list.every((at) => now - at >= RATE_WINDOW_MS)) times.delete(other);
    }
    const list = (times.get(key) ?? []).filter((at) => now - at < RATE_WINDOW_MS);
    times.set(key, list);
    return list;
  };
  return {
    exceeded: (key, date) => recent(key, date.getTime()).length >= limit,
    count: (key, date) => {
      recent(key, date.getTime()).push(date.getTime());
    },
  };
};
