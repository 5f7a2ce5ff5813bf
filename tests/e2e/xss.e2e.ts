import { type Browser, type BrowserContext, chromium, type Locator, type Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { chromiumArgs, chromiumPath } from '../chromium-args.mjs';
import { xssPayloads } from '../xss/payloads.ts';
import { pieceMarker, type SinkRun, type XssSink, xssSinks } from '../xss/sinks.ts';
import { type RunningConsole, startConsole } from './harness/server.ts';
import { apiSession } from './support/signIn.ts';

/**
 * The XSS corpus (tests/xss/payloads.ts) through every HTML sink of the console (tests/xss/sinks.ts), in the
 * built console against a reference server of its own (the notices it sends stay out of the other files' way).
 *
 * Each payload calls `__xss(n)`, a binding that records n. Three runs per sink:
 * - sanitised: the Content-Security-Policy bypassed, so the sanitiser alone stands between payload and page;
 * - shipped: as served, sanitiser and CSP with Trusted Types (no Trusted Types violation may appear);
 * - control: CSP bypassed and the same markup written into the same places WITHOUT the sanitiser; it must
 *   see executions, or the other two runs prove nothing.
 * After a sink shows its pieces the run hovers, focuses and clicks every element in it (default actions
 * prevented), then follows every link whose URL is javascript:, and waits for loads and errors.
 */
const modes = ['sanitised', 'shipped', 'control'] as const;
type Mode = (typeof modes)[number];

let server: RunningConsole;
let browser: Browser;
let run: SinkRun;
const pages = new Map<string, Page>();
let phase = '';
const hits = new Map<string, Set<number>>();
const violations = new Map<string, number>();

const pageFor = async (mode: Mode, signedIn: boolean): Promise<Page> => {
  const key = `${mode} ${signedIn}`;
  const existing = pages.get(key);
  if (existing) return existing;
  const context: BrowserContext = await browser.newContext({
    locale: 'ja-JP',
    timezoneId: 'Asia/Tokyo',
    bypassCSP: mode !== 'shipped',
  });
  // Nothing leaves the machine (payloads point at other hosts), and a frame a payload opens gets an empty
  // page: the console's own, booting in a frame of the control run, would sign the shared session out.
  await context.route('**/*', (route) => {
    const request = route.request();
    if (!request.url().startsWith(run.baseUrl)) return route.abort();
    // The page preview's own frame document (ui/PagePreview) loads; any other frame gets an empty page.
    if (
      request.isNavigationRequest() &&
      request.frame().parentFrame() &&
      new URL(request.url()).pathname !== '/cms-preview.html'
    ) {
      return route.fulfill({ status: 200, contentType: 'text/html', body: '' });
    }
    return route.fallback();
  });
  await context.exposeBinding('__xss', async (source, id: number) => {
    // A run in an opaque origin (the page preview's sandboxed frame) reaches nothing of the console's.
    const origin = await source.frame.evaluate(() => window.origin).catch(() => 'unknown');
    const key = origin === 'null' ? `${phase} / isolated` : phase;
    const seen = hits.get(key) ?? new Set<number>();
    seen.add(id);
    hits.set(key, seen);
  });
  await context.exposeBinding('__xssViolation', (_source, directive: string) => {
    const key = `${phase.split(' / ')[0]} ${directive}`;
    violations.set(key, (violations.get(key) ?? 0) + 1);
  });
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { __xssViolation: (directive: string) => void }).__xssViolation(event.effectiveDirective);
    });
  });
  if (signedIn) {
    const [name = '', ...value] = run.adminCookie.split('=');
    await context.addCookies([{ name, value: value.join('='), url: run.baseUrl }]);
  }
  const page = await context.newPage();
  page.setDefaultTimeout(20_000);
  pages.set(key, page);
  return page;
};

/** The pieces of a sink: its payloads in groups, each after its marker, each calling the hook with its index. */
const piecesOf = (sink: XssSink): string[] => {
  const pieces: string[] = [];
  for (let start = 0; start < xssPayloads.length; start += sink.payloadsPerPiece) {
    const group = xssPayloads.slice(start, start + sink.payloadsPerPiece);
    const markup = group.map((payload, offset) => payload.html(`__xss(${start + offset})`)).join('');
    pieces.push(`${pieceMarker(pieces.length)} ${markup}`);
  }
  return pieces;
};

/**
 * In the elements holding the pieces (found by their markers; never the screen around them, whose own
 * buttons would sign out): for the control, the raw markup written over the sanitised one; then every element
 * hovered, focused and clicked (default actions prevented), and every javascript: link followed.
 */
