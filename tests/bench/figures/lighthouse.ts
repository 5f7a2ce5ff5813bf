import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { launch } from 'chrome-launcher';
import lighthouseRun from 'lighthouse';
import { chromiumArgs, chromiumPath } from '../../chromium-args.mjs';
import type { Figure } from '../context.ts';
import { median, type Row } from '../report.ts';

const LCP_RATIO_BUDGET = 0.6;
const TBT_BUDGET_MS = 200;
const CLS_BUDGET = 0.1;

interface Vitals {
  lcp: number;
  tbt: number;
  cls: number;
}

/**
 * Lighthouse 12 (its default mobile preset: simulated slow 4G and 4× CPU slowdown), performance only, on
 * our sign-in page and the peer's first page, `runs` times each, interleaved; the medians are reported.
 * One Chromium (Debian's, through chrome-launcher) serves every run; Lighthouse clears its storage between.
 */
const reportsDir = resolve(import.meta.dirname, '../../../.tmp');

export const lighthouse: Figure = {
  name: 'lighthouse',
  about: 'Lighthouse LCP, TBT and CLS (mobile preset, 4× CPU), median of the runs, ours vs the peer (interleaved)',
  run: async (bench) => {
    const userDataDir = mkdtempSync(join(tmpdir(), 'bench-lighthouse-'));
    const chrome = await launch({
      chromePath: chromiumPath,
      chromeFlags: ['--headless=new', ...chromiumArgs],
      userDataDir,
      logLevel: 'error',
    });
    const measure = async (url: string, side: 'ours' | 'peer'): Promise<Vitals> => {
      const result = await lighthouseRun(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
      });
      // The last run's whole report, to see what the figures come from (the LCP element, the request chains).
      if (result) {
        mkdirSync(reportsDir, { recursive: true });
        writeFileSync(join(reportsDir, `bench-lighthouse-${side}.json`), JSON.stringify(result.lhr));
      }
      const audits = result?.lhr.audits;
      const value = (id: string) => {
        const found = audits?.[id]?.numericValue;
        if (found === undefined)
          throw new Error(`Lighthouse gave no ${id} for ${url}: ${result?.lhr.runtimeError?.message}`);
        return found;
      };
      return {
        lcp: value('largest-contentful-paint'),
        tbt: value('total-blocking-time'),
        cls: value('cumulative-layout-shift'),
      };
    };
    // Lighthouse now and then reports no LCP for a run (its trace missed the paint): that run is done again, once.
    const measureOrRetry = async (url: string, side: 'ours' | 'peer'): Promise<Vitals> => {
      try {
        return await measure(url, side);
      } catch (error) {
        bench.log(`lighthouse: ${side} again after ${error instanceof Error ? error.message : String(error)}`);
        return measure(url, side);
      }
    };
    const ours: Vitals[] = [];
    const peer: Vitals[] = [];
    try {
      for (let run = 0; run < bench.options.lighthouseRuns; run += 1) {
        ours.push(await measureOrRetry(`${bench.ours.url}/`, 'ours'));
        peer.push(await measureOrRetry(`${bench.peer.url}/`, 'peer'));
        bench.log(
          `lighthouse run ${run + 1}: ours LCP ${ours.at(-1)?.lcp.toFixed(0)} ms, peer LCP ${peer.at(-1)?.lcp.toFixed(0)} ms`,
        );
      }
    } finally {
      chrome.kill();
      rmSync(userDataDir, { recursive: true, force: true });
    }
    const of = (runs: Vitals[], key: keyof Vitals) => median(runs.map((run) => run[key]));
    const lcp = { ours: of(ours, 'lcp'), peer: of(peer, 'lcp') };
    const ratio = lcp.ours !== null && lcp.peer ? lcp.ours / lcp.peer : null;
    const tbt = { ours: of(ours, 'tbt'), peer: of(peer, 'tbt') };
    const cls = { ours: of(ours, 'cls'), peer: of(peer, 'cls') };
    const method = `Lighthouse 12.8.2 mobile preset (simulated), median of ${ours.length}`;
    const rows: Row[] = [
      {
        figure: 'lighthouse',
        label: 'LCP, sign-in page (ours) / first page (peer)',
        ours: lcp.ours,
        peer: lcp.peer,
        unit: 'ms',
        ratio,
        budget: `≤ ${LCP_RATIO_BUDGET}× peer`,
        pass: ratio === null ? null : ratio <= LCP_RATIO_BUDGET,
        note: `${method}; runs ours ${ours.map((run) => run.lcp.toFixed(0)).join(', ')}; peer ${peer.map((run) => run.lcp.toFixed(0)).join(', ')}`,
      },
      {
        figure: 'lighthouse',
        label: 'TBT, sign-in page',
        ours: tbt.ours,
        peer: tbt.peer,
        unit: 'ms',
        budget: `≤ ${TBT_BUDGET_MS} ms`,
        pass: tbt.ours === null ? null : tbt.ours <= TBT_BUDGET_MS,
      },
      {
        figure: 'lighthouse',
        label: 'CLS, sign-in page',
        ours: cls.ours,
        peer: cls.peer,
        unit: '',
        budget: `≤ ${CLS_BUDGET}`,
        pass: cls.ours === null ? null : cls.ours <= CLS_BUDGET,
      },
    ];
    return rows;
  },
};
