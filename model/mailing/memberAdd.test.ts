import { allSettled, fork as forkScope } from 'effector';
import { describe, expect, test } from 'vitest';
import { ContractError, HttpError } from '../../contract/index.ts';
import { aMailing } from '../../contract/testing/examples.ts';
import { outcomeOf } from '../kit/index.ts';
import { messageTimerFx } from '../messages/index.ts';
import { $allowedDomains } from '../session/index.ts';
import {
  $addableEmails,
  $addError,
  $addPhase,
  $addProgress,
  $addResults,
  $judged,
  $tooMany,
  $verdictCounts,
  $verdictPageCount,
  $verdictPageRows,
  addressFileChosen,
  addressTextChanged,
  addStopped,
  addSubmitted,
  mailingFx,
  mailings,
  memberAddOpened,
  members,
  readAddressFileFx,
  VERDICT_PAGE_SIZE,
  verdictFilterChanged,
} from './index.ts';

const ok = (over: object = {}) => ({ ok: true, noPermission: false, stale: false, ...over });
const quiet = [messageTimerFx, () => {}];
const domains = [
  { id: 1, domain: 'example.go.jp', purpose: 'any' },
  { id: 2, domain: 'city.example.lg.jp' },
  { id: 3, domain: 'staff-only.jp', purpose: 'account' },
];
const fork = (handlers: unknown[] = [], type = 'external') =>
  forkScope({
    values: [
      [mailings.$items, [{ ...aMailing, type }]],
      [$allowedDomains, domains],
    ],
    handlers: [quiet, [mailingFx.get, () => ({ ...aMailing, type })], ...handlers],
  } as never);

/** 20 addresses: 2 malformed, 1 outside the allowed domains, 1 duplicate, 1 already a member. */
const paste = [
  ...Array.from({ length: 15 }, (_, index) => `user${index + 1}@example.go.jp`),
  'not-an-address',
  'also@bad',
  'someone@gmail.com',
  'User1@Example.go.jp',
  'member@example.go.jp',
].join('\n');

const opened = async (scope: ReturnType<typeof fork>, text = paste) => {
  await allSettled(members.keyRequested, { scope, params: 1 });
  await allSettled(memberAddOpened, { scope, params: 1 });
  await allSettled(addressTextChanged, { scope, params: text });
};

