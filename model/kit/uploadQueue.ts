import {
  attach,
  createEffect,
  createEvent,
  createStore,
  type Effect,
  type Event,
  type EventCallable,
  type Store,
  sample,
  scopeBind,
} from 'effector';
import type { MutationOutcome } from '../../contract/index.ts';

/** Where one file of the queue is. `refused` is decided before any byte is sent; `failed` after. */
export const uploadStates = ['waiting', 'uploading', 'done', 'refused', 'failed', 'cancelled', 'conflict'] as const;
export type UploadState = (typeof uploadStates)[number];

/** How a file whose name is already listed goes up: as a second file (renamed by the server), or over it. */
export type ConflictChoice = 'keep' | 'replace';

export interface UploadEntry {
  /** The queue's own key for this file (not the record's id). */
  key: number;
  file: File;
  state: UploadState;
  /** Bytes sent so far and of how many (the request's size, a little more than the file's). */
  loaded: number;
  total: number;
  /** Why it was refused or failed (Japanese), or what the conflict is; null otherwise. */
  message: string | null;
  /** How a conflict was resolved (null while none was, or there was none). */
  choice: ConflictChoice | null;
}

/** What the send effect gets for one file. */
export interface UploadSendParams<Query> {
  file: File;
  query: Query;
  /** Aborts the request (the queue's cancel). */
  signal: AbortSignal;
  /** Bytes sent so far, from `XMLHttpRequest.upload.onprogress` (already bound to the caller's scope). */
  onProgress: (loaded: number, total: number) => void;
}

export interface UploadQueueOptions<Query, Outcome extends MutationOutcome, Source> {
  name: string;
  /**
   * Sends one file and resolves with its outcome, never failing (a refusal or a lost connection is an
   * outcome): `createUploadSend(endpoint)` for the real one; tests and stories answer it in their scope.
   */
  send: Effect<UploadSendParams<Query>, Outcome, unknown>;
  /** The query of one file's call, from how its conflict was resolved (null: there was none). */
  query: (entry: UploadEntry) => Query;
  /** What `check` and `conflictOf` compare with (the files already listed). */
  source?: Store<Source>;
  /** Why a file may not go, decided before any byte is sent (type, size), or null. */
  check?: (file: File, source: Source) => string | null;
  /** Why a file would meet one already there (a name already listed), or null: it then waits for `resolved`. */
  conflictOf?: (file: File, source: Source) => string | null;
  /** Files sent at once (default 2). */
  parallel?: number;
  /** Said when a failure carries no message of its own. */
  failedText: string;
}

export interface UploadQueue<Outcome> {
  /** Files chosen (a picker, a drop): each is checked, then waits its turn. */
  added: EventCallable<readonly File[]>;
  /** Stops a waiting or uploading file (the request aborted) or drops a conflict. */
  cancelled: EventCallable<number>;
  /** A conflict resolved: the file waits its turn again, to be kept beside the other or to replace it. */
  resolved: EventCallable<{ key: number; choice: ConflictChoice }>;
  /** A failed file is tried again. */
  retried: EventCallable<number>;
  /** A file that is over (done, refused, failed, cancelled) leaves the list. */
  dismissed: EventCallable<number>;
  /** Every file that is over leaves the list. */
  clearedFinished: EventCallable<void>;
  /** Every file, in the order added. */
  $entries: Store<UploadEntry[]>;
  /** Some file is waiting or uploading. */
  $busy: Store<boolean>;
  /** One file went up: its outcome (a domain upserts the stored record from it). */
  uploaded: Event<{ entry: UploadEntry; outcome: Outcome }>;
  /** Back to empty, aborting what is under way (sign-out, the screen closing). */
  reset: EventCallable<void>;
}

const FINISHED: readonly UploadState[] = ['done', 'refused', 'failed', 'cancelled'];
export const isUploadFinished = (entry: Pick<UploadEntry, 'state'>): boolean => FINISHED.includes(entry.state);

const patch = (entries: UploadEntry[], key: number, change: (entry: UploadEntry) => UploadEntry | null) =>
  entries.map((entry) => (entry.key === key ? (change(entry) ?? entry) : entry));

/**
 * A queue of files uploaded one by one (or a few at a time), each with its own state and real progress:
 * refusals decided before sending (`check`), a conflict waiting for the user's choice (`conflictOf`,
 * `resolved`), cancel per file (the request aborted), retry of a failed one. The domain gives the send
 * effect, its query, its checks and its words; the queue knows nothing of what is uploaded.
 */
