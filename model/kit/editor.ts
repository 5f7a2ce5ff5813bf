import {
  attach,
  combine,
  createEvent,
  createStore,
  type Effect,
  type Event,
  type EventCallable,
  type Store,
  sample,
} from 'effector';
import type { MutationOutcome } from '../../contract/index.ts';
import { messageShown } from '../messages/index.ts';
import { type FieldErrors, hasFieldErrors } from './validation.ts';

/** A record the editor can edit: `version` (ours) makes saves conflict-checked; without it saves just go. */
export interface Editable {
  id: number;
  version?: number;
}

interface Call<Input, Params> {
  effect: Effect<Params, MutationOutcome, unknown>;
  params: (input: Input) => Params;
}

/**
 * A check the server makes of the draft before every save (a page's HTML, spec §5). The save goes only when
 * the check passes; when the check cannot be made (no answer), the save goes and the server's own check on
 * the save decides.
 */
export interface Precheck<Draft, Check> {
  effect: Effect<Draft, Check, unknown>;
  passes: (result: Check) => boolean;
  /** Said when the check holds the save back (what it found is shown by the screen, from the effect). */
  blockedText: string | ((result: Check) => string);
}

export interface EditorOptions<R extends Editable, Draft, CreateParams, UpdateParams, Check = never> {
  name: string;
  empty: () => Draft;
  draftOf: (record: R) => Draft;
  validate?: (draft: Draft) => FieldErrors<Draft>;
  create?: Call<Draft, CreateParams>;
  update: Call<{ record: R; draft: Draft }, UpdateParams>;
  precheck?: Precheck<Draft, Check>;
  /** The record as the server has it now (after a stale save, to show theirs beside mine). */
  fetchCurrent: Effect<number, R | undefined, unknown>;
  /** The record after a save went through, from what was edited and the answer (id, version). */
  afterSave: (input: { base: R | null; draft: Draft; outcome: MutationOutcome }) => R;
  successMessage?: (record: R) => string;
  staleText: string;
  failedText: string;
}

