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
  type FaultKind,
  type Fixtures,
  faultKinds,
  faultLabels,
  openScreen,
  type PageWatch,
  runCell,
  screenPatterns,
  tableOf,
  type WalkScreen,
  walkScreens,
  watchPage,
} from './support/faults.ts';
import { openSignedIn } from './support/sessions.ts';

/**
 * Issue 13: every screen that exists (app/routes/screens.tsx, 「準備中」 ones and dialog routes included) is
 * opened with each fault on the calls it makes, and its form (if it has one) submitted under each fault.
 */
const baseUrl = inject('baseUrl');
const home = '/overview';

const keyOf = (pattern: string, phase: string, fault: FaultKind) => `${pattern} ${phase} ${fault}`;

/**
 * Cells that fail today, each check by name with what happens (reported on issue 13). A check listed here
 * must still fail: once the console is fixed, the test says so and the entry goes.
 */
const knownFailures: Record<string, Partial<Record<CheckName, string>>> = {};
const knownFailure = (
  patterns: string[],
  phase: 'opening' | 'action',
  faults: readonly FaultKind[],
  checks: Partial<Record<CheckName, string>>,
) => {
  for (const pattern of patterns) {
    for (const fault of faults)
      knownFailures[keyOf(pattern, phase, fault)] = { ...knownFailures[keyOf(pattern, phase, fault)], ...checks };
  }
};
const groupPage = ['/group/:id', '/group/:id/account/create', '/group/:gId/:id/change-group', '/group/:gId/:id/reset'];
const writes = [
  '/group/create',
  '/group/:id',
  '/pw-update',
  '/group/:id/account/create',
  '/group/:gId/:id/change-group',
  '/group/:gId/:id/reset',
];
// GET /api/group/{id} and /api/group/{id}/account fail without a word: the page shows the list's copy of the
// group and its accounts table says 「この組織にはアカウントがありません」 (a false "none"); the reset and
// move dialogs say 「アカウントが見つかりません」 as if the account were gone. Held, the same with a spinner.
knownFailure(groupPage, 'opening', faultKinds, { message: 'the failed group/accounts load is not told' });
// No HTTP call has a time-out (contract/http.ts fetches without a signal): a held write leaves its button
// pending for good, with no message after the 20 s limit (the typed input stays).
knownFailure(writes, 'action', ['hang'], { message: 'a write that never answers is waited for forever' });
// A write answered 200 `{"items": 1}` passes the mutation schema: the console reports success
// (「…を保存しました」, 「パスワードを変更しました。」, 「…を追加しました」, 「…へ移動しました。」, 「…をリセットしました」).
knownFailure(writes, 'action', ['wrong-shape'], {
  message: 'an answer of the wrong shape to a write is taken as success',
});
// The password change shows a 500's own `message` as the whole message: 「エラー Internal Server Error」, nothing
// in Japanese but the severity word (the other forms put their Japanese title before the server's text).
knownFailure(['/pw-update'], 'action', ['500'], { message: "the server's English text is the whole message" });
// …and then acts on it: the create page leaves for the new record, the password form is emptied, the add
// and move dialogs close or show their result.
knownFailure(
  ['/group/create', '/pw-update', '/group/:id/account/create', '/group/:gId/:id/change-group'],
  'action',
  ['wrong-shape'],
  {
    inputKept: 'the typed input is dropped after the false success',
  },
);

let admin: OpenBrowser;
const results = new Map<string, CellResult | null>();

/** Ids of a group other than the super group with an account in it, from the API. */
const findFixtures = async (): Promise<Fixtures> => {
  const read = async (path: string) => {
    const answer = (await (await admin.context.request.get(`${baseUrl}${path}`)).json()) as unknown;
    return (Array.isArray(answer) ? answer : ((answer as { data?: unknown[] }).data ?? [])) as { id: number }[];
  };
  for (const group of await read('/api/group')) {
    if (group.id === 1) continue;
    const [account] = await read(`/api/group/${group.id}/account`);
    if (account) return { groupId: group.id, accountId: account.id };
  }
  throw new Error('no group with an account besides the super group: the seed changed');
};

const newWalkPage = async (context = admin.context): Promise<{ page: Page; errors: PageWatch }> => {
  const page = await context.newPage();
  page.setDefaultTimeout(5_000);
  const errors = watchPage(page);
  await page.goto(`${baseUrl}${home}`);
  await page.locator('main h1').waitFor();
  return { page, errors };
};

/** Writes that reached the server during the walk (there must be none: every write it causes is faulted). */
const serverWrites: string[] = [];

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
  const runHeld = async (plan: CellPlan) => {
    const own = await newWalkPage(heldBrowser.context);
    try {
      results.set(keyOf(plan.screen.pattern, plan.phase, 'hang'), await runCell(own.page, own.errors, plan));
    } finally {
      serverWrites.push(...own.errors.writes);
      await own.page.close();
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
  const walked = Date.now();
  await Promise.all(held);
  await heldBrowser.close();
  return { walkMs: walked - started, heldAfterWalkMs: Date.now() - walked };
};

beforeAll(async () => {
  admin = await openSignedIn(baseUrl, 'admin@example.go.jp');
  const timing = await walk();
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
}, 150_000);

afterAll(async () => {
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
      const known = knownFailures[key] ?? {};
      for (const [check, passed] of Object.entries(checksOf(cell)) as [CheckName, boolean | null][]) {
        if (passed === null) continue;
        const detail = `${key}: ${check} ${JSON.stringify({ message: cell.message, after: cell.messageAfterMs, errors: cell.pageErrors, calls: cell.calls })}`;
        // A known failure is reported, not asserted: fixes land cell by cell (the group page's accounts now
        // say when they could not be loaded, which made some of its cells pass and others not, depending on
        // which of its two calls the fault hit first). Take a cell out of knownFailures once it is fixed.
        if (known[check]) {
          if (passed) console.info(`${detail} passes now: remove it from knownFailures`);
        } else expect(passed, detail).toBe(true);
      }
    }
  });
});
