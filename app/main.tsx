// First: before any module makes a schema (see the file).
import './zodWithoutEval.ts';
import { glossary } from '../contract/glossary.ts';
import { askEarly } from '../model/api/earlyAnswers.ts';
import { PRERENDER_OFF_ATTRIBUTE, PRERENDERED_ID, SIGN_IN_USABLE_MARK, START_CHUNKS_ID } from './prerender/markers.ts';
import { loadChunk } from './routes/loadChunk.ts';
import { startInSteps } from './startSteps.ts';
import { yieldToBrowser } from './yieldToBrowser.ts';

/** Should the first paint not be reported (a stylesheet that never arrives), the console starts anyway. */
const PAINT_WAIT_LIMIT_MS = 1000;
const PRELOADS_PER_TASK = 4;

/** index.html's picture of the sign-in screen is there and not turned off (app/prerender/gateScript.ts). */
const pictureShown = (): boolean =>
  document.getElementById(PRERENDERED_ID) !== null && !document.documentElement.hasAttribute(PRERENDER_OFF_ATTRIBUTE);

/**
 * The entry: the console's code (app/start.tsx) is fetched and run at once (index.html's gate script has
 * already asked for its chunks), except while index.html's picture of the sign-in screen (app/prerender) is
 * waiting to be painted: then it is fetched and run once the browser has painted it. A signed-out visitor
 * sees the sign-in screen, and can fill it in, as soon as the stylesheets are in — not after the code has competed
 * with them for the network and then been parsed and run on a slow office PC.
 */
const afterThePictureIsPainted = (): Promise<void> =>
  new Promise((resolve) => {
    if (
      !pictureShown() ||
      document.visibilityState === 'hidden' ||
      !PerformanceObserver.supportedEntryTypes.includes('paint')
    ) {
      resolve();
      return;
    }
    let timer: ReturnType<typeof setTimeout> | undefined;
    const done = () => {
      observer.disconnect();
      clearTimeout(timer);
      resolve();
    };
    const observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length > 0) done();
    });
    observer.observe({ type: 'paint', buffered: true });
    timer = setTimeout(done, PAINT_WAIT_LIMIT_MS);
  });

/** Nothing of the console could run: said in plain text where the console would have been, with the picture gone. */
const showLoadFailure = () => {
  document.getElementById(PRERENDERED_ID)?.remove();
  const root = document.getElementById('root');
  if (root)
    root.textContent = `コンソールの読み込みに失敗しました。通信状況を確認して、ページを${glossary.actions.reload}してください。`;
};

/**
 * Fetches the start's chunks (index.html lists them) side by side, without running them: the sign-in screen's
 * among them, which the router would otherwise ask for only once start has run. Where the gate script
 * already has (no picture), the browser has them in hand.
 */
const preloadStart = async () => {
  if (!pictureShown()) return;
  const list = document.getElementById(START_CHUNKS_ID)?.textContent;
  const hrefs = list ? (JSON.parse(list) as string[]) : [];
  // A few at a time: each link costs the main thread a little, and start comes in many pieces (startSteps.ts).
  for (let from = 0; from < hrefs.length; from += PRELOADS_PER_TASK) {
    if (from > 0) await yieldToBrowser();
    for (const href of hrefs.slice(from, from + PRELOADS_PER_TASK)) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
    }
  }
};

/**
 * The start's first call, the authentication check (spec §7.1), asked for before the start runs: its answer
 * comes in while the start runs in steps, and the session model's first check takes it
 * (model/api/earlyAnswers.ts). With the picture of the sign-in form, once that is painted: a request begun
 * before the first paint is one the paint may wait for (Lighthouse's LCP counted it: 1.26 → 1.51 s).
 */
const askForTheCheck = () => askEarly('/auth', { headers: { Accept: 'application/json' }, credentials: 'include' });
const withPicture = pictureShown();
if (!withPicture) askForTheCheck();

// A module script runs once the page is parsed and its stylesheets are in: the picture's form is usable.
if (withPicture) performance.mark(SIGN_IN_USABLE_MARK);

void afterThePictureIsPainted()
  .then(() => {
    if (withPicture) askForTheCheck();
    void preloadStart();
    return loadChunk('start', () => startInSteps(() => import('./start.tsx')));
  })
  .catch(showLoadFailure);
