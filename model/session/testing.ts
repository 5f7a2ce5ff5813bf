import { type Effect, fork, type Scope, type StoreWritable } from 'effector';
import type { GlobalMessage, TokenInfo } from '../../contract/index.ts';
import { $messages, messageTimerFx } from '../messages/index.ts';
import { navigateFx } from '../navigation/index.ts';
import { readRunTimeSettingsFx } from '../settings/index.ts';
import { readClockFx } from './clock.ts';
import { captureDraftFx, fillDraftFx } from './draft.ts';
import { keepAliveFx } from './inactivity.ts';
import { detectMsalReturnFx, loadMsalConfigFx, msalLoginFx, msalSignInFx } from './msalModel.ts';
import { checkAuthFx, loadConfigFx, loadDomainsFx, logoutFx } from './session.ts';
import { changePasswordFx, loginFx, updatePasswordFx, verifyFx } from './signIn.ts';
import {
  clearStorageFx,
  loadDraftFx,
  readLastActivityFx,
  removeDraftFx,
  saveDraftFx,
  writeLastActivityFx,
  writeLoginTimeFx,
} from './storage.ts';

/** Test fixtures and a scope with every effect of the session replaced: no network, storage or timers. */

export const admin: TokenInfo = {
  id: 1,
  email: 'admin@example.go.jp',
  name: '管理 太郎',
  groupId: 1,
  groupName: 'システム管理',
  type: 'Default',
  workflow: true,
  permissions: [9, 9, 9, 9, 9, 9, 9],
};

export const msalUser: TokenInfo = {
  ...admin,
  id: 5,
  email: 'msal@example.go.jp',
  name: 'クラウド 三郎',
  type: 'Msal',
};

export const TEST_ORIGIN = 'https://console.example.go.jp';

// biome-ignore lint/suspicious/noExplicitAny: effects of every shape share one handler table.
type AnyEffect = Effect<any, any, any>;
// biome-ignore lint/suspicious/noExplicitAny: as above.
type Handler = (params: any) => unknown;

export interface TestSession {
  scope: Scope;
  /** Every call of a replaced effect, by a short name, in order. */
  calls: Record<string, unknown[]>;
  /** The order effects were called in (names as in `calls`). */
  order: string[];
  /** Messages as they were when their timer started (the timer resolves at once, closing them). */
  shown: GlobalMessage[];
  /** The fake clock `readClockFx` reads. */
  clock: { now: number };
}

export const testSession = (
  options: {
    // biome-ignore lint/suspicious/noExplicitAny: store/value pairs of any type.
    values?: [StoreWritable<any>, unknown][];
    handlers?: [AnyEffect, Handler][];
    now?: number;
  } = {},
): TestSession => {
  const calls: Record<string, unknown[]> = {};
  const order: string[] = [];
  const shown: GlobalMessage[] = [];
  const clock = { now: options.now ?? 1_000_000 };
  const ref: { scope?: Scope } = {};
  const recorded =
    (name: string, answer: Handler = () => undefined): Handler =>
    (params) => {
      calls[name] = [...(calls[name] ?? []), params];
      order.push(name);
      return answer(params);
    };

  const base: [AnyEffect, string, Handler][] = [
    [navigateFx, 'navigate', () => undefined],
    [
      messageTimerFx,
      'messageTimer',
      ({ id }: { id: string }) => {
        const message = ref.scope?.getState($messages).find((item) => item.id === id);
        if (message) shown.push(message);
      },
    ],
    [readClockFx, 'clock', () => clock.now],
    [readRunTimeSettingsFx, 'readSettings', () => ({ values: {}, origin: TEST_ORIGIN })],
    [checkAuthFx, 'checkAuth', () => ({ error: true })],
    [loadConfigFx, 'loadConfig', () => ({ config: { signinAge: '3600000' } })],
    [loadDomainsFx, 'loadDomains', () => ({ data: [] })],
    [logoutFx, 'logout', () => ({})],
    [loginFx, 'login', () => ({ error: true, message: 'unset' })],
    [verifyFx, 'verify', () => ({ error: true, message: 'unset' })],
    [updatePasswordFx, 'updatePassword', () => ({ error: true, message: 'unset' })],
    [changePasswordFx, 'changePassword', () => ({ error: true, message: 'unset' })],
    [keepAliveFx, 'keepAlive', () => ({ tokenInfo: admin })],
    [loadMsalConfigFx, 'loadMsalConfig', () => ({ enabled: false })],
    [detectMsalReturnFx, 'detectMsalReturn', () => false],
    [msalSignInFx, 'msalSignIn', () => ({ kind: 'none' })],
    [msalLoginFx, 'msalLogin', () => ({ error: true })],
    [clearStorageFx, 'clearStorage', () => undefined],
    [writeLoginTimeFx, 'writeLoginTime', () => undefined],
    [writeLastActivityFx, 'writeLastActivity', () => undefined],
    [readLastActivityFx, 'readLastActivity', () => null],
    [saveDraftFx, 'saveDraft', () => undefined],
    [loadDraftFx, 'loadDraft', () => null],
    [removeDraftFx, 'removeDraft', () => undefined],
    [captureDraftFx, 'captureDraft', () => null],
    [fillDraftFx, 'fillDraft', () => 1],
  ];
  const overrides = new Map(options.handlers ?? []);
  const handlers = base.map(([effect, name, answer]): [AnyEffect, Handler] => [
    effect,
    recorded(name, overrides.get(effect) ?? answer),
  ]);
  // Effects outside the session (a page story's domain calls) are replaced as given; `calls` names only the session's.
  const sessionEffects = new Set<AnyEffect>(base.map(([effect]) => effect));
  const others = (options.handlers ?? []).filter(([effect]) => !sessionEffects.has(effect));
  const scope = fork({ values: options.values ?? [], handlers: [...handlers, ...others] });
  ref.scope = scope;
  return { scope, calls, order, shown, clock };
};
