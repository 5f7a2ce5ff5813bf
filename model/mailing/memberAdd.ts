import { attach, combine, createEffect, createEvent, createStore, sample } from 'effector';
import { debounce } from 'patronum';
import {
  type AddressVerdict,
  addable,
  countVerdicts,
  type JudgedAddress,
  judgeAddresses,
  MEMBER_BATCH_MAX,
  parseAddressList,
} from '../../contract/mailAddresses.ts';
import type { mailingApi } from '../../contract/mailing.ts';
import type { Outcome } from '../kit/index.ts';
import { messageShown } from '../messages/index.ts';
import { $allowedDomains } from '../session/index.ts';
import { findMailing, mailingFx, mailings, members } from './mailings.ts';
import { mailingText } from './text.ts';

/**
 * /mailing/{id}/member: addresses pasted or read from a file, every one judged (contract/mailAddresses.ts)
 * and shown with its verdict before anything is saved; then only the addable ones are sent — one address by
 * the spec's call, several by ours in one call, or, on a server without ours, one by one with progress —
 * and what became of each is shown.
 */

/** Rows of the verdict list per page: a paste of 5,000 stays quick to draw. */
export const VERDICT_PAGE_SIZE = 100;

export const memberAddOpened = createEvent<number>();
export const memberAddClosed = createEvent();
export const addressTextChanged = createEvent<string>();
export const addressFileChosen = createEvent<File>();
export const verdictFilterChanged = createEvent<'all' | 'problems'>();
export const verdictPageChanged = createEvent<number>();
export const addSubmitted = createEvent();
/** Stops a one-by-one send: the addresses not sent yet stay out. */
export const addStopped = createEvent();

export const $memberAddTarget = createStore<number | null>(null)
  .on(memberAddOpened, (_, id) => id)
  .reset(memberAddClosed);

/** Reads a chosen file as UTF-8 or, when that gives replacement characters, as Shift_JIS (Excel's CSV). */
export const readAddressFileFx = createEffect(async (file: File): Promise<string> => {
  const utf8 = await file.text();
  if (!utf8.includes('\uFFFD')) return utf8;
  try {
    return new TextDecoder('shift_jis').decode(await file.arrayBuffer());
  } catch {
    return utf8;
  }
});

/** What was typed or read, as the field shows it. */
export const $addressText = createStore('')
  .on(addressTextChanged, (_, text) => text)
  .on(readAddressFileFx.doneData, (_, text) => text)
  .reset(memberAddOpened, memberAddClosed);
export const $addressFileName = createStore<string | null>(null)
  .on(readAddressFileFx.done, (_, { params }) => params.name)
  .reset(memberAddOpened, memberAddClosed, addressTextChanged);
export const $addressFileFailed = createStore(false)
  .on(readAddressFileFx.fail, () => true)
  .reset(memberAddOpened, memberAddClosed, readAddressFileFx);
sample({ clock: addressFileChosen, target: readAddressFileFx });

/** The text judged: typing is judged once it pauses; a file at once. */
const $judgedText = createStore('').reset(memberAddOpened, memberAddClosed);
sample({ clock: debounce(addressTextChanged, 250), target: $judgedText });
sample({ clock: readAddressFileFx.doneData, target: $judgedText });

/** Canonical ASCII domains allowed for mailing lists: purpose `any` or `mailing` (a missing purpose is `any`). */
export const $mailingDomains = $allowedDomains.map((domains) =>
  domains
    .filter((domain) => domain.purpose === undefined || domain.purpose === 'any' || domain.purpose === 'mailing')
    .flatMap((domain) => (domain.domain ? [domain.domain.toLowerCase()] : [])),
);

const $mailing = combine(mailings.$items, $memberAddTarget, findMailing);
const $memberEmails = combine(members.$items, members.$key, $memberAddTarget, (items, key, target) =>
  key === target ? items.map((member) => member.email) : [],
);

const $parsed = $judgedText.map(parseAddressList);
/** More addresses than one paste may hold (MEMBER_BATCH_MAX): nothing is sent, the dialog says so. */
export const $tooMany = $parsed.map((parsed) => parsed.length > MEMBER_BATCH_MAX);

