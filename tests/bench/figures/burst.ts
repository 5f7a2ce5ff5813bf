import type { Figure } from '../context.ts';
import { groupRenamer, serverGroups } from '../harness/changes.ts';
import type { Row } from '../report.ts';

const CATCH_UP_BUDGET_MS = 150;
const LONG_TASK_BUDGET_MS = 50;
/** How long the page may take to show the server's list before the figure gives up. */
const GIVE_UP_MS = 60_000;

declare global {
  interface Window {
    __benchLongTasks?: { startTime: number; duration: number }[];
  }
}

/**
 * A burst of real-time changes while /group is on screen, at 1× CPU: renames through the API as another
 * session of the admin, as fast as the server takes them (one chain per group). From the moment the last
 * change is answered, the time until the list on screen equals the server's; the long tasks in the page
 * from the burst's start; the GET requests the console made meanwhile.
 */
export const burst: Figure = {
  name: 'burst',
  about: 'a burst of real-time changes while the /group list is open (1× CPU)',
  run: async (bench) => {
    const count = bench.options.burstChanges;
    const api = await bench.writer();
    const renamer = await groupRenamer(api);
    const { page, close } = await bench.newPage(bench.ours, { signedIn: true });
    try {
      await page.goto(`${bench.ours.url}/group`);
      await page.locator('table a[href^="/group/"]').first().waitFor();
      await page.waitForTimeout(1500); // the hub connected, start-up calls done
      await page.evaluate(() => {
        window.__benchLongTasks = [];
        new PerformanceObserver((list) => {
          for (const task of list.getEntries()) {
            window.__benchLongTasks?.push({ startTime: task.startTime, duration: task.duration });
          }
        }).observe({ type: 'longtask' });
      });
      const gets: string[] = [];
      page.on('request', (request) => {
        if (request.method() === 'GET' && new URL(request.url()).pathname.startsWith('/api/')) {
          gets.push(new URL(request.url()).pathname);
        }
      });
      const startedAt = Date.now();
      await renamer.burst(count);
      const burstMs = Date.now() - startedAt;
      // The last change has been answered: from now, how long until the screen shows what the server has.
      const expected = Object.fromEntries((await serverGroups(api)).map((group) => [String(group.id), group.name]));
      const caughtUp = await page.evaluate(
        ({ expected, giveUpMs }) =>
          new Promise<number | null>((resolve) => {
            const from = performance.now();
            const matches = () => {
              const shown = new Map(
                [...document.querySelectorAll<HTMLAnchorElement>('table a[href^="/group/"]')].map((link) => [
                  link.getAttribute('href')?.split('/')[2] ?? '',
                  link.textContent ?? '',
                ]),
              );
              return (
                shown.size === Object.keys(expected).length &&
                Object.entries(expected).every(([id, name]) => shown.get(id) === name)
              );
            };
            const check = () => {
              if (matches()) resolve(performance.now() - from);
              else if (performance.now() - from > giveUpMs) resolve(null);
              else requestAnimationFrame(check);
            };
            check();
          }),
        { expected, giveUpMs: GIVE_UP_MS },
      );
      await page.waitForTimeout(1000); // requests the events still cause
      const longTasks = await page.evaluate(() => window.__benchLongTasks ?? []);
      const longest = Math.max(0, ...longTasks.map((task) => task.duration));
      const perPath = new Map<string, number>();
      for (const path of gets) perPath.set(path, (perPath.get(path) ?? 0) + 1);
      const busiest = [...perPath.entries()].sort((a, b) => b[1] - a[1]).slice(0, 4);
      const rows: Row[] = [
        {
          figure: 'burst',
          label: `list equals server after ${count} changes (1× CPU)`,
          ours: caughtUp,
          unit: 'ms',
          budget: `≤ ${CATCH_UP_BUDGET_MS} ms`,
          pass: caughtUp === null ? false : caughtUp <= CATCH_UP_BUDGET_MS,
          note: `${count} renames of ${renamer.groups.length} groups in ${burstMs} ms${caughtUp === null ? `; not equal after ${GIVE_UP_MS / 1000} s` : ''}`,
        },
        {
          figure: 'burst',
          label: 'longest task during the burst',
          ours: longest,
          unit: 'ms',
          budget: `no task > ${LONG_TASK_BUDGET_MS} ms`,
          pass: longest <= LONG_TASK_BUDGET_MS,
          note: `${longTasks.length} long tasks (> 50 ms), ${longTasks.reduce((sum, task) => sum + task.duration, 0).toFixed(0)} ms in all`,
        },
        {
          figure: 'burst',
          label: 'GET requests the console made in the burst',
          ours: gets.length,
          unit: 'requests',
          budget: '',
          pass: null,
          note: busiest.map(([path, times]) => `${path} ×${times}`).join(', ') || 'none',
        },
      ];
      return rows;
    } finally {
      await close();
    }
  },
};
