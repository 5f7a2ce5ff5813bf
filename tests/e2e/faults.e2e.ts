import { mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { type OpenBrowser, openBrowser } from './harness/browser.ts';
import {
  type CellPlan,
  type CellResult,
  type CheckName,
  checksOf,
  countCallsScript,
  type FaultKind,
  type Fixtures,
  faultKinds,
  faultLabels,
  messageStampScript,
  openScreen,
  type PageWatch,
  runCell,
  screenPatterns,
  tableOf,
  type WalkScreen,
  walkScreens,
  watchPage,
} from './support/faults.ts';
import { keepRenderersInFront } from './support/renderersInFront.ts';
import { openSignedIn } from './support/sessions.ts';

/**
 * Issue 13: every screen that exists (app/routes/screens.tsx, 「準備中」 ones and dialog routes included) is
 * opened with each fault on the calls it makes, and its form (if it has one) submitted under each fault.
 */
const baseUrl = inject('baseUrl');
const home = '/overview';

const keyOf = (pattern: string, phase: string, fault: FaultKind) => `${pattern} ${phase} ${fault}`;
/** Walked on the home screen only: each leaves its page signed out. */
const lastPhases = ['reload', 'signOut'] as const;

let admin: OpenBrowser;
/** An approver the walk had to make: deleted afterwards, so no group's saves wait for approval in later flows. */
let madeAuthorId: number | undefined;
const results = new Map<string, CellResult | null>();

/** Ids of a group other than the super group with an account in it, and of a theme no website uses, from the API. */
const findFixtures = async (): Promise<Fixtures> => {
  const read = async (path: string) => {
    const answer = (await (await admin.context.request.get(`${baseUrl}${path}`)).json()) as unknown;
    return (Array.isArray(answer) ? answer : ((answer as { data?: unknown[] }).data ?? [])) as { id: number }[];
  };
  // A theme whose delete the dialog offers: the seeded ones are used by websites, so one is made (once per server).
  let themeId: number | undefined;
  for (const theme of await read('/api/cms/theme')) {
    if ((await read(`/api/cms/theme/${theme.id}/usage`)).length === 0) {
      themeId = theme.id;
      break;
    }
  }
  if (themeId === undefined) {
    const made = await admin.context.request.post(`${baseUrl}/api/cms/theme/`, {
      data: { name: '障害確認用テーマ' },
      headers: { origin: baseUrl },
    });
    themeId = ((await made.json()) as { id?: number }).id;
  }
  // A website whose delete the dialog offers: one without pages (the seeded 防災情報サイト), else one is made.
  const webs = (await read('/api/cms/web')) as { id: number; pages?: { count: number } }[];
  let websiteId = webs.find((web) => (web.pages?.count ?? 0) === 0)?.id;
  if (websiteId === undefined) {
    const made = await admin.context.request.post(`${baseUrl}/api/cms/web/`, {
      data: { name: '障害確認用サイト', url: 'https://faults.example.go.jp/' },
      headers: { origin: baseUrl },
    });
    websiteId = ((await made.json()) as { id?: number }).id;
  }
  // A mail its cancel dialog offers to cancel: the seeded one scheduled next week, else one scheduled next year.
  const mails = (await read('/api/mail/history')) as { id: number; status?: string }[];
  let mailId = mails.find((mail) => mail.status === 'scheduled')?.id;
  if (mailId === undefined) {
    const [list] = await read('/api/mailing');
    const made = await admin.context.request.post(`${baseUrl}/api/mail/send`, {
      data: {
        requestId: crypto.randomUUID(),
        mailingIds: [list?.id ?? 1],
        subject: '障害確認用の送信予約',
        text: '送信されません（取り消しの確認用）。',
        html: '',
        scheduledAt: new Date(Date.now() + 365 * 24 * 3600_000).toISOString(),
      },
      headers: { origin: baseUrl },
    });
    mailId = ((await made.json()) as { id?: number }).id;
  }
  // An approver its delete dialog offers to delete: the first one, else one made (an account with the workflow
  // flag approving the requests of the last group's accounts).
  let authorId = (await read('/api/author'))[0]?.id;
  if (authorId === undefined) {
    const choices = (
      (await (await admin.context.request.get(`${baseUrl}/api/author/choices`)).json()) as {
        data?: { accounts: { id: number }[]; groups: { id: number }[] };
      }
    ).data;
    const made = await admin.context.request.post(`${baseUrl}/api/author`, {
      data: { accountId: choices?.accounts[0]?.id, groupId: choices?.groups.at(-1)?.id, step: 1 },
      headers: { origin: baseUrl },
    });
    authorId = ((await made.json()) as { id?: number }).id;
    madeAuthorId = authorId;
  }
  // A request its approve and reject dialogs offer to decide: one the walk's user may approve and reject (the
  // demo's pending request to 採用情報サイト). The faults answer in the browser: nothing reaches the server.
  const workflows = (await read('/api/workflow')) as {
    id: number;
    webId?: number;
    pageId?: number | null;
    mayApprove?: boolean;
    mayReject?: boolean;
  }[];
  const workflowId = workflows.find((workflow) => workflow.mayApprove && workflow.mayReject)?.id;
  // A page's history opens on a page that has versions: the page of a request (the demo's 採用情報サイト).
  const requested = workflows.find((workflow) => typeof workflow.pageId === 'number' && workflow.webId !== undefined);
  const versionedPage =
    requested?.pageId && requested.webId ? { webId: requested.webId, id: requested.pageId } : undefined;
  for (const group of await read('/api/group')) {
    if (group.id === 1) continue;
    const [account] = await read(`/api/group/${group.id}/account`);
    if (account)
      return {
        groupId: group.id,
        accountId: account.id,
        ...(themeId === undefined ? {} : { themeId }),
        ...(websiteId === undefined ? {} : { websiteId }),
        ...(mailId === undefined ? {} : { mailId }),
        ...(authorId === undefined ? {} : { authorId }),
        ...(workflowId === undefined ? {} : { workflowId }),
        ...(versionedPage === undefined ? {} : { versionedPage }),
      };
  }
  throw new Error('no group with an account besides the super group: the seed changed');
};

const newWalkPage = async (context = admin.context): Promise<{ page: Page; errors: PageWatch }> => {
  const page = await context.newPage();
  page.setDefaultTimeout(5_000);
  const errors = watchPage(page);
  await page.addInitScript(countCallsScript);
  await page.addInitScript(messageStampScript);
  // Opening the walk's own page is not a cell: it gets the time a loaded machine needs (the cells keep 5 s).
  await page.goto(`${baseUrl}${home}`, { timeout: 30_000 });
  await page.locator('main h1').waitFor({ timeout: 30_000 });
  return { page, errors };
};

/** Writes that reached the server during the walk (there must be none: every write it causes is faulted). */
const serverWrites: string[] = [];

/** Never-answering cells running side by side (each waits out the console's 30-second give-up). */
const HELD_AT_ONCE = 10;
/**
 * Of those, how many may be busy at once: loading the console, opening their screen, filling and sending
 * its form. The rest are waiting for their call's give-up, idle, or waiting for their turn.
 */
const HELD_BUSY_AT_ONCE = 2;
const HELD_ACTION_TIMEOUT_MS = 15_000;
/** How long a never-answering cell's screen gets to be drawn (the walk's own page gives its cells 10 s). */
const HELD_OPEN_TIMEOUT_MS = 25_000;

/** `count` places, taken in the order asked for; each taking gives its own release (a second call does nothing). */
const places = (count: number) => {
  let free = count;
  const waiting: (() => void)[] = [];
  const take = async (): Promise<() => void> => {
    if (free === 0) await new Promise<void>((wake) => waiting.push(wake));
    else free -= 1;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const next = waiting.shift();
      if (next) next();
      else free += 1;
    };
  };
  return { take };
};

