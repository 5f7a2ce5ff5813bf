import type { ConsoleMessage, Page, Request, Route } from 'playwright-core';
import { dialogScreens, screens } from '../../../app/routes/screens.tsx';
import { glossary, REQUEST_TIMEOUT_MS } from '../../../contract/index.ts';
import { idle, LeaveQuestion } from './pageObjects/index.ts';

/**
 * The fault-injection walk (issue 13): every screen of app/routes/screens.tsx opened in the app, and its
 * form submitted, with one fault on every API call it makes, and what the console then shows, measured.
 */

/** The faults of issue 13, each done to every call a cell makes. */
export const faultKinds = ['500', '502-html', 'reset', 'hang', 'malformed', 'wrong-shape'] as const;
export type FaultKind = (typeof faultKinds)[number];

export const faultLabels: Record<FaultKind, string> = {
  '500': '500 + JSON error body',
  '502-html': '502 + HTML body',
  reset: 'connection reset',
  hang: 'never answers',
  malformed: 'malformed JSON',
  'wrong-shape': 'JSON of the wrong shape',
};

/**
 * How long a call that never answers may take before the console must have given up and said so: the
 * console's own stated time-out (ours: the spec names none for HTTP calls).
 */
export const GIVE_UP_LIMIT_MS = REQUEST_TIMEOUT_MS;
/** The message must be there this long after the fault is known (issue 13). */
export const MESSAGE_WITHIN_MS = 1_000;
/** How long past its time-out a never-answered call's message is waited for (a loaded machine's late timer). */
const HANG_GRACE_MS = 10_000;
/**
 * How long after the fault a message is still waited for, to tell "late" from "never": the page's own notes
 * time it (messageStampScript), so this only has to outlast what a loaded machine adds before the test sees it.
 */
const MESSAGE_WAIT_MS = 3_000;

/** The calls a fault is done to: the API and the session's calls, never the socket or the console's files. */
export const isFaultable = (url: URL): boolean =>
  url.pathname.startsWith('/api/') || url.pathname === '/auth' || url.pathname.startsWith('/auth/');

/** Marks a faulted answer, so that the page can tell when the console got it (see countCallsScript). */
const FAULT_HEADER = 'x-fault-walk';

/**
 * Counts, inside the page, the calls it starts that `isFaultable` would catch (fetch and XMLHttpRequest). A
 * call started reaches the route handler through the browser's network stack, later than the page's own tasks
 * on a loaded machine: the count says a call is on its way, so the walk waits for it instead of calling the
 * cell "no call". It also notes when the first faulted answer (or failure) reached the console's fetch: the
 * fault is known from then, measured in the page rather than when the test's route handler sent it, which on a
 * loaded machine can be long before. Added before the walk's page loads (a string: the test's transform names
 * inner functions).
 */
export const countCallsScript = `(() => {
  const faultable = (input) => {
    try {
      const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, location.href);
      return url.pathname.startsWith('/api/') || url.pathname === '/auth' || url.pathname.startsWith('/auth/');
    } catch {
      return false;
    }
  };
  window.__walkCallsStarted = 0;
  const fetchOf = window.fetch;
  window.__walkFaultKnownAt = null;
  const known = () => {
    window.__walkFaultKnownAt ??= Date.now();
  };
  window.fetch = function (input, init) {
    if (!faultable(input)) return fetchOf.call(this, input, init);
    window.__walkCallsStarted += 1;
    const call = fetchOf.call(this, input, init);
    call.then((response) => {
      if (response.headers.has('${FAULT_HEADER}')) known();
    }, known);
    return call;
  };
  const openOf = XMLHttpRequest.prototype.open;
  XMLHttpRequest.prototype.open = function (method, url, ...rest) {
    if (faultable(url)) window.__walkCallsStarted += 1;
    return openOf.call(this, method, url, ...rest);
  };
})();`;

/** How many faultable calls the page has started (see countCallsScript). */
const callsStarted = (page: Page): Promise<number> =>
  page.evaluate('window.__walkCallsStarted ?? 0') as Promise<number>;

const htmlBody =
  '<!DOCTYPE html><html><head><title>502 Bad Gateway</title></head><body><h1>502 Bad Gateway</h1></body></html>';