/** Every pasted address with its verdict, judged in one pass. */
export const $judged = combine(
  $parsed,
  $mailing,
  $mailingDomains,
  $memberEmails,
  (parsed, mailing, allowedDomains, memberEmails): JudgedAddress[] =>
    judgeAddresses(parsed, { type: mailing?.type ?? 'internal', allowedDomains, members: memberEmails }),
);
export const $verdictCounts = $judged.map(countVerdicts);
export const $addableEmails = $judged.map((judged) =>
  judged.flatMap(({ verdict, email }) => (addable(verdict) && email !== null ? [email] : [])),
);

export const $verdictFilter = createStore<'all' | 'problems'>('all')
  .on(verdictFilterChanged, (_, filter) => filter)
  .reset(memberAddOpened, memberAddClosed);
export const $verdictsShown = combine($judged, $verdictFilter, (judged, filter) =>
  filter === 'all' ? judged : judged.filter(({ verdict }) => verdict !== 'ok'),
);
export const $verdictPageCount = $verdictsShown.map((shown) =>
  Math.max(1, Math.ceil(shown.length / VERDICT_PAGE_SIZE)),
);
export const $verdictPage = createStore(1)
  .on(verdictPageChanged, (_, page) => Math.max(1, page))
  .reset(memberAddOpened, memberAddClosed, verdictFilterChanged, $judgedText);
export const $verdictPageRows = combine($verdictsShown, $verdictPage, $verdictPageCount, (shown, page, count) => {
  const current = Math.min(page, count);
  return shown.slice((current - 1) * VERDICT_PAGE_SIZE, current * VERDICT_PAGE_SIZE);
});

// ── sending ─────────────────────────────────────────────────────────────────────────────────────────

type BatchAnswer = { unsupported: true } | { unsupported: false; outcome: Outcome<typeof mailingApi.addMembers> };

/** Ours, many addresses in one call; a server without it (404, 501) is sent the spec's call per address. */
const sendBatchFx = createEffect(async ({ id, emails }: { id: number; emails: string[] }): Promise<BatchAnswer> => {
  const outcome = await mailingFx.addMembers({ params: { id }, body: { emails } });
  return !outcome.ok && (outcome.status === 404 || outcome.status === 501)
    ? { unsupported: true }
    : { unsupported: false, outcome };
});

const addOneFx = attach({
  effect: mailingFx.addMember,
  mapParams: ({ id, email }: { id: number; email: string }) => ({ params: { id }, body: { email } }),
});

export type AddPhase = 'edit' | 'sending' | 'done';
export interface AddResult {
  email: string;
  added: boolean;
  /** Why it was not added, in words (the server's verdict or message). */
  reason?: string;
  /** Not added because the call failed (no answer, a server error), not because the server refused it. */
  failed?: boolean;
}

export const $addPhase = createStore<AddPhase>('edit').reset(memberAddOpened, memberAddClosed);
export const $addResults = createStore<AddResult[]>([]).reset(memberAddOpened, memberAddClosed);
export const $addError = createStore<string | null>(null).reset(memberAddOpened, memberAddClosed, addSubmitted);
/** The addresses still to send one by one. */
const $queue = createStore<string[]>([]).reset(memberAddOpened, memberAddClosed, addStopped);
export const $addProgress = createStore({ done: 0, total: 0 }).reset(memberAddOpened, memberAddClosed);
export const $addPending = combine(sendBatchFx.pending, $queue, (pending, queue) => pending || queue.length > 0);

const started = sample({
  clock: addSubmitted,
  source: { id: $memberAddTarget, emails: $addableEmails, phase: $addPhase, tooMany: $tooMany },
  filter: ({ id, emails, phase, tooMany }) => id !== null && emails.length > 0 && phase === 'edit' && !tooMany,
  fn: ({ id, emails }) => ({ id: id as number, emails }),
});
$addPhase.on(started, () => 'sending');
$addProgress.on(started, (_, { emails }) => ({ done: 0, total: emails.length }));
// One address: the spec's call. Several: ours, in one call.
sample({ clock: started, filter: ({ emails }) => emails.length > 1, target: sendBatchFx });
const oneByOne = createEvent<string[]>();
sample({ clock: started, filter: ({ emails }) => emails.length === 1, fn: ({ emails }) => emails, target: oneByOne });
sample({
  clock: sendBatchFx.done,
  filter: ({ result }) => result.unsupported,
  fn: ({ params }) => params.emails,
  target: oneByOne,
});
$queue.on(oneByOne, (_, emails) => emails);

