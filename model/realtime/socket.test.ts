import { allSettled, fork } from 'effector';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { ContractError, HttpError, socketOptions } from '../../contract/index.ts';

/**
 * socket.io-client's `io` replaced at its boundary by a fake that records how it was called and returns a
 * socket the test drives, so connectFx runs for real with no server.
 */
const fake = vi.hoisted(() => {
  type Listener = (...args: unknown[]) => void;
  const makeSocket = () => {
    const listeners = new Map<string, Listener[]>();
    return {
      on: (event: string, listener: Listener) => {
        listeners.set(event, [...(listeners.get(event) ?? []), listener]);
      },
      fire: (event: string, ...args: unknown[]) => {
        for (const listener of listeners.get(event) ?? []) listener(...args);
      },
      emit: () => undefined,
      removeAllListeners: () => listeners.clear(),
      disconnect: () => undefined,
    };
  };
  return { calls: [] as unknown[][], sockets: [] as ReturnType<typeof makeSocket>[], makeSocket };
});

vi.mock('socket.io-client', () => ({
  io: (...args: unknown[]) => {
    fake.calls.push(args);
    const socket = fake.makeSocket();
    fake.sockets.push(socket);
    return socket;
  },
}));

const {
  $channelStatus,
  $connection,
  $connectionProblem,
  connectFx,
  connectionTimedOut,
  disconnectFx,
  messageReceived,
  negotiateFx,
  reconnected,
  reconnectionDelay,
  retryTimerFx,
} = await import('./socket.ts');

beforeEach(() => {
  fake.calls.splice(0);
  fake.sockets.splice(0);
});

const azure = {
  mode: 'azure' as const,
  endpoint: 'https://example.webpubsub.azure.com',
  path: '/clients/socketio/hubs/console',
  token: 'header.claims.signature',
};
const unreachable = () => {
  throw new HttpError(0, undefined, 'realtime.negotiate', 'サーバーに接続できません');
};