const exercise = (root: Locator, pieces: readonly string[], raw: boolean) =>
  root.evaluate(
    (element, { pieces, raw }) => {
      const markers = pieces.map((piece) => /^XSSPIECE\d+X/.exec(piece)?.[0] ?? '');
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      const holders = new Map<string, Element>();
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const marker = markers.find((candidate) => node?.textContent?.trimStart().startsWith(candidate));
        if (marker && node.parentElement && !holders.has(marker)) holders.set(marker, node.parentElement);
      }
      if (holders.size !== pieces.length) throw new Error(`${holders.size} of ${pieces.length} pieces on screen`);
      if (raw) {
        pieces.forEach((piece, index) => {
          (holders.get(markers[index] ?? '') as Element).innerHTML = piece;
        });
      }
      const prevent = (event: Event) => event.preventDefault();
      for (const holder of holders.values()) {
        const all = [...holder.querySelectorAll('*')];
        holder.addEventListener('click', prevent, true);
        holder.addEventListener('submit', prevent, true);
        for (const target of all) {
          for (const type of ['pointerover', 'mouseover', 'mouseenter', 'focus', 'focusin', 'click', 'auxclick']) {
            const init = { bubbles: type !== 'mouseenter' && type !== 'focus', cancelable: true };
            const event = type.startsWith('pointer')
              ? new PointerEvent(type, init)
              : type.startsWith('focus')
                ? new FocusEvent(type, init)
                : new MouseEvent(type, init);
            target.dispatchEvent(event);
          }
        }
        holder.removeEventListener('click', prevent, true);
        for (const target of all) {
          const href =
            target.getAttribute('href') ?? target.getAttribute('xlink:href') ?? target.getAttribute('formaction');
          if (href === null) continue;
          try {
            if (new URL(href, document.baseURI).protocol === 'javascript:') {
              target.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
            }
          } catch {
            // not a URL
          }
        }
        holder.removeEventListener('submit', prevent, true);
      }
    },
    { pieces, raw },
  );

beforeAll(async () => {
  server = await startConsole();
  run = { baseUrl: server.baseUrl, adminCookie: await apiSession(server.baseUrl, 'admin@example.go.jp') };
  browser = await chromium.launch({ executablePath: chromiumPath, headless: true, args: chromiumArgs });
}, 90_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

test('the XSS corpus runs in no sink of the console; without the sanitiser it does', async () => {
  expect(xssPayloads.length).toBeGreaterThanOrEqual(200);
  expect(new Set(xssPayloads.map((payload) => payload.id)).size).toBe(xssPayloads.length);

  for (const sink of xssSinks) {
    const pieces = piecesOf(sink);
    for (let start = 0; start < pieces.length; start += sink.piecesAtOnce) {
      const round = pieces.slice(start, start + sink.piecesAtOnce);
      if (sink.prepare) {
        // Away from the console while notices are sent: each would bring a live "new notice" message.
        for (const mode of modes) await (await pageFor(mode, sink.signedIn)).goto('about:blank');
        await sink.prepare(run, round);
      }
      for (const mode of modes) {
        const page = await pageFor(mode, sink.signedIn);
        phase = `${mode} / ${sink.name}`;
        const root = await sink.show(page, run, round);
        await exercise(root, round, mode === 'control');
        await page.waitForTimeout(800);
        // The control's page ran the raw corpus: it leaves at once, so nothing of it runs while another run is
        // counted (the sanitised and shipped pages keep their screen), and opens the sink afresh next time.
        if (mode === 'control') await page.goto('about:blank');
      }
    }
  }
  phase = 'after';

  const executed = (mode: Mode, sink: XssSink) => hits.get(`${mode} / ${sink.name}`) ?? new Set<number>();
  const isolated = (mode: Mode, sink: XssSink) => hits.get(`${mode} / ${sink.name} / isolated`) ?? new Set<number>();
  const rows = xssSinks.map((sink) => [
    sink.name.padEnd(18),
    String(xssPayloads.length).padStart(8),
    ...modes.map((mode) => String(executed(mode, sink).size).padStart(mode === 'shipped' ? 12 : 10)),
    sink.isolated ? `   (in origin null: ${modes.map((mode) => isolated(mode, sink).size).join(' / ')})` : '',
  ]);
  const ran = new Set(xssSinks.flatMap((sink) => [...executed('control', sink)]));
  console.log(
    [
      `XSS corpus: ${xssPayloads.length} payloads × ${xssSinks.length} sinks = ${xssPayloads.length * xssSinks.length} payload renders per run`,
      `${'sink'.padEnd(18)}payloads sanitised shipped(CSP)   control`,
      ...rows.map((row) => row.join('')),
      `executed with the sanitiser: ${xssSinks.reduce((sum, sink) => sum + executed('sanitised', sink).size + executed('shipped', sink).size, 0)}`,
      `control (no sanitiser, no CSP) ran ${ran.size} distinct payloads, e.g. ${[...ran]
        .slice(0, 8)
        .map((index) => xssPayloads[index]?.id)
        .join(', ')}`,
      `violations reported by the page: ${[...violations].map(([key, count]) => `${key}: ${count}`).join(', ') || 'none'}`,
    ].join('\n'),
  );

  for (const sink of xssSinks) {
    expect(
      [...executed('sanitised', sink)].map((index) => xssPayloads[index]?.id),
      sink.name,
    ).toEqual([]);
    expect(
      [...executed('shipped', sink)].map((index) => xssPayloads[index]?.id),
      sink.name,
    ).toEqual([]);
    if (sink.isolated) {
      // Scripts of a previewed page run as published, in origin null: the corpus did run, nowhere of ours.
      expect(isolated('shipped', sink).size, `runs in the sandbox of ${sink.name}`).toBeGreaterThan(0);
      expect(isolated('control', sink).size, `control through ${sink.name}`).toBeGreaterThan(0);
      expect(executed('control', sink).size, `control through ${sink.name}, with an origin`).toBe(0);
    } else {
      expect(executed('control', sink).size, `control through ${sink.name}`).toBeGreaterThan(0);
    }
  }
}, 600_000);
