import { attach, combine, createEffect, createEvent, createStore, sample } from 'effector';
import { debounce } from 'patronum';
import type { TokenInfo } from '../../contract/index.ts';
import { japanDateTime } from '../../contract/japanDateTime.ts';
import { BODY_MAX, CONFIRM_ABOVE, type MailPreview, SUBJECT_MAX } from '../../contract/mail.ts';
import { mayMailTo } from '../../contract/mailing.ts';
import { checkText, type FieldErrors, fieldErrors } from '../kit/index.ts';
import { mailings } from '../mailing/index.ts';
import { messageShown } from '../messages/index.ts';
import { $tokenInfo } from '../session/index.ts';
import { mailFx, mailHistory } from './history.ts';
import { mailText as text } from './text.ts';

/** What the sender composes. `scheduledAt` is as typed in a date-time field, in Japan's time. */
export interface MailDraft {
  mailingIds: number[];
  subject: string;
  text: string;
  html: string;
  when: 'now' | 'later';
  scheduledAt: string;
}

export const emptyMailDraft = (): MailDraft => ({
  mailingIds: [],
  subject: '',
  text: '',
  html: '',
  when: 'now',
  scheduledAt: '',
});

/** How long typing pauses before the server is asked what the send would do. */
export const MAIL_PREVIEW_PAUSE_MS = 400;

/** The mailing lists to choose from: model/mailing's list resource (MAIL 1 may read the lists). */
export const mailTargets = mailings;

/** The lists this user's group may send to (contract `mayMailTo`). */
export const $sendableMailings = combine(mailTargets.$items, $tokenInfo, (items, user: TokenInfo | null) =>
  user ? items.filter((list) => mayMailTo(list, user)) : [],
);

/** A date-time field's value (`2026-12-01T09:00`) read as Japan's time; null when it is not one. */
export const scheduledInstant = (value: string): string | null => {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(value)) return null;
  const date = new Date(`${value.length === 16 ? `${value}:00` : value}+09:00`);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
};

/** The checks of a send, in Japanese; `now` (ms) decides whether a scheduled time is still ahead. */
export const checkMailDraft = (
  draft: MailDraft,
  { allowed, now, forTest = false }: { allowed: readonly number[]; now: number; forTest?: boolean },
): FieldErrors<MailDraft> => {
  const hasBody = draft.text.trim() !== '' || draft.html.trim() !== '';
  const instant = draft.when === 'later' ? scheduledInstant(draft.scheduledAt) : null;
  return fieldErrors<MailDraft>({
    mailingIds: forTest
      ? undefined
      : draft.mailingIds.length === 0
        ? text.noMailing
        : draft.mailingIds.some((id) => !allowed.includes(id))
          ? text.notAllowed
          : undefined,
    subject: checkText(draft.subject, { required: true, max: SUBJECT_MAX }),
    text: hasBody ? checkText(draft.text, { max: BODY_MAX }) : text.noBody,
    html: checkText(draft.html, { max: BODY_MAX }),
    scheduledAt:
      forTest || draft.when === 'now'
        ? undefined
        : draft.scheduledAt.trim() === ''
          ? text.noTime
          : instant === null
            ? text.badTime
            : Date.parse(instant) <= now
              ? text.pastTime
              : undefined,
  });
};

/** The id of one composed mail: made when a compose starts, kept across retries and double presses. */
export const newRequestIdFx = createEffect(() => crypto.randomUUID());
/** The clock a scheduled time is checked against (tests and stories answer it). */
export const mailClockFx = createEffect(() => Date.now());

export const composeStarted = createEvent();
export const composeChanged = createEvent<Partial<MailDraft>>();
export const mailingToggled = createEvent<{ id: number; chosen: boolean }>();
export const sendClicked = createEvent();
export const testClicked = createEvent();
/** The typed count in the confirmation. */
export const confirmTyped = createEvent<string>();
export const confirmSubmitted = createEvent();
export const confirmClosed = createEvent();

export const $draft = createStore<MailDraft>(emptyMailDraft())
  .on(composeChanged, (draft, change) => ({ ...draft, ...change }))
  .on(mailingToggled, (draft, { id, chosen }) => ({
    ...draft,
    mailingIds: chosen
      ? draft.mailingIds.includes(id)
        ? draft.mailingIds
        : [...draft.mailingIds, id]
      : draft.mailingIds.filter((each) => each !== id),
  }))
  .reset(composeStarted);
export const $requestId = createStore<string | null>(null).on(newRequestIdFx.doneData, (_, id) => id);
/** Something was typed: leaving asks first. */
export const $composeDirty = $draft.map(
  (draft) => draft.subject.trim() !== '' || draft.text.trim() !== '' || draft.html.trim() !== '',
);

