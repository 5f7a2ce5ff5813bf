import type { Locator, Page } from 'playwright-core';
import { field } from '../e2e/support/signIn.ts';

/**
 * Every HTML sink of the console, for the XSS corpus run (tests/e2e/xss.e2e.ts). A domain that renders HTML
 * from outside the console's code (form success and error content, the mail preview, the page preview)
 * adds its sink here: one entry saying how a piece of HTML reaches it through the built console and the
 * reference server, and where it is shown. The run sends every payload of ./payloads.ts through each entry.
 *
 * A piece is one unit the sink shows (a notice, a message) holding `payloadsPerPiece` payloads after a
 * marker text (`XSSPIECE7X`) that survives sanitising, so the control run can find each piece on screen and
 * write the same markup there without the sanitiser.
 */
export interface SinkRun {
  baseUrl: string;
  /** `name=value` of the administrator's session cookie, for calls made through the API. */
  adminCookie: string;
}

export interface XssSink {
  name: string;
  /** Shown to the signed-in administrator (otherwise on the sign-in screen, signed out). */
  signedIn: boolean;
  /** Payloads in one piece (1 keeps each payload's parsing context its own). */
  payloadsPerPiece: number;
  /** Pieces the sink shows at once. */
  piecesAtOnce: number;
  /** Hands the pieces to the server where the console reads them, once for every run of the round. */
  prepare?: (run: SinkRun, pieces: readonly string[]) => Promise<void>;
  /**
   * Opens the sink in `page` until every piece is on screen; resolves to the element showing them. The page
   * may still show this sink from the last round (the sanitised and shipped runs keep theirs): a sink typed
   * into stays there (`openUnlessThere`) and replaces what it typed.
   */
  show: (page: Page, run: SinkRun, pieces: readonly string[]) => Promise<Locator>;
  /**
   * The sink shows HTML as published, scripts and all, in a sandboxed frame of an opaque origin (the page
   * preview): payloads may run there by design, and count only if they run with an origin (the console's).
   * Its control is that they do run, in origin null.
   */
  isolated?: boolean;
}

/** Pages that leave a screen with typed input without being asked (see the notice preview). */
const answersLeaving = new WeakSet<Page>();
const leaveWithoutAsking = (page: Page): void => {
  if (answersLeaving.has(page)) return;
  answersLeaving.add(page);
  page.on('dialog', (dialog) => {
    void (dialog.type() === 'beforeunload' ? dialog.accept() : dialog.dismiss());
  });
};

/**
 * Opens `path` unless the page already shows it: a sink typed into keeps its screen from one round to the
 * next (a console started afresh costs seconds; the next round's typing replaces the last one's pieces).
 */
const openUnlessThere = async (page: Page, baseUrl: string, path: string): Promise<void> => {
  const here = page.url().startsWith(baseUrl) ? new URL(page.url()).pathname : undefined;
  if (here !== path) await page.goto(`${baseUrl}${path}`);
};

export const pieceMarker = (index: number): string => `XSSPIECE${index}X`;

/** Waits until the marker text of every piece is inside `root` (looked up anew: a screen may re-render). */
const untilShown = async (root: Locator, pieces: readonly string[]): Promise<void> => {
  for (const piece of pieces) {
    const marker = /^XSSPIECE\d+X/.exec(piece)?.[0] ?? '';
    await root
      .getByText(marker)
      .first()
      .waitFor({ state: 'attached', timeout: 20_000 })
      .catch(async (error: Error) => {
        throw new Error(`${error.message}\n${(await root.textContent())?.slice(0, 3000)}`);
      });
  }
};

/** Sends each piece as a notice from the administrator, oldest first (the newest is listed first). */
const sendNotices = async ({ baseUrl, adminCookie }: SinkRun, pieces: readonly string[]): Promise<void> => {
  for (const [index, content] of pieces.entries()) {
    const response = await fetch(`${baseUrl}/api/notice`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', cookie: adminCookie, origin: baseUrl },
      body: JSON.stringify({ type: 'others', title: `XSS ${index}`, content, important: false }),
    });
    if (!response.ok) throw new Error(`notice ${index}: ${response.status} ${await response.text()}`);
  }
};