/** Runs the functions given to it at most `count` at a time, the others in the order they came. */
const limited = (count: number) => {
  const { take } = places(count);
  return async <T>(run: () => Promise<T>): Promise<T> => {
    const release = await take();
    try {
      return await run();
    } finally {
      release();
    }
  };
};

const walk = async () => {
  const started = Date.now();
  const screens = walkScreens(await findFixtures());
  const { page, errors } = await newWalkPage();
  // Each cell opens its screen from another one: home, or for home itself the next page without params.
  const elsewhere = screens.find(
    (screen) => screen.kind === 'page' && screen.path !== home && !screen.pattern.includes(':'),
  );
  const goAway = async (screen: WalkScreen) => {
    const away = screen.path === home ? (elsewhere?.path ?? home) : home;
    if (new URL(page.url()).pathname !== away) await openScreen(page, { path: away });
  };
  // A call that never answers is waited for up to the give-up limit: those cells run side by side, each in a
  // page of its own, while the walk goes on. Their pages live in a second browser with the same session:
  // beside the walk's page in its own browser, Chromium delayed the walk's page's timers to whole seconds.
  const heldBrowser = await openBrowser({ storageState: await admin.context.storageState() });
  const held: Promise<void>[] = [];
  // At most HELD_AT_ONCE never-answering pages at once, and of those at most HELD_BUSY_AT_ONCE busy: a page
  // waiting out the give-up is idle, but ten loading and drawing side by side share the machine's two cores
  // with the walk (CI, 2026-11-29: a held page's dialog was not drawn 10 s after it was opened).
  const holding = limited(HELD_AT_ONCE);
  const busy = places(HELD_BUSY_AT_ONCE);
  /** `waiting`, if given, is called once the held page's call is on its way (or its cell has ended). */
  const runHeld = (plan: CellPlan, waiting?: () => void) => {
    const running = holding(() => runHeldNow(plan, waiting));
    // Awaited later, with the others: until then a failure is not an unhandled rejection.
    running.catch(() => {});
    return running;
  };
  const runHeldNow = async (plan: CellPlan, waiting?: () => void) => {
    const release = await busy.take();
    try {
      const own = await newWalkPage(heldBrowser.context);
      // Held pages share the machine's two cores with the walk: once, a click on a select's option in one was
      // not taken by the starved page within the cells' 5 s (the walk's own page keeps them).
      own.page.setDefaultTimeout(HELD_ACTION_TIMEOUT_MS);
      try {
        const result = await runCell(own.page, own.errors, plan, {
          openTimeoutMs: HELD_OPEN_TIMEOUT_MS,
          onWaiting: () => {
            release();
            waiting?.();
          },
        });
        results.set(keyOf(plan.screen.pattern, plan.phase, 'hang'), result);
      } finally {
        serverWrites.push(...own.errors.writes);
        await own.page.close();
      }
    } finally {
      release();
      waiting?.();
    }
  };
  const [first, ...others] = faultKinds.filter((fault) => fault !== 'hang') as FaultKind[];
  const cell = async (plan: CellPlan) => {
    await goAway(plan.screen);
    const result = await runCell(page, errors, plan);
    results.set(keyOf(plan.screen.pattern, plan.phase, plan.fault), result);
    return result;
  };

  // The first fault on every screen tells which screens make calls (and have a form); the others follow.
  const withCalls: CellPlan[] = [];
  for (const screen of screens) {
    for (const phase of ['opening', 'action'] as const) {
      const result = await cell({ screen, phase, fault: first as FaultKind });
      if (!result) {
        for (const fault of faultKinds) results.set(keyOf(screen.pattern, phase, fault), null);
      } else if (result.noCall && phase === 'opening') {
        // Nothing to fault: the screen opened with no call, so no other fault can reach it either. Its cells
        // are the same observation (screen drawn, no error), recorded for each fault.
        for (const fault of [...others, 'hang' as const]) {
          results.set(keyOf(screen.pattern, phase, fault), { ...result, fault, note: `no call under ${first}` });
        }
      } else {
        withCalls.push({ screen, phase, fault: first as FaultKind });
        held.push(runHeld({ screen, phase, fault: 'hang' }));
      }
    }
  }
  for (const fault of others) {
    for (const plan of withCalls) await cell({ ...plan, fault });
  }
  serverWrites.push(...errors.writes);
  await page.close();
  // The start-up cells time a whole console starting afresh: with up to HELD_AT_ONCE never-answering pages
  // still drawing beside them, two cores made a start take over a second now and then. They wait for those.
  await Promise.all(held.splice(0));
  // The start-up calls (the console loaded afresh) and the sign-out, each in a page of its own: both leave
  // their page signed out (the server's session lives on: its calls were faulted).
  const homeScreen = screens.find((screen) => screen.pattern === home);
  if (!homeScreen) throw new Error(`${home} is not a screen`);
  for (const phase of lastPhases) {
    // The held page starts its console first; the timed ones start theirs once it waits. Started together, the
    // first timed start shared the two cores with it (CI, 2026-11-29: its message 1203 ms after the 500, the
    // next ones 246–534 ms).
    await new Promise<void>((waiting) => held.push(runHeld({ screen: homeScreen, phase, fault: 'hang' }, waiting)));
    for (const fault of [first, ...others] as FaultKind[]) {
      const own = await newWalkPage();
      try {
        results.set(
          keyOf(home, phase, fault),
          await runCell(own.page, own.errors, { screen: homeScreen, phase, fault }),
        );
      } finally {
        serverWrites.push(...own.errors.writes);
        await own.page.close();
      }
    }
  }
  const walked = Date.now();
  await Promise.all(held);
  await heldBrowser.close();
  return { walkMs: walked - started, heldAfterWalkMs: Date.now() - walked };
};

