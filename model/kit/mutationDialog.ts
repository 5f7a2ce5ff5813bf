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

export interface MutationDialogOptions<Target, Form, Params, Outcome extends MutationOutcome, Result, Source> {
  name: string;
  /** The endpoint's effect (from `apiEffects`): the dialog calls its own copy, so its pending is its own. */
  effect: Effect<Params, Outcome, unknown>;
  /** The form as the dialog opens; dialogs without fields leave it out. */
  form?: () => Form;
  /**
   * The form as the dialog opens for this target, when it starts from the record (an edit dialog); null (or
   * left out) starts from `form`. What was typed is told from this, so an unchanged edit is not dirty.
   */
  formOf?: (state: { target: Target; source: Source }) => Form | null;
  /** What else the call and the words need (the record as its list has it: its name, its version). */
  source?: Store<Source>;
  /** The call for what the dialog is about and what was typed; null while it cannot be sent (nothing chosen yet). */
  params: (state: { target: Target; form: Form; source: Source }) => Params | null;
  /**
   * Checks of what was typed, in Japanese, before anything is sent; with what the dialog is about and the
   * source, a check may compare with other records (a name already taken).
   */
  validate?: (form: Form, state: { target: Target; source: Source }) => FieldErrors<Form>;
  /**
   * What stays on screen after success until the user dismisses it (a one-time password); without it,
   * or when it answers null, the dialog is done and closes.
   */
  result?: (success: Success<Target, Params, Outcome, Source>) => Result | null;
  /** The success message (escaped by the caller where it names a record); none when left out. */
  successMessage?: (success: Success<Target, Params, Outcome, Source>) => string;
  /** Said when a refusal carries no message of its own. */
  failedText: string;
}

export interface Success<Target, Params, Outcome, Source = unknown> {
  target: Target;
  params: Params;
  outcome: Outcome;
  /** The source as it was when the call was sent (before the lists caught up with the change). */
  source: Source;
}

export interface MutationDialog<Target, Form, Params, Outcome, Result, Source = unknown> {
  opened: EventCallable<Target>;
  closed: EventCallable<void>;
  changed: EventCallable<Partial<Form>>;
  submitted: EventCallable<void>;
  $target: Store<Target | null>;
  $form: Store<Form>;
  /** Something was typed: closing by Back asks first. */
  $dirty: Store<boolean>;
  /** Per-field checks of the last submit (kept until the field changes). */
  $fieldErrors: Store<FieldErrors<Form>>;
  /** The server's refusal, shown in the dialog with what was typed kept. */
  $error: Store<string | null>;
  $pending: Store<boolean>;
  /** Kept until the dialog closes (a secret answered once). */
  $result: Store<Result | null>;
  /** Succeeded without a result to show: the page closes the dialog. */
  $done: Store<boolean>;
  succeeded: Event<Success<Target, Params, Outcome, Source>>;
}

const sameForm = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * A dialog that sends one write (create, move, reset, delete…): opened for a target, a form, a submit that
 * a second press while pending (or after success) ignores, the refusal shown with the input kept, a
 * success message, and either a result kept on screen until dismissed or done (the page closes it).
 */
export const createMutationDialog = <
  Target,
  Params,
  Outcome extends MutationOutcome,
  Form = Record<string, never>,
  Result = never,
  Source = null,
>(
  options: MutationDialogOptions<Target, Form, Params, Outcome, Result, Source>,
): MutationDialog<Target, Form, Params, Outcome, Result, Source> => {
  const $source = (options.source ?? createStore(null, { skipVoid: false })) as Store<Source>;
  const emptyForm = options.form ?? (() => ({}) as Form);
  const fx = attach({ effect: options.effect, name: `${options.name}/send` });
  const opened = createEvent<Target>();
  const closed = createEvent();
  const changed = createEvent<Partial<Form>>();
  const submitted = createEvent();

  const $target = createStore<Target | null>(null, { skipVoid: false })
    .on(opened, (_, target) => target)
    .reset(closed);
  // The form each opening starts from: the record's (formOf) or the empty one.
  const started = sample({
    clock: opened,
    source: $source,
    fn: (source, target) => options.formOf?.({ target, source }) ?? emptyForm(),
  });
  const $initial = createStore<Form>(emptyForm(), { skipVoid: false })
    .on(started, (_, form) => form)
    .reset(closed);
  const $form = createStore<Form>(emptyForm(), { skipVoid: false })
    .on(started, (_, form) => form)
    .on(changed, (form, change) => ({ ...form, ...change }))
    .reset(closed);
  const $fieldErrors = createStore<FieldErrors<Form>>({})
    .on(changed, (errors, change) => {
      const next = { ...errors };
      for (const key of Object.keys(change)) delete next[key as keyof Form];
      return next;
    })
    .reset(opened, closed);
  const $error = createStore<string | null>(null).reset(opened, closed, submitted);
  const $result = createStore<Result | null>(null, { skipVoid: false }).reset(opened, closed);
  const $done = createStore(false).reset(opened, closed);
  const $dirty = combine($form, $initial, (form, initial) => !sameForm(form, initial));

  const attempt = sample({
    clock: submitted,
    source: { target: $target, form: $form, source: $source, pending: fx.pending, result: $result, done: $done },
    filter: ({ target, pending, result, done }) => target !== null && !pending && result === null && !done,
    fn: ({ target, form, source }) => ({
      state: { target: target as Target, form, source },
      errors: options.validate?.(form, { target: target as Target, source }) ?? {},
    }),
  });
  $fieldErrors.on(attempt, (_, { errors }) => errors);
  const sent = sample({
    clock: attempt,
    filter: ({ state, errors }) => !hasFieldErrors(errors) && options.params(state) !== null,
    fn: ({ state }) => ({ params: options.params(state) as Params, state }),
  });
  const $sentWith = createStore<{ target: Target; source: Source } | null>(null, { skipVoid: false })
    .on(sent, (_, { state }) => state)
    .reset(opened, closed);
  sample({ clock: sent, fn: ({ params }) => params, target: fx });

  const succeeded = sample({
    clock: fx.done,
    source: $sentWith,
    filter: (sentWith, { result }) => sentWith !== null && result.ok,
    fn: (sentWith, { params, result }): Success<Target, Params, Outcome, Source> => ({
      target: (sentWith as { target: Target }).target,
      source: (sentWith as { source: Source }).source,
      params,
      outcome: result,
    }),
  });
  const kept = sample({
    clock: succeeded,
    fn: (success) => options.result?.(success) ?? null,
  });
  $result.on(kept, (_, result) => result);
  $done.on(kept, (_, result) => result === null);
  $error.on(fx.doneData, (current, outcome) => (outcome.ok ? current : (outcome.message ?? options.failedText)));
  $error.on(fx.fail, () => options.failedText);

  const { successMessage } = options;
  if (successMessage) {
    sample({
      clock: succeeded,
      fn: (success) => ({ message: successMessage(success), type: 'success' as const }),
      target: messageShown,
    });
  }

  return {
    opened,
    closed,
    changed,
    submitted,
    $target,
    $form,
    $dirty: combine($dirty, $result, $done, (dirty, result, done) => dirty && result === null && !done),
    $fieldErrors,
    $error,
    $pending: fx.pending,
    $result,
    $done,
    succeeded,
  };
};
