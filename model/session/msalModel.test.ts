import { allSettled, fork } from 'effector';
import { describe, expect, test } from 'vitest';
import { $msalError, msalSignInFx, msalSignInRequested } from './msalModel.ts';

const settings = {
  clientId: 'client',
  authority: 'https://idp.example/tenant',
  redirectUri: 'https://console.example',
};

describe('identity-provider sign-in', () => {
  test('without settings it explains in Japanese that Entra ID is not configured', async () => {
    const scope = fork();
    await allSettled(msalSignInRequested, { scope, params: undefined });
    expect(scope.getState($msalError)).toContain('設定されていません');
  });

  test('a failure from the provider leaves a Japanese error and no pending flag', async () => {
    const scope = fork({
      handlers: [
        [
          msalSignInFx,
          () => {
            throw new Error('interaction_in_progress');
          },
        ],
      ],
    });
    await allSettled(msalSignInRequested, { scope, params: settings });
    expect(scope.getState($msalError)).toContain('失敗しました');
    expect(scope.getState(msalSignInFx.pending)).toBe(false);
  });

  test('a redirect in progress is not an error', async () => {
    const scope = fork({ handlers: [[msalSignInFx, () => ({ kind: 'redirecting' as const })]] });
    await allSettled(msalSignInRequested, { scope, params: settings });
    expect(scope.getState($msalError)).toBeNull();
  });
});