export const createUploadQueue = <Query, Outcome extends MutationOutcome, Source = null>(
  options: UploadQueueOptions<Query, Outcome, Source>,
): UploadQueue<Outcome> => {
  const parallel = Math.max(1, options.parallel ?? 2);
  const $source = (options.source ?? createStore(null, { skipVoid: false })) as Store<Source>;
  const added = createEvent<readonly File[]>();
  const cancelled = createEvent<number>();
  const resolved = createEvent<{ key: number; choice: ConflictChoice }>();
  const retried = createEvent<number>();
  const dismissed = createEvent<number>();
  const clearedFinished = createEvent();
  const reset = createEvent();
  const progressed = createEvent<{ key: number; loaded: number; total: number }>();
  const pumped = createEvent();

  const $nextKey = createStore(1, { name: `${options.name}/next-key` });
  const $entries = createStore<UploadEntry[]>([], { name: `${options.name}/entries`, serialize: 'ignore' }).reset(
    reset,
  );
  /** The requests under way, to abort them (never on screen). */
  const $controllers = createStore<Record<number, AbortController>>({}, { serialize: 'ignore' });

  const checked = sample({
    clock: added,
    source: { next: $nextKey, source: $source },
    fn: ({ next, source }, files): UploadEntry[] =>
      files.map((file, index) => {
        const refusal = options.check?.(file, source) ?? null;
        const conflict = refusal === null ? (options.conflictOf?.(file, source) ?? null) : null;
        return {
          key: next + index,
          file,
          state: refusal !== null ? 'refused' : conflict !== null ? 'conflict' : 'waiting',
          loaded: 0,
          total: file.size,
          message: refusal ?? conflict,
          choice: null,
        };
      }),
  });
  $nextKey.on(checked, (next, entries) => next + entries.length);
  $entries.on(checked, (entries, more) => [...entries, ...more]);

  $entries.on(resolved, (entries, { key, choice }) =>
    patch(entries, key, (entry) =>
      entry.state === 'conflict' ? { ...entry, state: 'waiting', choice, message: null } : null,
    ),
  );
  $entries.on(retried, (entries, key) =>
    patch(entries, key, (entry) =>
      entry.state === 'failed' ? { ...entry, state: 'waiting', loaded: 0, message: null } : null,
    ),
  );
  $entries.on(dismissed, (entries, key) => entries.filter((entry) => entry.key !== key || !isUploadFinished(entry)));
  $entries.on(clearedFinished, (entries) => entries.filter((entry) => !isUploadFinished(entry)));
  $entries.on(progressed, (entries, { key, loaded, total }) =>
    patch(entries, key, (entry) => (entry.state === 'uploading' ? { ...entry, loaded, total } : null)),
  );

  // Cancel: a waiting file or a conflict just stops; an uploading one has its request aborted.
  const abortFx = createEffect((controller: AbortController) => controller.abort());
  const stopped = sample({
    clock: cancelled,
    source: $entries,
    filter: (entries, key) =>
      entries.some((entry) => entry.key === key && ['waiting', 'uploading', 'conflict'].includes(entry.state)),
    fn: (_, key) => key,
  });
  sample({
    clock: stopped,
    source: $controllers,
    filter: (controllers, key) => controllers[key] !== undefined,
    fn: (controllers, key) => controllers[key] as AbortController,
    target: abortFx,
  });
  $entries.on(stopped, (entries, key) => patch(entries, key, (entry) => ({ ...entry, state: 'cancelled' })));
  // Read before they are dropped: the reset aborts every request under way.
  const abandoned = sample({ clock: reset, source: $controllers, fn: (controllers) => Object.values(controllers) });
  sample({
    clock: abandoned,
    target: createEffect((controllers: AbortController[]) => {
      for (const controller of controllers) controller.abort();
    }),
  });
  $controllers.reset(abandoned);

  // The next waiting files, as many as there are free places, start together.
  const started = sample({
    clock: [pumped, checked, resolved, retried, stopped],
    source: $entries,
    fn: (entries) => {
      const free = parallel - entries.filter((entry) => entry.state === 'uploading').length;
      return entries
        .filter((entry) => entry.state === 'waiting')
        .slice(0, Math.max(0, free))
        .map((entry) => ({ entry, controller: new AbortController() }));
    },
  });
  const launched = sample({ clock: started, filter: (batch) => batch.length > 0 });
  $entries.on(launched, (entries, batch) =>
    entries.map((entry) =>
      batch.some((start) => start.entry.key === entry.key) ? { ...entry, state: 'uploading', loaded: 0 } : entry,
    ),
  );
  $controllers.on(launched, (controllers, batch) => ({
    ...controllers,
    ...Object.fromEntries(batch.map(({ entry, controller }) => [entry.key, controller])),
  }));

  const sendOneFx = createEffect(
    async ({ entry, controller }: { entry: UploadEntry; controller: AbortController }): Promise<Outcome> => {
      const report = scopeBind(progressed, { safe: true });
      return sendFx({
        file: entry.file,
        query: options.query(entry),
        signal: controller.signal,
        onProgress: (loaded, total) => report({ key: entry.key, loaded, total }),
      });
    },
  );
  const sendFx = attach({ effect: options.send, name: `${options.name}/send` });
  sample({
    clock: launched,
    target: createEffect((batch: { entry: UploadEntry; controller: AbortController }[]) => {
      for (const start of batch) sendOneFx(start);
    }),
  });

  const keyOf = ({ params }: { params: { entry: UploadEntry } }) => params.entry.key;
  $controllers.on(sendOneFx.finally, (controllers, done) => {
    const { [keyOf(done)]: _, ...rest } = controllers;
    return rest;
  });
  // An answer for a file cancelled meanwhile (or reset) changes nothing.
  const answered = sample({
    clock: sendOneFx.done,
    source: $entries,
    filter: (entries, done) => entries.some((entry) => entry.key === keyOf(done) && entry.state === 'uploading'),
    fn: (_, done) => done,
  });
  $entries.on(answered, (entries, { params, result }) =>
    patch(entries, params.entry.key, (entry) =>
      result.ok
        ? { ...entry, state: 'done', loaded: entry.total, message: null }
        : { ...entry, state: 'failed', message: result.message ?? options.failedText },
    ),
  );
  $entries.on(sendOneFx.fail, (entries, { params }) =>
    patch(entries, params.entry.key, (entry) =>
      entry.state === 'uploading' ? { ...entry, state: 'failed', message: options.failedText } : null,
    ),
  );
  sample({ clock: sendOneFx.finally, fn: () => undefined, target: pumped });

  const uploaded = sample({
    clock: answered,
    filter: ({ result }) => result.ok,
    fn: ({ params, result }) => ({ entry: params.entry, outcome: result }),
  });

  return {
    added,
    cancelled,
    resolved,
    retried,
    dismissed,
    clearedFinished,
    $entries,
    $busy: $entries.map((entries) => entries.some((entry) => ['waiting', 'uploading'].includes(entry.state))),
    uploaded,
    reset,
  };
};