// The batch answered: what it refused is named with its verdict, the rest were added.
const batchAnswered = sample({
  clock: sendBatchFx.done,
  filter: ({ result }) => !result.unsupported,
  fn: ({ params, result }) => ({ emails: params.emails, outcome: (result as { outcome: BatchOutcome }).outcome }),
});
type BatchOutcome = Outcome<typeof mailingApi.addMembers> & { refused?: { email: string; verdict: string }[] };
$addError.on(batchAnswered, (error, { outcome }) => (outcome.ok ? error : (outcome.message ?? mailingText.addFailed)));
$addPhase.on(batchAnswered, (_, { outcome }) => (outcome.ok ? 'done' : 'edit'));
$addResults.on(batchAnswered, (results, { emails, outcome }) => {
  if (!outcome.ok) return results;
  const refused = new Map((outcome.refused ?? []).map(({ email, verdict }) => [email.toLowerCase(), verdict]));
  return emails.map((email) => {
    const verdict = refused.get(email);
    return verdict === undefined
      ? { email, added: true }
      : { email, added: false, reason: mailingText.refusedVerdict(verdict) };
  });
});
$addProgress.on(batchAnswered, (progress, { outcome }) =>
  outcome.ok ? { ...progress, done: progress.total } : progress,
);

// One by one: the next address goes once the previous one answered.
// The queue changes only when sending starts and when an answer takes its address off.
sample({
  clock: $queue.updates,
  source: $memberAddTarget,
  filter: (id, queue) => id !== null && queue.length > 0,
  fn: (id, queue) => ({ id: id as number, email: queue[0] as string }),
  target: addOneFx,
});
const oneAnswered = sample({
  clock: addOneFx.done,
  source: $memberAddTarget,
  filter: (id, { params }) => id === params.id,
  fn: (_, { params, result }): AddResult =>
    result.ok
      ? { email: params.email, added: true }
      : {
          email: params.email,
          added: false,
          reason: result.message ?? mailingText.addFailed,
          failed: result.status !== undefined && (result.status === 0 || result.status >= 500),
        },
});
$queue.on(oneAnswered, (queue) => queue.slice(1));
// No permission: the shell asks to reload; nothing more is sent.
$queue.on(sample({ clock: addOneFx.doneData, filter: (outcome) => outcome.noPermission }), () => []);
$addResults.on(oneAnswered, (results, result) => [...results, result]);
$addProgress.on(oneAnswered, (progress) => ({ ...progress, done: progress.done + 1 }));
const oneByOneEnded = sample({
  clock: [$queue.updates, addStopped],
  source: { queue: $queue, phase: $addPhase, pending: sendBatchFx.pending, results: $addResults },
  filter: ({ queue, phase, pending }) => phase === 'sending' && queue.length === 0 && !pending,
  fn: ({ results }) => results,
});
// Every call failed (the connection, the server): nothing changed, so the paste stays, with why.
const allFailed = (results: AddResult[]) => results.length > 0 && results.every((result) => result.failed === true);
$addPhase.on(oneByOneEnded, (_, results) => (allFailed(results) ? 'edit' : 'done'));
$addError.on(oneByOneEnded, (error, results) =>
  allFailed(results) ? (results[0]?.reason ?? mailingText.addFailed) : error,
);
$addResults.on(oneByOneEnded, (results) => (allFailed(results) ? [] : results));

// What was added shows on the list at once, with a message counting it.
const finished = sample({
  clock: $addPhase.updates,
  source: { results: $addResults, id: $memberAddTarget },
  filter: ({ id }, phase) => phase === 'done' && id !== null,
  fn: ({ results, id }) => ({ id: id as number, added: results.filter((result) => result.added).length }),
});
sample({
  clock: finished,
  filter: ({ added }) => added > 0,
  fn: ({ added }) => ({ message: mailingText.membersAdded(added), type: 'success' as const }),
  target: messageShown,
});
sample({
  clock: finished,
  source: members.$key,
  filter: (key, { id }) => key === id,
  fn: () => undefined,
  target: members.refreshed,
});

/** Verdicts as the summary lists them, problems after the ones added. */
export const verdictOrder: readonly AddressVerdict[] = [
  'ok',
  'outside',
  'malformed',
  'duplicate',
  'member',
  'refusedDomain',
];
