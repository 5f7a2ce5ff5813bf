import type { Page, Request } from 'playwright-core';
import { PRERENDERED_ID, SIGN_IN_USABLE_MARK } from '../../../app/prerender/markers.ts';
import { field } from '../../e2e/support/signIn.ts';
import type { Bench, Figure, Target } from '../context.ts';
import type { Row } from '../report.ts';

const RATIO_BUDGET = 0.3;

interface Transfer {
  kB: number;
  files: number;
  encodings: string[];
}

/** The page, its scripts and its stylesheets: what a first screen needs before it can be used. */
const COUNTED = new Set(['document', 'script', 'stylesheet']);
const RESOURCE_TIMING_WAIT_MS = 10_000;

/**
 * Records the page's, scripts' and stylesheets' requests; `startedBefore(cutoff)` returns what those started
 * before `cutoff` (ms on the page's own clock, `performance.now()`) transferred: their bodies as sent,
 * compressed. When each started is read from the page's resource timing, on the same clock as the cutoff, so
 * a request made just after it is never counted for arriving while the bench was looking.
 */
const watchTransfers = (page: Page) => {
  const started: Request[] = [];
  page.on('request', (request) => {
    if (COUNTED.has(request.resourceType())) started.push(request);
  });
  return async (cutoff: number): Promise<Transfer> => {
    const seen = [...started];
    await Promise.all(seen.map(async (request) => (await request.response())?.finished()));
    const subresources = seen
      .filter((request) => request.resourceType() !== 'document')
      .map((request) => request.url());
    const startTimes = await page
      .waitForFunction(
        (urls) => {
          const times = urls.map((url) => performance.getEntriesByName(url, 'resource')[0]?.startTime);
          return times.every((time) => time !== undefined) ? times : null;
        },
        subresources,
        { timeout: RESOURCE_TIMING_WAIT_MS },
      )
      .then((handle) => handle.jsonValue() as Promise<number[]>);
    const counted = seen.filter(
      (request) =>
        request.resourceType() === 'document' ||
        (startTimes[subresources.indexOf(request.url())] ?? cutoff + 1) <= cutoff,
    );
    const sizes = await Promise.all(
      counted.map(async (request) => {
        const response = await request.response();
        const { responseBodySize } = await request.sizes();
        return { size: responseBodySize, encoding: (await response?.headerValue('content-encoding')) ?? 'none' };
      }),
    );
    return {
      kB: sizes.reduce((sum, { size }) => sum + size, 0) / 1000,
      files: sizes.length,
      encodings: [...new Set(sizes.map(({ encoding }) => encoding))],
    };
  };
};

const now = (page: Page) => page.evaluate(() => performance.now());

/**
 * Ours signed out on `/`: until the sign-in form can be filled in and sent — index.html's own form, before
 * the console's code (app/prerender/markers.ts), from the moment the entry marks; and, for the record, until
 * the console's own form has taken its place.
 */
const oursSignIn = async (bench: Bench): Promise<{ usable: Transfer; console: Transfer }> => {
  const { page, close } = await bench.newPage(bench.ours);
  try {
    const startedBefore = watchTransfers(page);
    await page.goto(`${bench.ours.url}/`);
    const usableAt = await page
      .waitForFunction((mark) => performance.getEntriesByName(mark, 'mark')[0]?.startTime, SIGN_IN_USABLE_MARK)
      .then((handle) => handle.jsonValue() as Promise<number>);
    await page.getByRole('heading', { level: 1, name: 'ログイン' }).waitFor();
    for (const label of ['メールアドレス', 'パスワード']) {
      if (!(await field(page, label).isEditable()))
        throw new Error(`bench: the sign-in form's ${label} is not editable`);
    }
    if (!(await page.getByRole('button', { name: 'ログインする' }).isEnabled())) {
      throw new Error('bench: the sign-in button is not enabled');
    }
    const usable = await startedBefore(usableAt);
    await page.locator(`#${PRERENDERED_ID}`).waitFor({ state: 'detached' });
    await page.locator('#root h1', { hasText: 'ログイン' }).waitFor();
    return { usable, console: await startedBefore(await now(page)) };
  } finally {
    await close();
  }
};

