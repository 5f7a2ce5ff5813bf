import { readdirSync, readFileSync } from 'node:fs';
import { setPriority } from 'node:os';

const isRenderer = (pid: string): boolean => {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'latin1').includes('--type=renderer');
  } catch {
    return false;
  }
};

/** The nice value of a thread, from /proc (field 19 of its stat line, after the parenthesised name). */
const niceOf = (pid: string, tid: string): number | null => {
  try {
    const stat = readFileSync(`/proc/${pid}/task/${tid}/stat`, 'latin1');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]);
  } catch {
    return null;
  }
};

/**
 * Keeps every Chromium renderer's threads at the normal priority until the returned function is called.
 *
 * Chromium runs the renderer of each tab but a window's front one at nice 5 on Linux (its main thread, where
 * the page's script runs), `--disable-renderer-backgrounding` notwithstanding. A test that keeps many tabs of
 * one browser busy at once beside the test process and the server (nice 0) on two cores then finds the
 * background ones drawing seconds late. A browser or a context per tab avoids it but costs more than it saves
 * (each window's own processes, a cold cache per context). Linux only; where the priority cannot be raised
 * (no CAP_SYS_NICE) it does nothing.
 */
export const keepRenderersInFront = (everyMs = 200): (() => void) => {
  const others = new Set<string>();
  let allowed = true;
  let timer: ReturnType<typeof setInterval> | undefined;
  const raise = () => {
    let pids: string[];
    try {
      pids = readdirSync('/proc').filter((entry) => /^\d+$/.test(entry));
    } catch {
      return;
    }
    for (const pid of pids) {
      if (!allowed) {
        // Refused once, refused every time: no more scanning.
        clearInterval(timer);
        return;
      }
      if (others.has(pid)) continue;
      if (!isRenderer(pid)) {
        others.add(pid);
        continue;
      }
      let tids: string[];
      try {
        tids = readdirSync(`/proc/${pid}/task`);
      } catch {
        continue;
      }
      for (const tid of tids) {
        if ((niceOf(pid, tid) ?? 0) <= 0) continue;
        try {
          setPriority(Number(tid), 0);
        } catch (error) {
          if ((error as { code?: string }).code === 'EACCES' || (error as { code?: string }).code === 'EPERM')
            allowed = false;
        }
      }
    }
  };
  timer = setInterval(raise, everyMs);
  raise();
  return () => clearInterval(timer);
};