describe('connectFx', () => {
  test('in-process hub: connects to this origin at the hub’s path, with the cookie and §9’s options', async () => {
    const scope = fork({ handlers: [[negotiateFx, () => ({ mode: 'direct' })]] });
    await allSettled(connectFx, { scope, params: 'console' });
    expect(fake.calls).toEqual([[{ path: '/clients/socketio/hubs/console', ...socketOptions, withCredentials: true }]]);
    expect(scope.getState($connection)).toBe('connecting');
    fake.sockets[0]?.fire('connect');
    expect(scope.getState($connection)).toBe('online');
  });

  test('in-process hub whose server names its path: that path wins over the console’s hub setting', async () => {
    const scope = fork({
      handlers: [[negotiateFx, () => ({ mode: 'direct', path: '/clients/socketio/hubs/agency' })]],
    });
    await allSettled(connectFx, { scope, params: 'console' });
    expect(fake.calls).toEqual([[{ path: '/clients/socketio/hubs/agency', ...socketOptions, withCredentials: true }]]);
  });

  test('Azure Web PubSub: connects to the service’s endpoint and path with the token as access_token', async () => {
    const scope = fork({ handlers: [[negotiateFx, () => azure]] });
    await allSettled(connectFx, { scope, params: 'console' });
    expect(fake.calls).toEqual([
      [azure.endpoint, { path: azure.path, query: { access_token: azure.token }, ...socketOptions }],
    ]);
    // The channel works the same from there on: messages reach the model.
    const received = vi.fn();
    const unwatch = messageReceived.watch(received);
    fake.sockets[0]?.fire('connect');
    fake.sockets[0]?.fire('group', { action: 'updated', id: 4 });
    unwatch();
    expect(scope.getState($connection)).toBe('online');
    expect(received).toHaveBeenCalledWith({ event: 'group', action: 'updated', id: 4 });
  });

  test.each([
    ['404 (a server without our negotiate call)', () => new HttpError(404, undefined, 'realtime.negotiate', '404')],
    ['501', () => new HttpError(501, { error: true }, 'realtime.negotiate', '501')],
    [
      'a 200 that is not a negotiation (HTML, wrong shape)',
      () => new ContractError('realtime.negotiate', 'response', []),
    ],
  ])(
    'negotiation answered with %s: connects directly at this origin on the console’s hub (spec §7.2)',
    async (_, refusal) => {
      const negotiate = vi.fn(() => {
        throw refusal();
      });
      const scope = fork({ handlers: [[negotiateFx, negotiate]] });
      const result = await allSettled(connectFx, { scope, params: 'console' });
      expect(result.status).toBe('done');
      expect(negotiate).toHaveBeenCalledTimes(1);
      expect(fake.calls).toEqual([
        [{ path: '/clients/socketio/hubs/console', ...socketOptions, withCredentials: true }],
      ]);
    },
  );

  test('a failed negotiation leaves the console offline and asks again after §9’s delays', async () => {
    const negotiate = vi.fn().mockImplementationOnce(unreachable).mockImplementationOnce(unreachable);
    negotiate.mockImplementation(() => azure);
    const waits: { failures: number }[] = [];
    const scope = fork({
      handlers: [
        [negotiateFx, negotiate],
        [
          retryTimerFx,
          ({ attempt, failures }: { attempt: number; failures: number }) => {
            waits.push({ failures });
            return attempt;
          },
        ],
      ],
    });
    const result = await allSettled(connectFx, { scope, params: 'console' });
    expect(result.status).toBe('fail');
    expect(negotiate).toHaveBeenCalledTimes(3);
    expect(waits).toEqual([{ failures: 1 }, { failures: 2 }]);
    expect(fake.calls).toHaveLength(1);
    expect(scope.getState($connection)).toBe('connecting');
  });

  test('stays offline without retrying once signed out during the wait', async () => {
    let release: (attempt: number) => void = () => undefined;
    const negotiate = vi.fn(unreachable);
    const scope = fork({
      handlers: [
        [negotiateFx, negotiate],
        [
          retryTimerFx,
          ({ attempt }: { attempt: number }) => new Promise<number>((resolve) => (release = () => resolve(attempt))),
        ],
        [disconnectFx, () => undefined],
      ],
    });
    const settled = allSettled(connectFx, { scope, params: 'console' });
    await vi.waitFor(() => expect(scope.getState($connection)).toBe('offline'));
    // allSettled waits for every effect of the scope, the wait included: settle the sign-out first.
    const signedOut = allSettled(disconnectFx, { scope });
    await new Promise((resolve) => setTimeout(resolve, 0));
    release(1);
    await Promise.all([settled, signedOut]);
    expect(negotiate).toHaveBeenCalledTimes(1);
    expect(fake.calls).toHaveLength(0);
    expect(scope.getState($connection)).toBe('offline');
  });

  test('a new sign-in during the wait connects once, not twice', async () => {
    let release: () => void = () => undefined;
    const negotiate = vi
      .fn()
      .mockImplementationOnce(unreachable)
      .mockImplementation(() => ({ mode: 'direct' }));
    const scope = fork({
      handlers: [
        [negotiateFx, negotiate],
        [
          retryTimerFx,
          ({ attempt }: { attempt: number }) => new Promise<number>((resolve) => (release = () => resolve(attempt))),
        ],
        [disconnectFx, () => undefined],
      ],
    });
    const settled = allSettled(connectFx, { scope, params: 'console' });
    await vi.waitFor(() => expect(scope.getState($connection)).toBe('offline'));
    const signedInAgain = allSettled(connectFx, { scope, params: 'console' }); // the shell, for the next sign-in
    await vi.waitFor(() => expect(fake.calls).toHaveLength(1));
    release();
    await Promise.all([settled, signedInAgain]);
    expect(negotiate).toHaveBeenCalledTimes(2);
    expect(fake.calls).toHaveLength(1);
  });
});