/** Does the fault to one call; resolves once the console has it (never, for `hang`). */
const answer = async (route: Route, fault: FaultKind): Promise<boolean> => {
  switch (fault) {
    case '500':
      await route.fulfill({
        status: 500,
        headers: { [FAULT_HEADER]: fault },
        contentType: 'application/json',
        body: JSON.stringify({ error: true, message: 'Internal Server Error' }),
      });
      return true;
    case '502-html':
      await route.fulfill({
        status: 502,
        headers: { [FAULT_HEADER]: fault },
        contentType: 'text/html',
        body: htmlBody,
      });
      return true;
    case 'reset':
      await route.abort('connectionreset');
      return true;
    case 'malformed':
      await route.fulfill({
        status: 200,
        headers: { [FAULT_HEADER]: fault },
        contentType: 'application/json',
        body: '{"data": [',
      });
      return true;
    case 'wrong-shape':
      await route.fulfill({
        status: 200,
        headers: { [FAULT_HEADER]: fault },
        contentType: 'application/json',
        body: '{"items": 1}',
      });
      return true;
    case 'hang':
      // Held: the route is never answered. The page is closed (or the routes removed) after the cell.
      return false;
  }
};

// --- the screens -----------------------------------------------------------------------------------

export interface WalkScreen {
  /** The route pattern, as in app/routes/screens.tsx. */
  pattern: string;
  /** The URL opened. */
  path: string;
  kind: 'page' | 'dialog';
  title: string;
  /** For a dialog: the page it is opened over (navigation state `background`, spec §2.3). */
  background?: string;
}

/** Ids of records that exist, for the routes' params (`:gId`, `:id`, ...). */
export interface Fixtures {
  /** A group other than the super group, with an account in it. */
  groupId: number;
  /** An account of that group, not the signed-in one. */
  accountId: number;
  /** A theme no website uses (its delete can be sent), for `/cms/theme/:id…`. */
  themeId?: number;
  /** A website without pages (its delete can be sent), for `/cms/website/:id…`. */
  websiteId?: number;
  /** A scheduled mail (its cancel can be sent), for `/mail/:id…`. */
  mailId?: number;
  /** An approver (its delete can be sent), for `/author/:id…`. */
  authorId?: number;
  /** A request the walk's user may approve and reject, for `/workflow/:id…`. */
  workflowId?: number;
  /** A page with versions (the page of a request) and its website, for `/cms/:webId/page/:id/history`. */
  versionedPage?: { webId: number; id: number };
}

/**
 * A route pattern with its params filled. Organisation routes get the fixtures (`/group/:gId/:id/...` is an
 * account of a group, `/group/:id...` a group, `/cms/theme/:id…` a theme no website uses, `/cms/website/:id…` a website without pages, `/mail/:id…` a scheduled mail, `/author/:id…` an approver, `/workflow/:id…` a request to decide, a page's history a page with versions); any other param is `1`.
 */
export const fillParams = (pattern: string, fixtures: Fixtures): string => {
  const group = pattern.startsWith('/group/');
  const theme = pattern.startsWith('/cms/theme/');
  const website = pattern.startsWith('/cms/website/');
  const mail = pattern.startsWith('/mail/');
  const author = pattern.startsWith('/author/');
  const workflow = pattern.startsWith('/workflow/');
  const history = pattern.startsWith('/cms/:webId/page/:id/history') ? fixtures.versionedPage : undefined;
  return pattern.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    if (history && (name === 'webId' || name === 'id')) return String(history[name]);
    if (author && name === 'id' && fixtures.authorId !== undefined) return String(fixtures.authorId);
    if (workflow && name === 'id' && fixtures.workflowId !== undefined) return String(fixtures.workflowId);
    if (mail && name === 'id' && fixtures.mailId !== undefined) return String(fixtures.mailId);
    if (theme && name === 'id' && fixtures.themeId !== undefined) return String(fixtures.themeId);
    if (website && name === 'id' && fixtures.websiteId !== undefined) return String(fixtures.websiteId);
    if (!group) return '1';
    if (name === 'gId') return String(fixtures.groupId);
    if (name === 'id') return String(pattern.includes(':gId') ? fixtures.accountId : fixtures.groupId);
    return '1';
  });
};

const patternMatches = (pattern: string, path: string): boolean => {
  const regex = new RegExp(`^${pattern.replace(/:[A-Za-z]+/g, '[^/]+')}$`);
  return regex.test(path);
};

/** The page a dialog route is opened over: the nearest page route above it (as app/routes/guards.tsx falls back). */
const backgroundOf = (path: string): string => {
  const parts = path.split('/');
  while (parts.length > 1) {
    parts.pop();
    const candidate = parts.join('/');
    if (screens.some((screen) => patternMatches(screen.path, candidate))) return candidate;
  }
  return '/overview';
};

