import { demoCode, field, submitPassword } from '../../e2e/support/signIn.ts';
import type { Figure } from '../context.ts';
import { median, type Row } from '../report.ts';

const BUDGET_MS = 500;
const RUNS = 3;
const GIVE_UP_MS = 15_000;
const ADMIN = 'admin@example.go.jp';

declare global {
  interface Window {
    __benchShown?: Promise<number | null>;
  }
}

/**
 * From the click that sends the one-time code to the overview on screen (its heading laid out, in the
 * frame after it appears), at 1× CPU, measured in the page: the click's event time to that frame. The code
 * is typed key by key first, as on the real step.
 */
export const otp: Figure = {
  name: 'otp',
  about: 'one-time code sent → overview shown, 1× CPU, median of 3',
  run: async (bench) => {
    const times: number[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      const code = await demoCode(bench.ours.url, ADMIN); // may wait for the next 30-second step: the server spends each once
      const { page, close } = await bench.newPage(bench.ours);
      try {
        await page.goto(`${bench.ours.url}/`);
        await submitPassword(page, ADMIN);
        await page.waitForURL(/\/login\/verify-token$/);
        // Typed as a person types it (a key every 150 ms, faster than most): the step fetches the signed-in
        // console meanwhile (app/router.tsx warmSignedIn), and an instant fill would measure no person.
        await field(page, 'ワンタイムパスワード').pressSequentially(code, { delay: 150 });
        await page.evaluate((GIVE_UP_MS) => {
          window.__benchShown = new Promise((resolve) => {
            document.addEventListener(
              'click',
              (event) => {
                const clickedAt = event.timeStamp;
                const check = () => {
                  if (performance.now() - clickedAt > GIVE_UP_MS) return resolve(null);
                  const heading = [...document.querySelectorAll('h1')].find(
                    (element) => element.textContent?.includes('ホーム') && element.getClientRects().length > 0,
                  );
                  if (heading) requestAnimationFrame(() => resolve(performance.now() - clickedAt));
                  else requestAnimationFrame(check);
                };
                check();
              },
              { capture: true, once: true },
            );
          });
        }, GIVE_UP_MS);
        await page.getByRole('button', { name: 'ログインする' }).click();
        const shown = await page.evaluate(() => window.__benchShown as Promise<number | null>);
        if (shown === null) {
          const headings = await page.locator('h1').allTextContents();
          throw new Error(`the overview did not show within ${GIVE_UP_MS} ms (at ${page.url()}, h1: ${headings})`);
        }
        times.push(shown);
        bench.log(`otp run ${run + 1}: ${times.at(-1)?.toFixed(0)} ms`);
      } finally {
        await close();
      }
    }
    const value = median(times);
    const row: Row = {
      figure: 'otp',
      label: 'one-time code → overview shown (1× CPU)',
      ours: value,
      unit: 'ms',
      budget: `≤ ${BUDGET_MS} ms`,
      pass: value === null ? null : value <= BUDGET_MS,
      note: `median of ${times.map((time) => time.toFixed(0)).join(', ')} ms`,
    };
    return [row];
  },
};