// ── The preview: what a send would do, asked once typing pauses; an answer for a draft changed since is dropped.
const previewBodyOf = (draft: MailDraft) => ({
  mailingIds: draft.mailingIds,
  subject: draft.subject.slice(0, SUBJECT_MAX),
  text: draft.text,
  html: draft.html,
});
const $previewBody = $draft.map(previewBodyOf);
const $previewKey = $previewBody.map((body) => JSON.stringify(body));
const previewFx = attach({ effect: mailFx.preview, mapParams: (body: ReturnType<typeof previewBodyOf>) => ({ body }) });
const previewWanted = createEvent();
const settled = debounce($previewKey.updates, MAIL_PREVIEW_PAUSE_MS);
const worthAsking = (body: ReturnType<typeof previewBodyOf>) =>
  body.mailingIds.length > 0 || body.subject.trim() !== '' || body.text.trim() !== '' || body.html.trim() !== '';
/** The composer left the screen: a preview still waiting for typing to pause is not asked any more. */
export const composeLeft = createEvent();
const $composeShown = createStore(false)
  .on(composeStarted, () => true)
  .on(composeLeft, () => false);
sample({
  clock: [settled, previewWanted],
  source: { body: $previewBody, shown: $composeShown },
  filter: ({ body, shown }) => shown && worthAsking(body),
  fn: ({ body }) => body,
  target: previewFx,
});

const previewAnswered = sample({
  clock: previewFx.done,
  source: $previewKey,
  filter: (key, { params }) => key === JSON.stringify(params),
  fn: (_, { result }) => result,
});
const isPreview = (answer: object): answer is MailPreview =>
  'recipientCount' in answer && typeof answer.recipientCount === 'number' && 'text' in answer;
/** What the server answered for the draft as typed (null before the first answer, or when it failed). */
export const $preview = createStore<MailPreview | null>(null)
  .on(previewAnswered, (_, answer) =>
    answer.ok && isPreview(answer)
      ? {
          recipientCount: answer.recipientCount,
          duplicateCount: answer.duplicateCount ?? 0,
          outsideDomains: answer.outsideDomains ?? [],
          from: answer.from ?? '',
          text: answer.text ?? '',
          unsubscribe: answer.unsubscribe ?? false,
        }
      : null,
  )
  .reset(composeStarted);
export const $previewFailed = createStore(false)
  .on(previewAnswered, (_, answer) => !(answer.ok && isPreview(answer)))
  .on(
    sample({
      clock: previewFx.fail,
      source: $previewKey,
      filter: (key, { params }) => key === JSON.stringify(params),
    }),
    () => true,
  )
  .reset(composeStarted);
/** The answer shown is not for what is typed now (a newer one is coming). */
export const $previewPending = previewFx.pending;

// ── Field checks.
const $allowedIds = $sendableMailings.map((lists) => lists.map((list) => list.id));
export const $fieldErrors = createStore<FieldErrors<MailDraft>>({})
  .on(composeChanged, (errors, change) => {
    const next = { ...errors };
    for (const key of Object.keys(change)) delete next[key as keyof MailDraft];
    if ('when' in change) delete next.scheduledAt;
    return next;
  })
  .on(mailingToggled, ({ mailingIds: _, ...rest }) => rest)
  .reset(composeStarted);

// ── Sending: checked, then (above CONFIRM_ABOVE) the typed count, then sent with the compose's request id.
const sendFx = attach({ effect: mailFx.send, name: 'mail-compose/send' });
const checkClockFx = attach({ effect: mailClockFx, name: 'mail-compose/clock' });
/** The send is on its way (a second press does nothing). */
export const $sending = combine(sendFx.pending, checkClockFx.pending, (a, b) => a || b);
/** The server's refusal or a lost answer, in Japanese; the compose is kept. */
export const $sendError = createStore<string | null>(null).reset(composeStarted, sendClicked, confirmSubmitted);

/** The confirmation of the count: open with the count the sender must type (null while it is recounted). */
export const $confirm = createStore<{ expected: number | null; note: string | null } | null>(null).reset(
  composeStarted,
  confirmClosed,
);
export const $typedCount = createStore('')
  .on(confirmTyped, (_, typed) => typed)
  .reset(composeStarted, confirmClosed);
/** The typed count matches: the send button in the confirmation may be pressed. */
export const $countMatches = combine(
  $confirm,
  $typedCount,
  (confirm, typed) =>
    confirm?.expected != null && typed.trim() !== '' && Number(typed.trim().normalize('NFKC')) === confirm.expected,
);

const pressed = sample({
  clock: sendClicked,
  source: { sending: $sending, confirm: $confirm },
  filter: ({ sending, confirm }) => !sending && confirm === null,
});
sample({ clock: pressed, fn: () => undefined, target: checkClockFx });

const checked = sample({
  clock: checkClockFx.done,
  source: { draft: $draft, allowed: $allowedIds },
  fn: ({ draft, allowed }, { result: now }) => ({ draft, errors: checkMailDraft(draft, { allowed, now }) }),
});
$fieldErrors.on(checked, (_, { errors }) => errors);
const valid = checked.filter({ fn: ({ errors }) => Object.keys(errors).length === 0 });