/** Every screen that exists (built or 「準備中」), pages first, then dialogs over their pages. */
export const walkScreens = (fixtures: Fixtures): WalkScreen[] => [
  ...screens.map((screen) => ({
    pattern: screen.path,
    path: fillParams(screen.path, fixtures),
    kind: 'page' as const,
    title: screen.title,
  })),
  ...dialogScreens.map((dialog) => {
    const path = fillParams(dialog.path, fixtures);
    return { pattern: dialog.path, path, kind: 'dialog' as const, title: dialog.title, background: backgroundOf(path) };
  }),
];

/** The route patterns alone, known when the test file is collected (the tests are declared from them). */
export const screenPatterns = (): { pattern: string; kind: 'page' | 'dialog' }[] => [
  ...screens.map((screen) => ({ pattern: screen.path, kind: 'page' as const })),
  ...dialogScreens.map((dialog) => ({ pattern: dialog.path, kind: 'dialog' as const })),
];

// --- in the page -----------------------------------------------------------------------------------

const MARK = 'data-fault-walk-seen';

/**
 * Moves the app to a path without loading the page again, as a link does: a history entry and a popstate,
 * which the router reads as a navigation (with `state` as the location's state).
 */
export const openInApp = (page: Page, path: string, state: unknown = null): Promise<void> =>
  page.evaluate(
    ({ path, state }) => {
      const idx = ((history.state as { idx?: number } | null)?.idx ?? 0) + 1;
      history.pushState({ usr: state, key: Math.random().toString(36).slice(2, 10), idx }, '', path);
      dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
    },
    { path, state },
  );

/**
 * Marks the headings and messages on screen now, so that what appears afterwards can be told apart; the
 * page's notes of a failure message and of a faulted answer start again (messageStampScript, countCallsScript).
 */
const markPresent = (page: Page): Promise<void> =>
  page.evaluate((mark) => {
    Object.assign(window, { __walkMessageAt: null, __walkFaultKnownAt: null });
    for (const element of document.querySelectorAll(
      'main h1, [role="dialog"], [role="alert"], [role="alertdialog"], [data-severity], section[aria-live] li',
    )) {
      element.setAttribute(mark, '');
    }
  }, MARK);

/** The messages that tell of a failure: alerts, the message overlay's items, inline alerts of any severity. */
const messageSelector = `:is([role="alert"], [data-severity], section[aria-live] li):not([${MARK}])`;

const japanese = /[\u3040-\u30ff\u3400-\u9fff]/;
/** Severity words read out before a message (ui/SeverityIcon): they alone do not make a message Japanese. */
const severityWords = /^(エラー|警告|注意|情報|成功|お知らせ)[:：]?\s*/;

export interface ShownMessage {
  text: string;
  /** `error`, `warning`, `info`, `success`: ui/InlineAlert's data-severity, the overlay item's data-type. */
  severity: string;
}

/** The messages shown since the last mark, with their severity. */
const newMessages = (page: Page): Promise<ShownMessage[]> =>
  page.evaluate(
    (selector) =>
      [...document.querySelectorAll<HTMLElement>(selector)]
        .map((element) => ({
          text: (element.textContent ?? '').replace(/\s+/g, ' ').trim(),
          severity:
            element.getAttribute('data-severity') ??
            element.getAttribute('data-type') ??
            (element.getAttribute('role') === 'alert' ? 'error' : ''),
        }))
        .filter((message) => message.text !== ''),
    messageSelector,
  );

/**
 * Notes, inside the page, when a new failure message (as `tellsOfFailure` reads it) first appears: the time the
 * console showed it, not when the test's polling saw it, which on a loaded machine can be much later.
 */
export const messageStampScript = `(() => {
  window.__walkMessageAt = null;
  const japanese = ${japanese};
  const severityWords = ${severityWords};
  const failing = (element) => {
    const text = (element.textContent || '').replace(/\\s+/g, ' ').trim();
    const severity = element.getAttribute('data-severity') ?? element.getAttribute('data-type') ??
      (element.getAttribute('role') === 'alert' ? 'error' : '');
    return (severity === 'error' || severity === 'warning') && japanese.test(text.replace(severityWords, ''));
  };
  new MutationObserver(() => {
    if (window.__walkMessageAt !== null) return;
    if ([...document.querySelectorAll('${messageSelector}')].some(failing)) window.__walkMessageAt = Date.now();
  }).observe(document, { childList: true, subtree: true, characterData: true, attributes: true });
})();`;

/** A message that tells of a failure (not a success or a plain note), in Japanese. */
const tellsOfFailure = (message: ShownMessage) =>
  (message.severity === 'error' || message.severity === 'warning') &&
  japanese.test(message.text.replace(severityWords, ''));