beforeAll(async () => {
  admin = await openSignedIn(baseUrl, 'admin@example.go.jp');
  // The walk's page and up to HELD_AT_ONCE held ones are tabs of two browsers, all of them busy at times.
  const stopRaising = keepRenderersInFront(250);
  const timing = await walk().finally(stopRaising);
  const cells = [...results.values()].filter((cell): cell is CellResult => cell !== null);
  const table = tableOf(cells);
  console.log(
    `fault walk: ${cells.length} cells, walk ${timing.walkMs} ms, never-answering cells still running after it ${timing.heldAfterWalkMs} ms\n${table}`,
  );
  const out = resolve(import.meta.dirname, '../../.tmp');
  mkdirSync(out, { recursive: true });
  writeFileSync(
    resolve(out, 'faults.json'),
    `${JSON.stringify({ faults: faultLabels, timing, cells: cells.map((cell) => ({ ...cell, checks: checksOf(cell) })) }, null, 2)}\n`,
  );
  // About 5.5 minutes alone on a 2-core machine (2026-11-28: 324 s); 419 s alone and 569 s in CI's whole run
  // on the slower machine of 2026-11-29: room for a loaded one.
}, 900_000);

describe.each(lastPhases)('%s on /overview', (phase) => {
  test.each(faultKinds)('under %s: message in Japanese within 1 s, no page error, not blank', (fault) => {
    const key = keyOf(home, phase, fault);
    const cell = results.get(key);
    expect(cell, `${key} was not walked`).toBeTruthy();
    if (!cell) return;
    expect(cell.noCall, `${key}: no call was faulted`).toBe(false);
    for (const [check, passed] of Object.entries(checksOf(cell)) as [CheckName, boolean | null][]) {
      if (passed === null) continue;
      expect(
        passed,
        `${key}: ${check} ${JSON.stringify({ message: cell.message, after: cell.messageAfterMs, errors: cell.pageErrors, calls: cell.calls, others: cell.otherMessages })}`,
      ).toBe(true);
    }
  });
});

