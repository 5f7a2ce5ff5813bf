import type { Page, Request } from 'playwright-core';
import { field } from '../../e2e/support/signIn.ts';
import type { Bench, Figure, Target } from '../context.ts';
import type { Row } from '../report.ts';

const RATIO_BUDGET = 0.3;

interface Transfer {
  kB: number;
  files: number;
  encodings: string[];
}

/**
 * Records the scripts and stylesheets a page requests; `until` returns, once `ready` resolves, what the
 * requests started before that moment transferred (their bodies as sent, compressed).
 */
const watchScriptsAndStyles = (page: Page) => {
  const started: Request[] = [];
  page.on('request', (request) => {
    if (['script', 'stylesheet'].includes(request.resourceType())) started.push(request);
  });
  return async (ready: Promise<unknown>): Promise<Transfer> => {
    await ready;
    const before = [...started];
    const sizes = await Promise.all(
      before.map(async (request) => {
        const response = await request.response();
        await response?.finished();
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

/** Ours signed out on `/`: until the sign-in form can be filled and sent. */
const oursSignIn = async (bench: Bench): Promise<Transfer> => {
  const { page, close } = await bench.newPage(bench.ours);
  try {
    const until = watchScriptsAndStyles(page);
    await page.goto(`${bench.ours.url}/`);
    return await until(
      (async () => {
        await page.getByRole('heading', { level: 1, name: 'ログイン' }).waitFor();
        await field(page, 'メールアドレス').waitFor();
        await field(page, 'パスワード').waitFor();
        await page.getByRole('button', { name: 'ログインする' }).waitFor();
      })(),
    );
  } finally {
    await close();
  }
};

/** The peer on `/`: until its first list shows its rows. */
const peerList = async (bench: Bench): Promise<Transfer> => {
  const { page, close } = await bench.newPage(bench.peer);
  try {
    const until = watchScriptsAndStyles(page);
    await page.goto(`${bench.peer.url}/`);
    return await until(page.getByRole('cell', { name: 'Group 1', exact: true }).waitFor());
  } finally {
    await close();
  }
};

/** Ours signed in, loaded cold on `path`: until the screen's heading (and, for a list, its rows) shows. */
const oursSignedIn = async (bench: Bench, target: Target, path: string, heading: string): Promise<Transfer> => {
  const { page, close } = await bench.newPage(target, { signedIn: true });
  try {
    const until = watchScriptsAndStyles(page);
    await page.goto(`${target.url}${path}`);
    return await until(
      (async () => {
        await page.locator('h1', { hasText: heading }).waitFor();
        if (path === '/group') await page.locator('table a[href^="/group/"]').first().waitFor();
      })(),
    );
  } finally {
    await close();
  }
};

const describe = (transfer: Transfer) => `${transfer.files} files, ${transfer.encodings.join('/')}`;

/** JS and CSS fetched (transferred, compressed) until each first screen is usable. */
export const bytes: Figure = {
  name: 'bytes',
  about: 'JS + CSS transferred until the first screen is usable, ours vs the peer (interleaved)',
  run: async (bench) => {
    // Interleaved: ours, peer, ours, peer. The sizes do not vary between loads; the second pair checks it.
    const oursRuns: Transfer[] = [];
    const peerRuns: Transfer[] = [];
    for (let round = 0; round < 2; round += 1) {
      oursRuns.push(await oursSignIn(bench));
      peerRuns.push(await peerList(bench));
    }
    const [signIn, list] = [oursRuns[0] as Transfer, peerRuns[0] as Transfer];
    const steady = oursRuns.every((run) => run.kB === signIn.kB) && peerRuns.every((run) => run.kB === list.kB);
    const ratio = signIn.kB / list.kB;
    const overview = await oursSignedIn(bench, bench.ours, '/overview', 'ホーム');
    const group = await oursSignedIn(bench, bench.ours, '/group', '組織');
    const rows: Row[] = [
      {
        figure: 'bytes',
        label: 'JS+CSS until sign-in form usable (ours) / first list (peer)',
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
        label: 'JS+CSS, /overview loaded signed in',
        ours: overview.kB,
        unit: 'KB',
        budget: '',
        pass: null,
        note: describe(overview),
      },
      {
        figure: 'bytes',
        label: 'JS+CSS, /group loaded signed in',
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