/** Waits for a new failure message until `deadline` (epoch ms); resolves with the time it was seen, or null. */
const waitForFailureMessage = async (page: Page, deadline: number): Promise<number | null> => {
  const timeout = deadline - Date.now();
  if (timeout <= 0) return (await newMessages(page)).some(tellsOfFailure) ? Date.now() : null;
  try {
    await page.waitForFunction(
      (selector) =>
        [...document.querySelectorAll<HTMLElement>(selector)].some(
          (element) =>
            (element.textContent ?? '').trim() !== '' &&
            ['error', 'warning'].includes(
              element.getAttribute('data-severity') ??
                element.getAttribute('data-type') ??
                (element.getAttribute('role') === 'alert' ? 'error' : ''),
            ),
        ),
      messageSelector,
      // Polled on a timer, not on animation frames: the never-answering cells run in pages side by side, and
      // a page Chromium does not draw gets no frames, so a message there was seen only once the wait was over.
      { timeout, polling: 50 },
    );
    return Date.now();
  } catch {
    return null;
  }
};

/** The text of the main landmark and of an open dialog: what tells a blank screen. */
const visibleText = (page: Page) =>
  page.evaluate(() => ({
    main: document.querySelector('main')?.textContent?.trim() ?? '',
    dialog: document.querySelector('[role="dialog"]')?.textContent?.trim() ?? '',
  }));

// --- the recorded results --------------------------------------------------------------------------

/**
 * `opening` a screen in the app, an `action` (its form submitted), a `reload` (the console started afresh on
 * the screen: the start-up calls, spec §7.1), `signOut` (the header's ログアウト).
 */
export type Phase = 'opening' | 'action' | 'reload' | 'signOut';

export interface CellResult {
  screen: string;
  path: string;
  phase: Phase;
  fault: FaultKind;
  /** The calls the fault was done to, as 「METHOD /path」. */
  calls: string[];
  /** No call was made: nothing to fault (a screen not built yet, or data the shell already holds). */
  noCall: boolean;
  /** A new message telling of the failure (error or warning), in Japanese: its text. */
  message: string | null;
  /** Other new messages: a success claimed for a call that failed, a failure told in another language. */
  otherMessages: string[];
  /** From the fault being known (the first faulted answer delivered, or the give-up limit) to the message. */
  messageAfterMs: number | null;
  pageErrors: string[];
  blank: boolean;
  /** For a form: what was typed is still there (and the dialog still open). null without a form. */
  inputKept: boolean | null;
  /** Something the walk itself could not do (no form found after all, a submit that sent nothing...). */
  note?: string;
}

export type CheckName = 'message' | 'within1s' | 'pageErrors' | 'blank' | 'inputKept';

/** Each check of a cell: true passes, false fails, null does not apply. */
export const checksOf = (cell: CellResult): Record<CheckName, boolean | null> => ({
  message: cell.noCall ? null : cell.message !== null,
  within1s: cell.noCall || cell.message === null ? null : (cell.messageAfterMs ?? Infinity) <= MESSAGE_WITHIN_MS,
  pageErrors: cell.pageErrors.length === 0,
  blank: !cell.blank,
  inputKept: cell.inputKept,
});

const yesNo = (value: boolean | null) => (value === null ? '—' : value ? 'yes' : 'NO');

/** One line per cell: screen, phase, fault, calls, and the checks as the issue words them. */
export const tableOf = (cells: CellResult[]): string => {
  const header = ['screen', 'phase', 'fault', 'calls', 'message shown', '≤1 s', 'page errors', 'blank', 'input kept'];
  const rows = cells.map((cell) => {
    const checks = checksOf(cell);
    return [
      cell.path,
      cell.phase,
      cell.fault,
      cell.noCall ? '(none)' : cell.calls.join(', '),
      cell.noCall
        ? '— (no call)'
        : cell.message !== null
          ? 'yes'
          : cell.otherMessages.length > 0
            ? `NO (only 「${cell.otherMessages.join(' / ')}」)`
            : 'NO',
      checks.within1s === null ? '—' : `${checks.within1s ? 'yes' : 'NO'} (${cell.messageAfterMs} ms)`,
      String(cell.pageErrors.length),
      cell.blank ? 'YES' : 'no',
      yesNo(cell.inputKept),
    ];
  });
  const widths = header.map((title, column) =>
    Math.min(60, Math.max(title.length, ...rows.map((row) => (row[column] ?? '').length))),
  );
  const line = (row: string[]) => `| ${row.map((value, column) => value.padEnd(widths[column] ?? 0)).join(' | ')} |`;
  return [line(header), `|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`, ...rows.map(line)].join('\n');
};

