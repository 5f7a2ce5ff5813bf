import type { CDPSession } from 'playwright-core';
import type { Figure } from '../context.ts';
import { groupRenamer } from '../harness/changes.ts';
import type { Row } from '../report.ts';

const BUDGET_RATIO = 1.2;
const CHANGES_PER_SECOND = 10;

/** The JS heap in use after garbage collection (CDP HeapProfiler.collectGarbage, twice), in KB. */
export const heapAfterGc = async (cdp: CDPSession): Promise<number> => {
  for (let pass = 0; pass < 2; pass += 1) {
    await cdp.send('HeapProfiler.collectGarbage');
    await new Promise((wait) => setTimeout(wait, 500));
  }
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  return usedSize / 1000;
};

/**
 * The heap with /group open, before and after `--heap-minutes` of real-time changes at 10 a second
 * (renames through the API as another session), each read after garbage collection.
 */
export const heap: Figure = {
  name: 'heap',
  about: 'heap after minutes of changes at 10 a second, against the start (after GC)',
  run: async (bench) => {
    const minutes = bench.options.heapMinutes;
    const api = await bench.writer();
    const renamer = await groupRenamer(api);
    const { page, cdp, close } = await bench.newPage(bench.ours, { signedIn: true });
    try {
      await cdp.send('HeapProfiler.enable');
      await page.goto(`${bench.ours.url}/group`);
      await page.locator('table a[href^="/group/"]').first().waitFor();
      // A first round of changes so that what every change needs once (code, caches) is in the baseline.
      for (let turn = 0; turn < 20; turn += 1) await renamer.one(turn);
      await page.waitForTimeout(2000);
      const start = await heapAfterGc(cdp);
      const total = Math.round(minutes * 60 * CHANGES_PER_SECOND);
      const began = Date.now();
      let lastLog = began;
      for (let turn = 0; turn < total; turn += 1) {
        await renamer.one(turn);
        const due = began + ((turn + 1) * 1000) / CHANGES_PER_SECOND;
        const now = Date.now();
        if (due > now) await new Promise((wait) => setTimeout(wait, due - now));
        if (now - lastLog > 60_000) {
          lastLog = now;
          bench.log(`heap: ${turn + 1} of ${total} changes, ${((await heapAfterGc(cdp)) / 1000).toFixed(1)} MB`);
        }
      }
      const seconds = (Date.now() - began) / 1000;
      await page.waitForTimeout(2000);
      const end = await heapAfterGc(cdp);
      const ratio = end / start;
      const row: Row = {
        figure: 'heap',
        label: `heap after ${minutes} min at ${CHANGES_PER_SECOND} changes/s vs start`,
        ours: ratio,
        unit: '×',
        budget: `≤ ${BUDGET_RATIO}×`,
        pass: ratio <= BUDGET_RATIO,
        note: `${(start / 1000).toFixed(2)} MB → ${(end / 1000).toFixed(2)} MB after GC; ${total} changes in ${seconds.toFixed(0)} s`,
      };
      return [row];
    } finally {
      await close();
    }
  },
};
