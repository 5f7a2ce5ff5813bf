/**
 * `npm run bench`: the console's performance figures beside a minimal react-admin app's (tests/bench/peer),
 * measured in one run, interleaved, in Debian Chromium, both served compressed. A report, not a test: it
 * prints every figure with its budget and PASS/FAIL, writes .tmp/bench.json and .tmp/bench.md, and exits 0
 * whatever the figures say (non-zero only when it could not measure at all). Figures live one per module
 * in tests/bench/figures, listed in tests/bench/registry.ts. `npm run bench -- --help` for the options.
 */
import { join } from 'node:path';
import { type Browser, chromium } from 'playwright-core';
import { chromiumArgs, chromiumPath } from '../chromium-args.mjs';
import { apiSession } from '../e2e/support/signIn.ts';
import { readBuild } from './bundle.ts';
import type { ApiClient, Bench, BenchPage, Target } from './context.ts';
import { buildOurs, buildPeer, oursDir, peerDir, root } from './harness/build.ts';
import { startCompressingServer } from './harness/compressingServer.ts';
import { parseOptions } from './options.ts';
import { figures } from './registry.ts';
import { type Row, textTable, writeReport } from './report.ts';

const ADMIN = 'admin@example.go.jp';
const options = parseOptions(process.argv.slice(2));
const log = (message: string) => process.stderr.write(`[bench] ${message}\n`);
const started = Date.now();

if (!options.skipBuild) {
  log('building the console into .tmp/bench-dist and the peer into .tmp/bench-peer-dist');
  await Promise.all([buildOurs(), buildPeer()]);
}

// The reference server with demo data in a fresh folder, serving our build (the e2e harness starts it).
process.env.CONSOLE_DIR = oursDir;
const { startConsole } = await import('../e2e/harness/server.ts');
const reference = await startConsole({ CONSOLE_DIR: oursDir });
const cleanups: (() => Promise<unknown>)[] = [reference.stop];
log(`reference server on ${reference.baseUrl}`);

/** Whether the reference server answers a built asset compressed when asked (`Accept-Encoding: br, gzip`). */
const serverCompresses = async (): Promise<boolean> => {
  const asset = readBuild(oursDir).entry;
  const response = await fetch(`${reference.baseUrl}/${asset}`, { headers: { 'Accept-Encoding': 'br, gzip' } });
  await response.arrayBuffer();
  const coding = response.headers.get('content-encoding');
  return coding === 'br' || coding === 'gzip';
};

const compresses = await serverCompresses();
const oursFront = compresses ? null : await startCompressingServer({ kind: 'proxy', upstream: reference.baseUrl });
const peerFront = await startCompressingServer({ kind: 'static', dir: peerDir });
if (oursFront) cleanups.push(oursFront.close);
cleanups.push(peerFront.close);
const servedBy = compresses
  ? 'ours: the reference server itself (it compresses); peer: the bench static server (brotli/gzip)'
  : 'both through the bench compressing server (brotli/gzip): ours as a proxy in front of the reference server (which sends assets uncompressed), the peer as static files';
log(servedBy);

const ours: Target = { name: 'ours', url: oursFront?.url ?? reference.baseUrl, dir: oursDir };
const peer: Target = { name: 'peer', url: peerFront.url, dir: peerDir };

let browser: Browser | null = null;
const browserOnce = async () => {
  browser ??= await chromium.launch({ executablePath: chromiumPath, headless: true, args: chromiumArgs });
  return browser;
};
cleanups.push(async () => browser?.close());

let consoleCookie: Promise<string> | null = null;
const newPage: Bench['newPage'] = async (target, { signedIn = false, cpuSlowdown = 1 } = {}): Promise<BenchPage> => {
  const context = await (await browserOnce()).newContext({ locale: 'ja-JP', timezoneId: 'Asia/Tokyo' });
  if (signedIn) {
    consoleCookie ??= apiSession(reference.baseUrl, ADMIN);
    const [name, value] = (await consoleCookie).split('=', 2) as [string, string];
    await context.addCookies([{ name, value, url: target.url }]);
  }
  context.setDefaultTimeout(30_000);
  // tsx compiles with esbuild's keepNames: a named function inside a callback given to page.evaluate comes
  // out as `__name(fn, "name")`, which the page lacks (a ReferenceError, and a wait that never ends).
  await context.addInitScript({ content: 'globalThis.__name ??= (target) => target;' });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  if (cpuSlowdown !== 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
  return { context, page, cdp, close: () => context.close() };
};

let writer: Promise<ApiClient> | null = null;
const writerOnce = () => {
  writer ??= apiSession(reference.baseUrl, ADMIN).then(
    (cookie): ApiClient => ({
      call: async <T>(method: string, path: string, body?: unknown) => {
        const response = await fetch(`${reference.baseUrl}${path}`, {
          method,
          headers: { cookie, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
          ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        });
        const text = await response.text();
        return { status: response.status, body: (text ? JSON.parse(text) : null) as T };
      },
    }),
  );
  return writer;
};

const bench: Bench = {
  options,
  ours,
  peer,
  serverUrl: reference.baseUrl,
  servedBy,
  newPage,
  writer: writerOnce,
  log,
};

const rows: Row[] = [];
try {
  for (const figure of figures) {
    if (options.only.length > 0 && !options.only.includes(figure.name)) continue;
    log(`${figure.name}: ${figure.about}`);
    const at = Date.now();
    try {
      rows.push(...(await figure.run(bench)));
    } catch (error) {
      rows.push({
        figure: figure.name,
        label: figure.about,
        ours: null,
        unit: '',
        budget: 'measured',
        pass: null,
        note: `not measured: ${(error as Error).message.split('\n')[0]}`,
      });
      log(`${figure.name} failed: ${(error as Error).stack}`);
    }
    log(`${figure.name} took ${((Date.now() - at) / 1000).toFixed(0)} s`);
  }
} finally {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
}

const preamble = [
  `bench run ${new Date().toISOString()} (${((Date.now() - started) / 60_000).toFixed(1)} min), Chromium ${chromiumPath}, Node ${process.version}`,
  `served: ${servedBy}`,
  `options: heap ${options.heapMinutes} min, Lighthouse ${options.lighthouseRuns} runs, burst ${options.burstChanges} changes`,
];
const table = textTable(rows);
console.log(`\n${preamble.join('\n')}\n\n${table}\n`);
const failed = rows.filter((row) => row.pass === false).length;
const passed = rows.filter((row) => row.pass === true).length;
console.log(`${passed} PASS, ${failed} FAIL, ${rows.length - passed - failed} info or not measured`);
writeReport(
  { json: join(root, '.tmp/bench.json'), md: join(root, '.tmp/bench.md') },
  rows,
  { date: new Date().toISOString(), servedBy, options },
  preamble,
);
console.log('written to .tmp/bench.json and .tmp/bench.md');
process.exit(0);