// --- one cell --------------------------------------------------------------------------------------

/**
 * Watches a page for the walk: page errors and console errors while a cell runs (the browser's own
 * 「Failed to load resource」 line for a faulted call is expected), and the API calls under way.
 */
/**
 * Calls that are not GETs yet change nothing: the page editor's HTML check (`POST /api/cms/validate/`, sent
 * as typing pauses, so also after a cell's fault is lifted) and where a page is used (`PATCH
 * /api/cms/page/checkUsed/{id}`, asked again after a refused delete), and the mail composer's preview
 * (`POST /api/mail/preview`: the recipients counted as the draft changes). They reach the server without
 * counting as writes.
 */
const checksOnly = [/^\/api\/cms\/validate\/$/, /^\/api\/cms\/page\/checkUsed\/\d+$/, /^\/api\/mail\/preview$/];

export const watchPage = (page: Page) => {
  let current: string[] | null = null;
  let faulted = new Set<string>();
  const faultedRequests = new WeakSet<Request>();
  const inFlight = new Set<Request>();
  /** Writes that reached the server: the walk must send none (every write it causes is faulted). */
  const writes: string[] = [];
  page.on('pageerror', (error) => current?.push(`pageerror: ${error.message}`));
  page.on('console', (message: ConsoleMessage) => {
    if (!current || message.type() !== 'error') return;
    const text = message.text();
    const at = message.location().url;
    if (text.startsWith('Failed to load resource') && faulted.has(at)) return;
    current.push(`console: ${text}${at ? ` (${at})` : ''}`);
  });
  page.on('request', (request) => {
    if (isFaultable(new URL(request.url()))) inFlight.add(request);
  });
  const settled = (request: Request) => inFlight.delete(request);
  page.on('requestfinished', (request) => {
    settled(request);
    const url = new URL(request.url());
    if (
      request.method() !== 'GET' &&
      isFaultable(url) &&
      !checksOnly.some((check) => check.test(url.pathname)) &&
      !faultedRequests.has(request)
    ) {
      writes.push(`${request.method()} ${new URL(request.url()).pathname}`);
    }
  });
  page.on('requestfailed', settled);
  return {
    start: () => {
      current = [];
      faulted = new Set();
    },
    faulted: (request: Request) => {
      faulted.add(request.url());
      faultedRequests.add(request);
    },
    writes,
    stop: () => {
      const seen = current ?? [];
      current = null;
      return seen;
    },
    /** Waits until the page has run what it queued and no API call is under way (or `timeout` passed). */
    quiet: async (timeout = 5_000) => {
      // Quiet twice in a row: a load is often asked for only once the previous one has answered.
      const deadline = Date.now() + timeout;
      let quietRounds = 0;
      while (quietRounds < 2 && Date.now() < deadline) {
        await idle(page, 2);
        quietRounds = inFlight.size === 0 ? quietRounds + 1 : 0;
      }
    },
  };
};
export type PageWatch = ReturnType<typeof watchPage>;

/** Installs the fault on every faultable call; tells when the first faulted answer reached the console. */
const injectFault = async (page: Page, fault: FaultKind, onFaulted: (request: Request) => void) => {
  const calls: string[] = [];
  const held: Route[] = [];
  let knownAt: number | null = null;
  const handler = async (route: Route) => {
    const request = route.request();
    calls.push(`${request.method()} ${new URL(request.url()).pathname}`);
    onFaulted(request);
    if (await answer(route, fault)) knownAt ??= Date.now();
    else held.push(route);
  };
  await page.route(isFaultable, handler);
  // A held call the console gives up on (its own time-out aborts it) fails in the browser: when it did.
  let gaveUpAt: number | null = null;
  const failed = (request: Request) => {
    if (gaveUpAt === null && isFaultable(new URL(request.url()))) gaveUpAt = Date.now();
  };
  // A hang's call fails when the console gives it up; a reset's when the browser learns of it (later on a loaded machine).
  if (fault === 'hang' || fault === 'reset') page.on('requestfailed', failed);
  return {
    calls,
    knownAt: () => knownAt,
    gaveUpAt: () => gaveUpAt,
    /**
     * Removes the fault (the same matcher and handler: unroute matches by identity). Held calls are aborted
     * first: a route left unanswered when it is removed goes on to the server, and a held write (a password
     * change, a new group) must never reach it.
     */
    remove: async () => {
      page.off('requestfailed', failed);
      await Promise.all(held.map((route) => route.abort('connectionreset').catch(() => {})));
      await page.unroute(isFaultable, handler).catch(() => {});
    },
  };
};