/** The peer on `/`: until its first list shows its rows. */
const peerList = async (bench: Bench): Promise<Transfer> => {
  const { page, close } = await bench.newPage(bench.peer);
  try {
    const startedBefore = watchTransfers(page);
    await page.goto(`${bench.peer.url}/`);
    await page.getByRole('cell', { name: 'Group 1', exact: true }).waitFor();
    return await startedBefore(await now(page));
  } finally {
    await close();
  }
};

/** Ours signed in, loaded cold on `path`: until the screen's heading (and, for a list, its rows) shows. */
const oursSignedIn = async (bench: Bench, target: Target, path: string, heading: string): Promise<Transfer> => {
  const { page, close } = await bench.newPage(target, { signedIn: true });
  try {
    const startedBefore = watchTransfers(page);
    await page.goto(`${target.url}${path}`);
    await page.locator('h1', { hasText: heading }).waitFor();
    if (path === '/group') await page.locator('table a[href^="/group/"]').first().waitFor();
    return await startedBefore(await now(page));
  } finally {
    await close();
  }
};

const describe = (transfer: Transfer) => `${transfer.files} files, ${transfer.encodings.join('/')}`;

/** The page, JS and CSS fetched (transferred, compressed) until each first screen is usable. */
export const bytes: Figure = {
  name: 'bytes',
  about: 'page + JS + CSS transferred until the first screen is usable, ours vs the peer (interleaved)',
  run: async (bench) => {
    // Interleaved: ours, peer, ours, peer. The sizes do not vary between loads; the second pair checks it.
    const oursRuns: Awaited<ReturnType<typeof oursSignIn>>[] = [];
    const peerRuns: Transfer[] = [];
    for (let round = 0; round < 2; round += 1) {
      oursRuns.push(await oursSignIn(bench));
      peerRuns.push(await peerList(bench));
    }
    const [{ usable: signIn, console: taken }, list] = [oursRuns[0] as (typeof oursRuns)[0], peerRuns[0] as Transfer];
    const steady =
      oursRuns.every((run) => run.usable.kB === signIn.kB && run.console.kB === taken.kB) &&
      peerRuns.every((run) => run.kB === list.kB);
    const ratio = signIn.kB / list.kB;
    const overview = await oursSignedIn(bench, bench.ours, '/overview', 'ホーム');
    const group = await oursSignedIn(bench, bench.ours, '/group', '組織');
    const rows: Row[] = [
      {
        figure: 'bytes',
        label: 'page+JS+CSS until sign-in form usable (ours) / first list (peer)',
        ours: signIn.kB,
        peer: list.kB,
        unit: 'KB',
        ratio,
        budget: `≤ ${RATIO_BUDGET.toFixed(2)}× peer`,
        pass: ratio <= RATIO_BUDGET,
        note: `ours ${describe(signIn)}; peer ${describe(list)}${steady ? '' : '; the second load differed'}`,
      },
      {
        figure: 'bytes',
        label: "page+JS+CSS until the console's own sign-in form took over",
        ours: taken.kB,
        peer: list.kB,
        unit: 'KB',
        ratio: taken.kB / list.kB,
        budget: '',
        pass: null,
        note: describe(taken),
      },
      {
        figure: 'bytes',
        label: 'page+JS+CSS, /overview loaded signed in',
        ours: overview.kB,
        unit: 'KB',
        budget: '',
        pass: null,
        note: describe(overview),
      },
      {
        figure: 'bytes',
        label: 'page+JS+CSS, /group loaded signed in',
        ours: group.kB,
        unit: 'KB',
        budget: '',
        pass: null,
        note: describe(group),
      },
    ];
    return rows;
  },
};