const sendWith = createEvent<number | undefined>();
// Above the limit (as the last preview counted), the count is typed first.
sample({
  clock: valid,
  source: $preview,
  filter: (preview) => preview !== null && preview.recipientCount > CONFIRM_ABOVE,
  fn: (preview) => ({ expected: preview?.recipientCount ?? null, note: null }),
  target: $confirm,
});
sample({
  clock: valid,
  source: $preview,
  filter: (preview) => preview === null || preview.recipientCount <= CONFIRM_ABOVE,
  fn: () => undefined,
  target: sendWith,
});
sample({
  clock: confirmSubmitted,
  source: { confirm: $confirm, matches: $countMatches, sending: $sending },
  filter: ({ matches, sending }) => matches && !sending,
  fn: ({ confirm }) => confirm?.expected ?? undefined,
  target: sendWith,
});
sample({
  clock: sendWith,
  source: { draft: $draft, requestId: $requestId },
  filter: ({ requestId }) => requestId !== null,
  fn: ({ draft, requestId }, confirmedCount) => {
    const scheduledAt = draft.when === 'later' ? scheduledInstant(draft.scheduledAt) : null;
    return {
      body: {
        requestId: requestId as string,
        mailingIds: draft.mailingIds,
        subject: draft.subject.trim(),
        text: draft.text,
        html: draft.html,
        ...(scheduledAt === null ? {} : { scheduledAt }),
        ...(confirmedCount === undefined ? {} : { confirmedCount }),
      },
    };
  },
  target: sendFx,
});

/** A mail sent (or scheduled): the compose starts over with a new request id. */
export const mailSent = sample({
  clock: sendFx.done,
  filter: ({ result }) => result.ok,
  fn: ({ params, result }) => ({ body: params.body, recipientCount: result.recipientCount }),
});
// 409 with a count: the lists changed since the count was typed; asked again with the new count. A count
// lost on the way (an answer without it) is read again from the preview.
const countRefused = sample({
  clock: sendFx.doneData,
  filter: (outcome) => !outcome.ok && outcome.stale,
});
sample({
  clock: countRefused,
  fn: (outcome) =>
    outcome.recipientCount === undefined
      ? { expected: null, note: text.recounting }
      : { expected: outcome.recipientCount, note: text.countChanged(outcome.recipientCount) },
  target: $confirm,
});
$typedCount.reset(countRefused);
sample({ clock: countRefused, filter: (outcome) => outcome.recipientCount === undefined, target: previewWanted });
sample({
  clock: $preview.updates,
  source: $confirm,
  filter: (confirm, preview) => confirm !== null && confirm.expected === null && preview !== null,
  fn: (_, preview) => ({
    expected: preview?.recipientCount ?? 0,
    note: text.countChanged(preview?.recipientCount ?? 0),
  }),
  target: $confirm,
});
$sendError
  .on(sendFx.doneData, (current, outcome) =>
    outcome.ok || outcome.stale ? current : outcome.message || text.sendFailed,
  )
  .on(sendFx.fail, () => text.sendFailed);

sample({
  clock: mailSent,
  fn: ({ body, recipientCount }) => ({
    message: body.scheduledAt
      ? text.scheduled(body.subject, japanDateTime(new Date(body.scheduledAt), 'long'))
      : text.sent(body.subject, recipientCount),
    type: 'success' as const,
  }),
  target: messageShown,
});
sample({ clock: mailSent, target: [composeStarted, mailHistory.refreshed] });
sample({ clock: composeStarted, target: newRequestIdFx });
$confirm.reset(mailSent);

// ── The test send: the composed mail to the sender's own address only.
const testFx = attach({ effect: mailFx.test, name: 'mail-compose/test' });
export const $testing = testFx.pending;
/** The last test's outcome: where it went, or why it failed. */
export const $testResult = createStore<{ ok: boolean; message: string } | null>(null)
  .on(testFx.doneData, (_, outcome) =>
    outcome.ok
      ? { ok: true, message: text.testSent(outcome.to) }
      : { ok: false, message: outcome.message ?? text.testFailed },
  )
  .on(testFx.fail, () => ({ ok: false, message: text.testFailed }))
  .reset(composeStarted, testClicked);
const testChecked = sample({
  clock: testClicked,
  source: { draft: $draft, testing: $testing },
  filter: ({ testing }) => !testing,
  fn: ({ draft }) => ({ draft, errors: checkMailDraft(draft, { allowed: [], now: 0, forTest: true }) }),
});
$fieldErrors.on(testChecked, (errors, { errors: found }) => ({ ...errors, ...found }));
sample({
  clock: testChecked,
  filter: ({ errors }) => Object.keys(errors).length === 0,
  fn: ({ draft }) => ({ body: { subject: draft.subject.trim(), text: draft.text, html: draft.html } }),
  target: testFx,
});