const leaveWords = [LeaveQuestion.page.leave, LeaveQuestion.dialog.leave];

/**
 * Opens a screen in the app and waits until it is drawn: a new main heading for a page, its dialog for a
 * dialog, or a new message in their place (a load that failed) — or, when `settled` says so (calls held),
 * once the address is the screen's. A leave question in the way (typed input of the screen before) is
 * answered by leaving.
 */
export const openScreen = async (
  page: Page,
  screen: { path: string; background?: string },
  settled: () => boolean = () => false,
  timeout = 10_000,
) => {
  await markPresent(page);
  const state = screen.background
    ? { background: { pathname: screen.background, search: '', hash: '', state: null, key: 'default' } }
    : null;
  await openInApp(page, screen.path, state);
  const drawn = screen.background ? `[role="dialog"]:not([${MARK}])` : `main h1:not([${MARK}])`;
  const deadline = Date.now() + timeout;
  for (;;) {
    const outcome = await page.evaluate(
      ({ drawn, path, message }) =>
        document.querySelector('[role="alertdialog"]')
          ? 'asked'
          : location.pathname !== path
            ? 'moving'
            : document.querySelector(drawn) || document.querySelector(message)
              ? 'drawn'
              : 'there',
      { drawn, path: screen.path, message: messageSelector },
    );
    if (outcome === 'drawn' || (outcome === 'there' && settled())) return;
    if (outcome === 'asked') {
      const question = page.getByRole('alertdialog');
      await question.getByRole('button', { name: new RegExp(`^(${leaveWords.join('|')})$`) }).click();
      // Leaving goes on to where the app was asked to go.
      await question.waitFor({ state: 'detached' });
    }
    if (Date.now() > deadline) throw new Error(`${screen.path} was not drawn within ${timeout} ms (${outcome})`);
    await page.waitForTimeout(16);
  }
};

/** What was typed into a form, to be checked afterwards. */
interface Typed {
  selector: string;
  value: string;
}

const PASSWORD_NOW = 'demo-password-2026';
const PASSWORD_NEW = 'Fault-walk-2026-kakunin!';

/**
 * Finds the screen's form (in its dialog, else in the main landmark), fills what it can (text, e-mail,
 * password, textarea; the first free option of each select; a checkbox if submit stays disabled), and gives
 * the submit button. null when there is no form with a submit button.
 */
const fillForm = async (page: Page, inDialog: boolean): Promise<{ typed: Typed[]; submit: string } | null> => {
  const scopeSelector = inDialog ? '[role="dialog"]' : 'main';
  // Marks the fields the walk fills, so that they are found again by a stable selector.
  const fields = await page.evaluate(
    ({ scopeSelector, passwordNow, passwordNew }) => {
      const scope = document.querySelector(scopeSelector);
      if (!scope) return null;
      const submit = scope.querySelector<HTMLButtonElement>('button[type="submit"]');
      if (!submit) return null;
      submit.setAttribute('data-fault-walk-submit', '');
      const form = submit.form ?? scope;
      // A field with a pattern the walk's text does not fit (a page's path) is left as it is.
      const fits = (element: HTMLInputElement | HTMLTextAreaElement, value: string) => {
        const pattern = element.getAttribute('pattern');
        return pattern === null || new RegExp(`^(?:${pattern})$`, 'v').test(value);
      };
      const editable = [...form.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')].filter(
        (element) =>
          !element.disabled &&
          !element.readOnly &&
          element.getAttribute('role') !== 'combobox' &&
          element.getAttribute('role') !== 'spinbutton' &&
          (element instanceof HTMLTextAreaElement || ['text', 'email', 'password', ''].includes(element.type)) &&
          element.offsetParent !== null &&
          fits(element, 'フォルト確認'),
      );
      let passwords = 0;
      return editable.map((element, index) => {
        element.setAttribute('data-fault-walk-field', String(index));
        const type = element instanceof HTMLTextAreaElement ? 'textarea' : element.type;
        const value =
          type === 'email' || /mail/i.test(element.name + element.autocomplete)
            ? 'fault.walk@example.go.jp'
            : type === 'password'
              ? passwords++ === 0
                ? passwordNow
                : passwordNew
              : 'フォルト確認';
        return { selector: `[data-fault-walk-field="${index}"]`, value };
      });
    },
    { scopeSelector, passwordNow: PASSWORD_NOW, passwordNew: PASSWORD_NEW },
  );
  if (!fields) return null;
  // A field an earlier one hid as it was typed into (a disclosure that closes) is left as it is.
  const typed: typeof fields = [];
  for (const field of fields) {
    const target = page.locator(field.selector);
    if (!(await target.isVisible())) continue;
    await target.fill(field.value);
    typed.push(field);
  }
  const scope = page.locator(scopeSelector).first();
  // A select still showing its placeholder (Ark marks its trigger) gets its first option that may be chosen.
  const selects = scope.locator('[role="combobox"][data-placeholder-shown]:not([data-disabled])');
  for (let chosen = 0; chosen < 10 && (await selects.count()) > 0; chosen += 1) {
    await selects.first().click();
    const option = page.locator('[role="option"]:visible:not([data-disabled]):not([aria-disabled="true"])').first();
    if ((await option.count()) === 0) {
      await page.keyboard.press('Escape');
      break;
    }
    await option.click();
  }
  const submit = page.locator('[data-fault-walk-submit]');
  // A group of checkboxes none of which is checked is a "choose at least one" (the lists a mail goes to).
  const emptyGroup = scope.locator('fieldset:not(:has(input[type="checkbox"]:checked))').getByRole('checkbox');
  if (await submit.isDisabled()) {
    const box = scope.getByRole('checkbox').first();
    if ((await box.count()) > 0) await box.setChecked(true, { force: true });
  } else if ((await emptyGroup.count()) > 0) await emptyGroup.first().setChecked(true, { force: true });
  return { typed, submit: '[data-fault-walk-submit]' };
};

