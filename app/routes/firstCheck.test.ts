import { allSettled } from 'effector';
import { describe, expect, it } from 'vitest';
import { HttpError } from '../../contract/index.ts';
import { appStarted, checkAuthFx } from '../../model/session/index.ts';
import { admin, testSession } from '../../model/session/testing.ts';
import { firstCheckOf } from './firstCheck.ts';

describe('firstCheckOf: what the router’s first load waits for', () => {
  it('waits for the first check and resolves signed in when it gave a user', async () => {
    let answer: (value: { tokenInfo: typeof admin }) => void = () => {};
    const { scope } = testSession({
      handlers: [[checkAuthFx, () => new Promise((resolve) => (answer = resolve))]],
    });
    let settled: boolean | null = null;
    void firstCheckOf(scope).then((signedIn) => (settled = signedIn));
    const started = allSettled(appStarted, { scope });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(settled).toBeNull();
    answer({ tokenInfo: admin });
    await started;
    expect(settled).toBe(true);
  });

  it('resolves signed out when the check failed (a 500)', async () => {
    const { scope } = testSession({
      handlers: [
        [
          checkAuthFx,
          () => {
            throw new HttpError(500, { error: true }, 'auth.check', 'x');
          },
        ],
      ],
    });
    const first = firstCheckOf(scope);
    await allSettled(appStarted, { scope });
    await expect(first).resolves.toBe(false);
  });

  it('resolves at once when the check has already answered', async () => {
    const { scope } = testSession({ handlers: [[checkAuthFx, () => ({ tokenInfo: admin })]] });
    await allSettled(appStarted, { scope });
    await expect(firstCheckOf(scope)).resolves.toBe(true);
  });
});