describe('adding addresses to a list', () => {
  test('every pasted address is judged before anything is sent', async () => {
    const scope = fork();
    await opened(scope);
    const judged = scope.getState($judged);
    expect(judged).toHaveLength(20);
    expect(scope.getState($verdictCounts)).toEqual({
      ok: 15,
      outside: 1,
      refusedDomain: 0,
      malformed: 2,
      duplicate: 1,
      member: 1,
    });
    expect(judged.find((row) => row.input === 'User1@Example.go.jp')).toMatchObject({ verdict: 'duplicate', line: 19 });
    expect(scope.getState($addableEmails)).toHaveLength(16);
    await allSettled(verdictFilterChanged, { scope, params: 'problems' });
    expect(scope.getState($verdictPageRows).map((row) => row.verdict)).toEqual([
      'malformed',
      'malformed',
      'outside',
      'duplicate',
      'member',
    ]);
  });

  test('a list for staff refuses addresses outside the allowed domains of purpose any or mailing', async () => {
    const scope = fork([], 'internal');
    await opened(scope, 'a@gmail.com\nb@city.example.lg.jp\nc@staff-only.jp');
    expect(scope.getState($judged).map((row) => row.verdict)).toEqual(['refusedDomain', 'ok', 'refusedDomain']);
    expect(scope.getState($addableEmails)).toEqual(['b@city.example.lg.jp']);
  });

  test('5,000 addresses are judged in one pass and shown a page at a time; more are refused', async () => {
    const scope = fork();
    const big = Array.from({ length: 5000 }, (_, index) => `p${index}@example.go.jp`).join(',');
    const began = performance.now();
    await opened(scope, big);
    expect(scope.getState($judged)).toHaveLength(5000);
    expect(performance.now() - began).toBeLessThan(2000);
    expect(scope.getState($verdictPageCount)).toBe(5000 / VERDICT_PAGE_SIZE);
    expect(scope.getState($verdictPageRows)).toHaveLength(VERDICT_PAGE_SIZE);
    expect(scope.getState($tooMany)).toBe(false);
    await allSettled(addressTextChanged, { scope, params: `${big},one@example.go.jp` });
    expect(scope.getState($tooMany)).toBe(true);
  });

  test('several addresses go in one call; what the server refused is named with its verdict', async () => {
    const sent: unknown[] = [];
    const scope = fork([
      [
        mailingFx.addMembers,
        (call: unknown) => {
          sent.push(call);
          return outcomeOf({ id: 1, added: 1, refused: [{ email: 'someone@gmail.com', verdict: 'refusedDomain' }] });
        },
      ],
    ]);
    await opened(scope, 'a@example.go.jp\nsomeone@gmail.com\nbad');
    await allSettled(addSubmitted, { scope });
    expect(sent).toEqual([{ params: { id: 1 }, body: { emails: ['a@example.go.jp', 'someone@gmail.com'] } }]);
    expect(scope.getState($addPhase)).toBe('done');
    expect(scope.getState($addResults)).toEqual([
      { email: 'a@example.go.jp', added: true },
      { email: 'someone@gmail.com', added: false, reason: '許可ドメイン外のため追加できません' },
    ]);
  });

  test('one address goes by the spec call', async () => {
    const sent: unknown[] = [];
    const scope = fork([
      [
        mailingFx.addMember,
        (call: unknown) => {
          sent.push(call);
          return ok();
        },
      ],
    ]);
    await opened(scope, 'solo@example.go.jp');
    await allSettled(addSubmitted, { scope });
    expect(sent).toEqual([{ params: { id: 1 }, body: { email: 'solo@example.go.jp' } }]);
    expect(scope.getState($addResults)).toEqual([{ email: 'solo@example.go.jp', added: true }]);
  });

  test('a server without the batch call (404, 501) is sent one address at a time, with progress', async () => {
    for (const status of [404, 501]) {
      const sent: string[] = [];
      const scope = fork([
        [
          mailingFx.addMembers,
          () => {
            return outcomeOf(new HttpError(status, { error: true }, 'mailing.addMembers', 'Not Found'));
          },
        ],
        [
          mailingFx.addMember,
          ({ body }: { body: { email: string } }) => {
            sent.push(body.email);
            return body.email.startsWith('b')
              ? { ok: false, message: '登録できません', noPermission: false, stale: false }
              : ok();
          },
        ],
      ]);
      await opened(scope, 'a@example.go.jp, b@example.go.jp, c@example.go.jp');
      await allSettled(addSubmitted, { scope });
      expect(sent).toEqual(['a@example.go.jp', 'b@example.go.jp', 'c@example.go.jp']);
      expect(scope.getState($addProgress)).toEqual({ done: 3, total: 3 });
      expect(scope.getState($addPhase)).toBe('done');
      expect(scope.getState($addResults).map((result) => result.added)).toEqual([true, false, true]);
    }
  });

  test('a one-by-one send stopped midway sends nothing more; what went is reported', async () => {
    const sent: string[] = [];
    let release: () => void = () => {};
    const scope = fork([
      [
        mailingFx.addMembers,
        () => {
          return outcomeOf(new HttpError(404, { error: true }, 'mailing.addMembers', 'Not Found'));
        },
      ],
      [
        mailingFx.addMember,
        ({ body }: { body: { email: string } }) => {
          sent.push(body.email);
          return sent.length === 2 ? new Promise((resolve) => (release = () => resolve(ok()))) : ok();
        },
      ],
    ]);
    await opened(scope, 'a@example.go.jp, b@example.go.jp, c@example.go.jp');
    const sending = allSettled(addSubmitted, { scope });
    await new Promise((resolve) => setTimeout(resolve, 20));
    // allSettled waits for the address still on its way: answered after the stop.
    const stopping = allSettled(addStopped, { scope });
    release();
    await Promise.all([stopping, sending]);
    expect(sent).toEqual(['a@example.go.jp', 'b@example.go.jp']);
    expect(scope.getState($addPhase)).toBe('done');
    expect(scope.getState($addResults).map((result) => result.email)).toEqual(['a@example.go.jp', 'b@example.go.jp']);
  });

  test('a batch refused for another reason keeps the paste and says why', async () => {
    const scope = fork([
      [
        mailingFx.addMembers,
        () => {
          return outcomeOf(new HttpError(500, { error: true, message: 'サーバーエラー' }, 'mailing.addMembers', 'x'));
        },
      ],
    ]);
    await opened(scope, 'a@example.go.jp, b@example.go.jp');
    await allSettled(addSubmitted, { scope });
    expect(scope.getState($addPhase)).toBe('edit');
    expect(scope.getState($addError)).toBe('サーバーエラー');
    expect(scope.getState($addResults)).toEqual([]);
  });

  test('one address whose call fails (no answer, a server error) keeps the paste and says why', async () => {
    const scope = fork([
      [mailingFx.addMember, () => outcomeOf(new HttpError(0, undefined, 'mailing.addMember', 'fetch failed'))],
    ]);
    await opened(scope, 'a@example.go.jp');
    await allSettled(addSubmitted, { scope });
    expect(scope.getState($addPhase)).toBe('edit');
    expect(scope.getState($addError)).toBeTruthy();
    expect(scope.getState($addResults)).toEqual([]);
  });

  test('an answer that cannot be read counts as a failure too: the paste stays', async () => {
    const scope = fork([
      [mailingFx.addMember, () => outcomeOf(new ContractError('mailing.addMember', 'response', []))],
    ]);
    await opened(scope, 'a@example.go.jp');
    await allSettled(addSubmitted, { scope });
    expect(scope.getState($addPhase)).toBe('edit');
  });

  test('a Shift_JIS file is read as Shift_JIS', async () => {
    // 「山田」 in Shift_JIS, then an address.
    const bytes = new Uint8Array([0x8e, 0x52, 0x93, 0x63, 0x2c, ...new TextEncoder().encode('yamada@example.go.jp')]);
    const scope = fork();
    await opened(scope, '');
    await allSettled(addressFileChosen, { scope, params: new File([bytes], 'list.csv') });
    expect(scope.getState($judged).map((row) => row.input)).toEqual(['yamada@example.go.jp']);
    const text = await readAddressFileFx(new File([bytes], 'list.csv'));
    expect(text.startsWith('山田')).toBe(true);
  });
});