export interface CellPlan {
  screen: WalkScreen;
  phase: Phase;
  fault: FaultKind;
}

/** How a cell runs on its page, when not the walk's own page's way. */
export interface CellOptions {
  /** How long its screen gets to be drawn (default: openScreen's). */
  openTimeoutMs?: number;
  /** Called once its faulted call is on its way and only its outcome is waited for (the page is idle). */
  onWaiting?: () => void;
}

/**
 * One cell on a page already signed in and on some screen: opens the screen (with the fault on its calls
 * for `opening`; without, then fills and submits under the fault for `action`), then measures.
 * Resolves null for an `action` cell of a screen with no form.
 */
export const runCell = async (
  page: Page,
  errors: PageWatch,
  plan: CellPlan,
  options: CellOptions = {},
): Promise<CellResult | null> => {
  errors.start();
  let cell: CellResult | null;
  let seen: string[] = [];
  try {
    cell = await measureCell(page, errors, plan, options);
  } finally {
    seen = errors.stop();
  }
  return cell && { ...cell, pageErrors: seen };
};

const measureCell = async (
  page: Page,
  errors: PageWatch,
  { screen, phase, fault }: CellPlan,
  { openTimeoutMs, onWaiting }: CellOptions,
): Promise<CellResult | null> => {
  const inDialog = screen.kind === 'dialog';
  let form: Awaited<ReturnType<typeof fillForm>> = null;
  let injected: Awaited<ReturnType<typeof injectFault>> | null = null;
  const note: string[] = [];
  try {
    if (phase === 'opening') {
      const faulted = await injectFault(page, fault, (request) => errors.faulted(request));
      injected = faulted;
      await openScreen(page, screen, () => fault === 'hang' && faulted.calls.length > 0, openTimeoutMs);
    } else if (phase === 'reload') {
      const url = new URL(screen.path, page.url()).href;
      // The old page is left first: a call it made while the fault was on would be cut off by the
      // navigation and count as one the new page gave up on (all at once, 30 s before the message).
      await page.goto('about:blank');
      const faulted = await injectFault(page, fault, (request) => errors.faulted(request));
      injected = faulted;
      await page.goto(url, { waitUntil: 'commit' });
      // The start-up calls go out once the console's script runs.
      await page.waitForFunction(() => document.readyState !== 'loading');
      const by = Date.now() + 5_000;
      while (faulted.calls.length === 0 && Date.now() < by) await page.waitForTimeout(10);
    } else if (phase === 'signOut') {
      if (new URL(page.url()).pathname !== screen.path) await openScreen(page, screen, undefined, openTimeoutMs);
      await errors.quiet();
      await markPresent(page);
      injected = await injectFault(page, fault, (request) => errors.faulted(request));
      await page.getByRole('banner').getByRole('button', { name: glossary.session.signOut, exact: true }).click();
    } else {
      await openScreen(page, screen, undefined, openTimeoutMs);
      // The screen's own loads settle first: the form is filled once it is there.
      await errors.quiet();
      form = await fillForm(page, inDialog);
      if (!form) return null;
      await markPresent(page);
      injected = await injectFault(page, fault, (request) => errors.faulted(request));
      // A form may judge what was typed once typing pauses (the pasted addresses): its submit waits for that.
      const submit = page.locator(form.submit);
      for (const until = Date.now() + 1000; (await submit.isDisabled()) && Date.now() < until; ) {
        await page.waitForTimeout(50);
      }
      if (await submit.isDisabled()) {
        const shown = await visibleText(page);
        note.push(
          `submit stays disabled after filling the form: 「${(shown.dialog || shown.main).replace(/\s+/g, ' ')}」`,
        );
      } else {
        const startedBefore = await callsStarted(page);
        await page.locator(form.submit).click();
        // A call the submit started is on its way to the route handler: wait until it gets there.
        if (injected.calls.length === 0) await idle(page);
        if (injected.calls.length === 0 && (await callsStarted(page)) > startedBefore) {
          const by = Date.now() + 5_000;
          while (injected.calls.length === 0 && Date.now() < by) await page.waitForTimeout(10);
        }
      }
    }
    // A call the screen makes is asked for within a few tasks and frames of opening or submitting.
    if (injected.calls.length === 0) await idle(page);
    const noCall = injected.calls.length === 0;
    if (noCall && phase === 'action' && note.length === 0) note.push('submit sent no call');
    let messageAt: number | null = null;
    let knownAt: number | null = null;
    if (!noCall) {
      if (fault === 'hang') {
        onWaiting?.();
        // Known: the console's own time-out, when it gives the call up (the call fails in the browser). On a
        // loaded machine its timer fires late: the message is waited for past the limit and timed from then.
        const started = Date.now();
        messageAt = await waitForFailureMessage(page, started + GIVE_UP_LIMIT_MS + HANG_GRACE_MS);
        const gaveUpAt = injected.gaveUpAt() ?? started + GIVE_UP_LIMIT_MS;
        knownAt = messageAt === null ? null : Math.min(messageAt, gaveUpAt);
      } else {
        const deliveredBy = Date.now() + 5_000;
        while (injected.knownAt() === null && Date.now() < deliveredBy) await page.waitForTimeout(10);
        knownAt = injected.knownAt();
        messageAt = knownAt === null ? null : await waitForFailureMessage(page, knownAt + MESSAGE_WAIT_MS);
        // A reset is known to the console once the browser has failed the call, not when the route aborted it.
        const browserFailedAt = fault === 'reset' ? injected.gaveUpAt() : null;
        if (knownAt !== null && messageAt !== null && browserFailedAt !== null)
          knownAt = Math.max(knownAt, Math.min(browserFailedAt, messageAt));
      }
    }
    // Timed in the page where it noted them (a loaded machine delays what the test's own clock sees).
    if (messageAt !== null && knownAt !== null) {
      const noted = (await page.evaluate(
        '({ message: window.__walkMessageAt, known: window.__walkFaultKnownAt })',
      )) as {
        message: number | null;
        known: number | null;
      };
      if (noted.message !== null) messageAt = noted.message;
      if (fault !== 'hang' && noted.known !== null) knownAt = noted.known;
    }
    const messages = await newMessages(page);
    const failure = messages.find(tellsOfFailure);
    // A reload and a sign-out end on another screen (the sign-in one): blank or not once it is drawn.
    if (phase === 'reload' || phase === 'signOut') {
      await page
        .locator('main h1')
        .first()
        .waitFor({ timeout: 5_000 })
        .catch(() => {});
    }
    const text = await visibleText(page);
    let inputKept: boolean | null = null;
    if (form) {
      const values = await Promise.all(
        form.typed.map(async (field) =>
          (await page.locator(field.selector).count()) === 1 ? page.locator(field.selector).inputValue() : null,
        ),
      );
      const dialogOpen = !inDialog || (await page.locator('[role="dialog"]').count()) > 0;
      inputKept = dialogOpen && form.typed.every((field, index) => values[index] === field.value);
    }
    return {
      screen: screen.pattern,
      path: screen.path,
      phase,
      fault,
      calls: [...new Set(injected.calls)],
      noCall,
      message: failure?.text ?? null,
      otherMessages: messages.filter((shown) => shown !== failure).map((shown) => `${shown.severity}: ${shown.text}`),
      messageAfterMs: messageAt === null || knownAt === null ? null : Math.max(0, messageAt - knownAt),
      pageErrors: [],
      blank: text.main === '' && text.dialog === '',
      inputKept,
      ...(note.length > 0 ? { note: note.join('; ') } : {}),
    };
  } finally {
    await injected?.remove();
  }
};