afterAll(async () => {
  if (madeAuthorId !== undefined)
    await admin?.context.request.delete(`${baseUrl}/api/author/${madeAuthorId}`, { headers: { origin: baseUrl } });
  await admin?.close();
});

test('the walk sent no write to the server (every call it caused was faulted)', () => {
  expect(serverWrites).toEqual([]);
});

describe.each(screenPatterns())('$pattern ($kind)', ({ pattern }) => {
  test.each(faultKinds)('under %s: message in Japanese within 1 s, no page error, not blank, input kept', (fault) => {
    for (const phase of ['opening', 'action'] as const) {
      const key = keyOf(pattern, phase, fault);
      expect(results.has(key), `${key} was not walked`).toBe(true);
      const cell = results.get(key);
      if (!cell) continue; // no form: nothing to submit
      expect(cell.note ?? '', `${key}: the walk could not do the cell`).not.toMatch(/sent no call|stays disabled/);
      for (const [check, passed] of Object.entries(checksOf(cell)) as [CheckName, boolean | null][]) {
        if (passed === null) continue;
        const detail = `${key}: ${check} ${JSON.stringify({ message: cell.message, after: cell.messageAfterMs, errors: cell.pageErrors, calls: cell.calls })}`;
        expect(passed, detail).toBe(true);
      }
    }
  });
});