export const xssSinks: readonly XssSink[] = [
  {
    // Spec §2.8: the bell lists the newest notices as HTML; the super group's bell lists 100.
    name: 'notice bell',
    signedIn: true,
    payloadsPerPiece: 1,
    piecesAtOnce: 100,
    prepare: sendNotices,
    show: async (page, { baseUrl }, pieces) => {
      await page.goto(`${baseUrl}/overview`);
      await page
        .getByRole('banner')
        .getByRole('button', { name: /^お知らせ/ })
        .click();
      const popup = page.getByRole('dialog', { name: 'お知らせ' });
      await untilShown(popup, pieces);
      return popup;
    },
  },
  {
    // The overview's newest notices (model/notice RECENT_NOTICE_COUNT: 5).
    name: 'overview notices',
    signedIn: true,
    payloadsPerPiece: 66,
    piecesAtOnce: 5,
    prepare: sendNotices,
    show: async (page, { baseUrl }, pieces) => {
      await page.goto(`${baseUrl}/overview`);
      const main = page.locator('main');
      await untilShown(main, pieces);
      return main;
    },
  },
  {
    // Issue 16: /notice lists every notice the user receives as HTML (100 for the super group), with titles.
    name: 'notice list',
    signedIn: true,
    payloadsPerPiece: 5,
    piecesAtOnce: 20,
    prepare: sendNotices,
    show: async (page, { baseUrl }, pieces) => {
      await page.goto(`${baseUrl}/notice`);
      const list = page.getByRole('list', { name: 'お知らせ一覧' });
      await untilShown(list, pieces);
      return list;
    },
  },
  {
    // Issue 16: the notice editor's live preview shows the HTML being typed, before anything is sent.
    name: 'notice preview',
    signedIn: true,
    payloadsPerPiece: 110,
    piecesAtOnce: 1,
    show: async (page, { baseUrl }, pieces) => {
      // Typed content makes the page ask before it is left (the control's page after its run, the others for
      // the next sink): leave.
      leaveWithoutAsking(page);
      await openUnlessThere(page, baseUrl, '/notice');
      const form = page.getByRole('form', { name: 'お知らせを送信' });
      await form.getByRole('textbox', { name: /本文/ }).fill(pieces[0] ?? '');
      const preview = page.getByTestId('notice-preview');
      await untilShown(preview, pieces);
      return preview;
    },
  },
  {
    // Issue 17: the page editor's preview shows the page being typed as it will be published, in a frame
    // sandboxed without allow-same-origin (ui/PagePreview).
    name: 'page preview',
    signedIn: true,
    payloadsPerPiece: 110,
    piecesAtOnce: 1,
    isolated: true,
    show: async (page, { baseUrl }, pieces) => {
      leaveWithoutAsking(page);
      await openUnlessThere(page, baseUrl, '/cms/1/page/create');
      const html = page.getByRole('textbox', { name: 'HTML' });
      await html.click();
      // The last round's pieces are still in the editor: the new ones replace them.
      await page.keyboard.press('Control+a');
      await page.keyboard.insertText(pieces[0] ?? '');
      const body = page.frameLocator('iframe[title$="のプレビュー"]:not([aria-hidden])').locator('body');
      await untilShown(body, pieces);
      return body;
    },
  },
  {
    // Issue 19: the mail composer's preview shows the HTML part being typed as the recipient will see it.
    name: 'mail preview',
    signedIn: true,
    payloadsPerPiece: 110,
    piecesAtOnce: 1,
    show: async (page, { baseUrl }, pieces) => {
      leaveWithoutAsking(page);
      await openUnlessThere(page, baseUrl, '/mail');
      await page.getByRole('textbox', { name: 'HTML本文' }).fill(pieces[0] ?? '');
      const preview = page.getByRole('tabpanel', { name: 'HTML' });
      await untilShown(preview, pieces);
      return preview;
    },
  },
  {
    // Issue 20: a form's successContent and errorContent are HTML, shown beside their fields through the sanitiser.
    name: 'form content preview',
    signedIn: true,
    payloadsPerPiece: 110,
    piecesAtOnce: 1,
    show: async (page, { baseUrl }, pieces) => {
      leaveWithoutAsking(page);
      await openUnlessThere(page, baseUrl, '/form/create');
      await page.getByRole('textbox', { name: '受付完了の表示' }).fill(pieces[0] ?? '');
      const preview = page.getByRole('figure', { name: '受付完了の表示の見本' });
      await untilShown(preview, pieces);
      return preview;
    },
  },
  {
    // Spec §2.7, §8: the message overlay shows the server's text as HTML; here a failed sign-in's message
    // (the answer to POST /auth/login replaced in the browser: the reference server's own texts are fixed).
    name: 'message overlay',
    signedIn: false,
    payloadsPerPiece: 110,
    piecesAtOnce: 1,
    show: async (page, { baseUrl }, pieces) => {
      await page.unrouteAll();
      await page.route('**/auth/login', (route) =>
        route.fulfill({
          status: 401,
          contentType: 'application/json',
          body: JSON.stringify({ error: true, message: pieces[0] }),
        }),
      );
      await openUnlessThere(page, baseUrl, '/');
      await field(page, 'メールアドレス').fill('admin@example.go.jp');
      await field(page, 'パスワード').fill('wrong-password');
      await page.getByRole('button', { name: 'ログインする' }).click();
      const overlay = page.getByRole('region', { name: 'メッセージ' });
      await untilShown(overlay, pieces);
      return overlay;
    },
  },
];
