import { canonicalDomain } from './idn.ts';
import { Email } from './ids.ts';

/**
 * ours: the addresses staff paste or upload into a mailing list (issue 19), judged one by one before
 * anything is saved. The console shows every verdict; the server judges the same way and refuses what the
 * console would have refused (read the list again, write strictly).
 */

/** At most this many addresses in one paste or file (a CSV of a whole department fits). */
export const MEMBER_BATCH_MAX = 5000;

/** What one pasted address is found to be. */
export type AddressVerdict =
  /** Will be added. */
  | 'ok'
  /** Will be added, but its domain is not an allowed domain for mailing lists (an external list only). */
  | 'outside'
  /** Not added: its domain is not allowed and the list is for staff (internal). */
  | 'refusedDomain'
  /** Not added: not an e-mail address. */
  | 'malformed'
  /** Not added: the same address appears earlier in the paste. */
  | 'duplicate'
  /** Not added: already a member of the list. */
  | 'member';

export const addressVerdictLabels: Record<AddressVerdict, string> = {
  ok: '追加できます',
  outside: '許可ドメイン外（追加できます）',
  refusedDomain: '許可ドメイン外のため追加できません',
  malformed: 'メールアドレスの形式が正しくありません',
  duplicate: '重複しています',
  member: 'すでに登録されています',
};

/** Verdicts that add the address. */
export const addable = (verdict: AddressVerdict): boolean => verdict === 'ok' || verdict === 'outside';

export interface JudgedAddress {
  /** The text as pasted (trimmed), shown to staff. */
  input: string;
  /** The address as stored: lower-cased, its domain in canonical ASCII; `null` when malformed. */
  email: string | null;
  verdict: AddressVerdict;
  /** The line of the paste or file it came from (1-based). */
  line: number;
}

const NAME_AND_ADDRESS = /<([^<>]+)>\s*$/;
const HEADER_WORDS = /^(e-?mail|mail|メールアドレス|メール|アドレス|address)$/i;

/**
 * The address of one field: `"山田" <a@b.jp>` gives `a@b.jp`; quotes, full-width `＠` and spaces around are
 * dropped. An empty field gives `''`.
 */
const addressOf = (field: string): string => {
  const unquoted = field
    .trim()
    .replace(/^"(.*)"$/s, '$1')
    .trim();
  const bracketed = NAME_AND_ADDRESS.exec(unquoted)?.[1] ?? unquoted;
  return bracketed
    .replace(/＠/g, '@')
    .replace(/^mailto:/i, '')
    .trim();
};

/** Splits a CSV line on commas outside double quotes. */
const csvFields = (line: string): string[] => {
  const fields: string[] = [];
  let current = '';
  let quoted = false;
  for (const char of line) {
    if (char === '"') quoted = !quoted;
    if (char === ',' && !quoted) {
      fields.push(current);
      current = '';
    } else current += char;
  }
  fields.push(current);
  return fields;
};

/**
 * The addresses in a paste or a file: one per line, or separated by commas, semicolons, tabs or spaces. A CSV
 * whose rows have several columns gives, per row, the field that holds an `@` (its header row, without
 * any `@`, is skipped).
 */
export const parseAddressList = (text: string): { input: string; line: number }[] => {
  const found: { input: string; line: number }[] = [];
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/);
  lines.forEach((raw, index) => {
    const line = index + 1;
    if (raw.trim() === '') return;
    const fields = csvFields(raw).flatMap((field) =>
      field.includes('"') || NAME_AND_ADDRESS.test(field) ? [field] : field.split(/[;\t\s]+/),
    );
    const values = fields.map(addressOf).filter((value) => value !== '');
    if (values.length === 0) return;
    const withAt = values.filter((value) => value.includes('@'));
    // The first row of a table names its columns (氏名,メールアドレス,所属): no address in it.
    const header = withAt.length === 0 && (values.length > 1 || HEADER_WORDS.test(values[0] ?? ''));
    if (index === 0 && header) return;
    // A row of a table (name, address, section…): its address. A list on one line: every value.
    const addresses = values.length > 1 && withAt.length === 1 ? withAt : values;
    for (const input of addresses) found.push({ input, line });
  });
  return found;
};

/** The stored form of an address, or `null` when it is not one. */
export const normaliseAddress = (input: string): string | null => {
  const at = input.lastIndexOf('@');
  if (at <= 0) return null;
  const domain = canonicalDomain(input.slice(at + 1));
  if (domain === null) return null;
  const email = `${input.slice(0, at)}@${domain}`.toLowerCase();
  return Email.safeParse(email).success ? email : null;
};

/** The domain of a stored address. */
export const domainOf = (email: string): string => email.slice(email.lastIndexOf('@') + 1);

/**
 * Whether a domain is allowed: it is one of `allowed` (canonical ASCII) or under one of them
 * (`soumu.example.go.jp` under `example.go.jp`).
 */
export const inAllowedDomains = (domain: string, allowed: readonly string[]): boolean =>
  allowed.some((entry) => domain === entry || domain.endsWith(`.${entry}`));

export interface JudgeOptions {
  /** The list's type: `internal` refuses addresses outside `allowedDomains`; any other type warns. */
  type: string;
  /** Canonical ASCII domains allowed for mailing lists (purpose `any` or `mailing`). */
  allowedDomains: readonly string[];
  /** The list's current members' addresses. */
  members: readonly string[];
}

/** Every pasted address with its verdict, in the order pasted. */
export const judgeAddresses = (
  pasted: readonly { input: string; line: number }[],
  { type, allowedDomains, members }: JudgeOptions,
): JudgedAddress[] => {
  const current = new Set(members.map((email) => email.toLowerCase()));
  const seen = new Set<string>();
  return pasted.map(({ input, line }) => {
    const email = normaliseAddress(input);
    if (email === null) return { input, line, email, verdict: 'malformed' };
    if (seen.has(email)) return { input, line, email, verdict: 'duplicate' };
    seen.add(email);
    if (current.has(email)) return { input, line, email, verdict: 'member' };
    if (!inAllowedDomains(domainOf(email), allowedDomains)) {
      return { input, line, email, verdict: type === 'internal' ? 'refusedDomain' : 'outside' };
    }
    return { input, line, email, verdict: 'ok' };
  });
};

/** How many of each verdict, for the summary above the list. */
export const countVerdicts = (judged: readonly JudgedAddress[]): Record<AddressVerdict, number> => {
  const counts: Record<AddressVerdict, number> = {
    ok: 0,
    outside: 0,
    refusedDomain: 0,
    malformed: 0,
    duplicate: 0,
    member: 0,
  };
  for (const { verdict } of judged) counts[verdict] += 1;
  return counts;
};