describe('a connection that gets no answer (spec §8: a timeout error, then reconnection attempts)', () => {
  test('the first time-out of an outage is reported once; back online clears it for the next outage', async () => {
    const scope = fork({ handlers: [[negotiateFx, () => ({ mode: 'direct' })]] });
    await allSettled(connectFx, { scope, params: 'console' });
    const timedOut = vi.fn();
    const unwatch = connectionTimedOut.watch(timedOut);
    const socket = fake.sockets[0];
    socket?.fire('connect_error', new Error('timeout'));
    expect(scope.getState($connection)).toBe('connecting');
    expect(scope.getState($connectionProblem)).toBe('timeout');
    // socket.io retries by itself; each try that times out again stays quiet.
    socket?.fire('connect_error', new Error('timeout'));
    socket?.fire('connect_error', new Error('xhr poll error'));
    expect(timedOut).toHaveBeenCalledTimes(1);
    expect(scope.getState($connectionProblem)).toBe('unreachable');
    // Connected at last: a comeback, so the open lists catch up on what they missed meanwhile.
    const cameBack = vi.fn();
    const unwatchBack = reconnected.watch(cameBack);
    socket?.fire('connect');
    unwatchBack();
    expect(cameBack).toHaveBeenCalledTimes(1);
    expect(scope.getState($connection)).toBe('online');
    expect(scope.getState($connectionProblem)).toBeNull();
    // The next outage is a new one.
    socket?.fire('disconnect', 'transport close');
    socket?.fire('connect_error', new Error('timeout'));
    unwatch();
    expect(timedOut).toHaveBeenCalledTimes(2);
  });

  test('a first connection with no failed try before it is not a comeback: nothing is refetched', async () => {
    const scope = fork({ handlers: [[negotiateFx, () => ({ mode: 'direct' })]] });
    await allSettled(connectFx, { scope, params: 'console' });
    const cameBack = vi.fn();
    const unwatch = reconnected.watch(cameBack);
    fake.sockets[0]?.fire('connect');
    // A drop later is: the next connection is a comeback.
    fake.sockets[0]?.fire('disconnect', 'transport close');
    fake.sockets[0]?.fire('connect');
    unwatch();
    expect(cameBack).toHaveBeenCalledTimes(1);
  });

  test('refusals other than a time-out are not reported as one', async () => {
    const scope = fork({ handlers: [[negotiateFx, () => ({ mode: 'direct' })]] });
    await allSettled(connectFx, { scope, params: 'console' });
    const timedOut = vi.fn();
    const unwatch = connectionTimedOut.watch(timedOut);
    fake.sockets[0]?.fire('connect_error', new Error('websocket error'));
    unwatch();
    expect(timedOut).not.toHaveBeenCalled();
    expect(scope.getState($connectionProblem)).toBe('unreachable');
  });

  test('what staff are told: nothing during the first try, lost from the first failure until back online', async () => {
    const scope = fork({ handlers: [[negotiateFx, () => ({ mode: 'direct' })]] });
    expect(scope.getState($channelStatus)).toBe('lost');
    await allSettled(connectFx, { scope, params: 'console' });
    expect(scope.getState($channelStatus)).toBe('connecting');
    const socket = fake.sockets[0];
    socket?.fire('connect_error', new Error('timeout'));
    expect(scope.getState($channelStatus)).toBe('lost');
    socket?.fire('connect');
    expect(scope.getState($channelStatus)).toBe('online');
    // A drop alone (socket.io retrying, nothing failed yet) is a try in progress.
    socket?.fire('disconnect', 'transport close');
    expect(scope.getState($channelStatus)).toBe('connecting');
    socket?.fire('connect_error', new Error('xhr poll error'));
    expect(scope.getState($channelStatus)).toBe('lost');
  });

  test('the server could not be asked how to connect: lost, through the retry, until connected', async () => {
    let release: (attempt: number) => void = () => undefined;
    const scope = fork({
      handlers: [
        [
          negotiateFx,
          vi
            .fn()
            .mockImplementationOnce(unreachable)
            .mockImplementation(() => ({ mode: 'direct' })),
        ],
        [
          retryTimerFx,
          ({ attempt }: { attempt: number }) => new Promise<number>((resolve) => (release = () => resolve(attempt))),
        ],
      ],
    });
    const settled = allSettled(connectFx, { scope, params: 'console' });
    await vi.waitFor(() => expect(scope.getState($channelStatus)).toBe('lost'));
    release(1);
    await settled;
    expect(scope.getState($channelStatus)).toBe('lost');
    fake.sockets[0]?.fire('connect');
    expect(scope.getState($channelStatus)).toBe('online');
  });

  test('signing out forgets the problem', async () => {
    const scope = fork({ handlers: [[negotiateFx, () => ({ mode: 'direct' })]] });
    await allSettled(connectFx, { scope, params: 'console' });
    fake.sockets[0]?.fire('connect_error', new Error('timeout'));
    await allSettled(disconnectFx, { scope });
    expect(scope.getState($connectionProblem)).toBeNull();
    expect(scope.getState($connection)).toBe('offline');
  });
});

describe('reconnectionDelay (spec §9: 1 s, doubling, at most 5 s, jitter 0.5)', () => {
  test('without jitter: 1 s, 2 s, 4 s, then 5 s however many failures', () => {
    expect([1, 2, 3, 4, 10].map((failures) => reconnectionDelay(failures, 0))).toEqual([1000, 2000, 4000, 5000, 5000]);
  });

  test('jitter moves it by up to half, either way, never past 5 s', () => {
    expect(reconnectionDelay(1, 0.99)).toBe(1000 + 495); // floor(9.9) is odd: later
    expect(reconnectionDelay(1, 0.8)).toBe(1000 - 400); // floor(8) is even: sooner
    expect(reconnectionDelay(3, 0.99)).toBe(5000);
    for (let failures = 1; failures < 8; failures++) {
      for (const random of [0, 0.13, 0.5, 0.77, 0.999]) {
        const delay = reconnectionDelay(failures, random);
        expect(delay).toBeGreaterThanOrEqual(500);
        expect(delay).toBeLessThanOrEqual(5000);
      }
    }
  });
});