export interface Editor<R extends Editable, Draft> {
  /** Start editing a record, or a new one (null). */
  opened: EventCallable<R | null>;
  /** The record as the list now has it: the form follows a newer version while nothing is typed. */
  recordSeen: EventCallable<R>;
  changed: EventCallable<Partial<Draft>>;
  saveClicked: EventCallable<void>;
  /** After a conflict: save mine over their version, in one press. */
  keepMineClicked: EventCallable<void>;
  /** After a conflict: drop mine and edit theirs. */
  takeTheirsClicked: EventCallable<void>;
  $base: Store<R | null>;
  $draft: Store<Draft>;
  /** Unsaved changes: leaving asks first. */
  $dirty: Store<boolean>;
  /** A save is on its way (its check included): a second press does nothing. */
  $saving: Store<boolean>;
  $fieldErrors: Store<FieldErrors<Draft>>;
  /** The server's refusal, shown with the draft kept. */
  $saveError: Store<string | null>;
  /** After a stale save: both versions, until the user picks one. */
  $conflict: Store<{ mine: Draft; theirs: R } | null>;
  /** A save went through: the record as the server now has it. */
  saved: Event<R>;
  /** A new record was created (create mode): where the page goes next. */
  created: Event<R>;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
/** A late answer read before the last save: never followed (without versions nothing is older). */
const olderThan = (record: Editable, base: Editable) =>
  record.version !== undefined && base.version !== undefined && record.version < base.version;

/** The editor of a versioned record: draft, dirty, save, stale-version conflict, follow newer versions. */
export const createEditor = <R extends Editable, Draft, CreateParams = never, UpdateParams = never, Check = never>(
  options: EditorOptions<R, Draft, CreateParams, UpdateParams, Check>,
): Editor<R, Draft> => {
  const createFx = options.create
    ? attach({ effect: options.create.effect, mapParams: options.create.params })
    : undefined;
  const updateFx = attach({ effect: options.update.effect, mapParams: options.update.params });
  const fetchCurrentFx = attach({ effect: options.fetchCurrent });
  const precheckFx = options.precheck ? attach({ effect: options.precheck.effect }) : undefined;

  const opened = createEvent<R | null>();
  const recordSeen = createEvent<R>();
  const changed = createEvent<Partial<Draft>>();
  const saveClicked = createEvent();
  const keepMineClicked = createEvent();
  const takeTheirsClicked = createEvent();

  const $base = createStore<R | null>(null, { skipVoid: false }).on(opened, (_, record) => record);
  const $draft = createStore<Draft>(options.empty(), { skipVoid: false })
    .on(opened, (_, record) => (record ? options.draftOf(record) : options.empty()))
    .on(changed, (draft, change) => ({ ...draft, ...change }));
  const $dirty = combine($draft, $base, (draft, base) => !same(draft, base ? options.draftOf(base) : options.empty()));
  const $saving = combine(
    [updateFx.pending, createFx?.pending ?? updateFx.pending, precheckFx?.pending ?? updateFx.pending],
    (pending) => pending.some(Boolean),
  );
  const $fieldErrors = createStore<FieldErrors<Draft>>({})
    .on(changed, (errors, change) => {
      const next = { ...errors };
      for (const key of Object.keys(change)) delete next[key as keyof Draft];
      return next;
    })
    .reset(opened);
  const $saveError = createStore<string | null>(null).reset(opened, saveClicked);
  const $conflict = createStore<{ mine: Draft; theirs: R } | null>(null).reset(opened);

  sample({
    clock: recordSeen,
    source: { base: $base, dirty: $dirty },
    filter: ({ base, dirty }, record) =>
      base?.id !== record.id || (!dirty && !same(base, record) && !olderThan(record, base)),
    fn: (_, record) => record,
    target: opened,
  });

  const attempt = sample({
    clock: saveClicked,
    source: { draft: $draft, base: $base, saving: $saving },
    filter: ({ saving }) => !saving,
    fn: ({ draft, base }) => ({ draft, base, errors: options.validate?.(draft) ?? {} }),
  });
  $fieldErrors.on(attempt, (_, { errors }) => errors);
  const valid: Event<Draft> = sample({
    clock: attempt,
    filter: ({ errors }) => !hasFieldErrors(errors),
    fn: ({ draft }) => draft,
  });
  // The draft that goes: the one checked, not what the form holds when the check answers.
  const send = createEvent<Draft>();
  const { precheck } = options;
  if (precheck && precheckFx) {
    sample({ clock: valid, fn: (draft: Draft) => draft, target: precheckFx });
    sample({
      clock: precheckFx.done,
      filter: ({ result }) => precheck.passes(result),
      fn: ({ params }) => params,
      target: send,
    });
    sample({ clock: precheckFx.fail, fn: ({ params }) => params, target: send });
    $saveError.on(precheckFx.doneData, (error, result) =>
      precheck.passes(result)
        ? error
        : typeof precheck.blockedText === 'function'
          ? precheck.blockedText(result)
          : precheck.blockedText,
    );
  } else {
    sample({ clock: valid, fn: (draft: Draft) => draft, target: send });
  }
  if (createFx)
    sample({ clock: send, source: $base, filter: (base) => base === null, fn: (_, draft) => draft, target: createFx });
  sample({
    clock: send,
    source: $base,
    filter: (base) => base !== null,
    fn: (base, draft) => ({ record: base as R, draft }),
    target: updateFx,
  });

  // What was sent, not what the form holds when the answer comes: typing meanwhile stays unsaved.
  const answered = createEvent<{ draft: Draft; outcome: MutationOutcome }>();
  sample({
    clock: updateFx.done,
    fn: ({ params, result }) => ({ draft: params.draft, outcome: result }),
    target: answered,
  });
  if (createFx)
    sample({
      clock: createFx.done,
      fn: ({ params, result }) => ({ draft: params, outcome: result }),
      target: answered,
    });
  const finished = sample({
    clock: answered,
    source: $base,
    fn: (base, { draft, outcome }) => ({ base, draft, outcome }),
  });
  const saved = createEvent<R>();
  const created = createEvent<R>();
  sample({ clock: finished, filter: ({ outcome }) => outcome.ok, fn: options.afterSave, target: saved });
  sample({
    clock: finished,
    filter: ({ base, outcome }) => base === null && outcome.ok,
    fn: options.afterSave,
    target: created,
  });
  // The next save names the version the server answered; the form shows what was saved unless more was typed since.
  const savedFrom = sample({
    clock: finished,
    source: $draft,
    filter: (_, { outcome }) => outcome.ok,
    fn: (current, input) => ({ record: options.afterSave(input), typedSince: !same(current, input.draft) }),
  });
  $base.on(savedFrom, (_, { record }) => record);
  $draft.on(savedFrom, (current, { record, typedSince }) => (typedSince ? current : options.draftOf(record)));
  $conflict.reset(savedFrom);
  $saveError.on(finished, (_, { outcome }) =>
    outcome.ok ? null : outcome.stale ? options.staleText : (outcome.message ?? options.failedText),
  );
  $saveError.on([updateFx.fail, ...(createFx ? [createFx.fail] : [])], () => options.failedText);
  const { successMessage } = options;
  if (successMessage) {
    sample({
      clock: saved,
      fn: (record: R) => ({ message: successMessage(record), type: 'success' as const }),
      target: messageShown,
    });
  }

  sample({
    clock: finished,
    filter: ({ base, outcome }) => outcome.stale && base !== null,
    fn: ({ base }) => (base as R).id,
    target: fetchCurrentFx,
  });
  sample({
    clock: fetchCurrentFx.doneData,
    source: $draft,
    filter: (_, theirs) => theirs !== undefined,
    fn: (mine, theirs) => ({ mine, theirs: theirs as R }),
    target: $conflict,
  });

  const keptMine = createEvent<R>();
  sample({
    clock: keepMineClicked,
    source: $conflict,
    filter: (conflict): conflict is { mine: Draft; theirs: R } => conflict !== null,
    fn: (conflict) => (conflict as { theirs: R }).theirs,
    target: keptMine,
  });
  $base.on(keptMine, (_, theirs) => theirs);
  $conflict.reset(keptMine);
  sample({ clock: keptMine, fn: () => undefined, target: saveClicked });
  sample({
    clock: takeTheirsClicked,
    source: $conflict,
    filter: (conflict): conflict is { mine: Draft; theirs: R } => conflict !== null,
    fn: (conflict) => (conflict as { theirs: R }).theirs,
    target: opened,
  });

  return {
    opened,
    recordSeen,
    changed,
    saveClicked,
    keepMineClicked,
    takeTheirsClicked,
    $base,
    $draft,
    $dirty,
    $saving,
    $fieldErrors,
    $saveError,
    $conflict,
    saved,
    created,
  };
};
