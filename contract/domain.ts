import * as z from 'zod';
import { listOf, Mutation } from './answers.ts';
import { endpoint, needs, publicAccess } from './endpoint.ts';
import { canonicalDomain } from './idn.ts';
import { Id, IdParams, IsoDateTime } from './ids.ts';
import { readingSpec, specFields } from './specFields.ts';

/** ours: what an allowed domain is allowed for (staff e-mail of accounts, addresses of mailing lists, both). */
export const domainPurposes = ['any', 'account', 'mailing'] as const;
export type DomainPurpose = (typeof domainPurposes)[number];

/** ours: a note on an allowed domain, at most this many characters. */
export const DOMAIN_NOTE_MAX = 200;

export const domainText = {
  invalid: 'ドメインの形式が正しくありません（例：example.go.jp、日本語ドメインも可）',
  noteTooLong: `備考は ${DOMAIN_NOTE_MAX} 文字以内で入力してください`,
} as const;

/**
 * A domain name as typed (Unicode or punycode, any case, full-width letters), checked and turned into its
 * canonical ASCII form (contract/idn.ts): what is stored and compared.
 */
export const DomainName = z
  .string()
  .max(1000)
  .transform((typed, context) => {
    const canonical = canonicalDomain(typed);
    if (canonical === null) {
      context.addIssue({ code: 'custom', message: domainText.invalid });
      return z.NEVER;
    }
    return canonical;
  });

/**
 * An allowed e-mail domain (spec §3: only the id is given; answers carry error and message).
 * ours, every field but `id`.
 */
export const Domain = z.object({
  id: Id,
  /** Canonical ASCII (`xn--…` for an IDN): shown in Unicode with `domainToUnicode`. */
  domain: z.string().min(1),
  purpose: z.enum(domainPurposes),
  /** A note for staff: whose addresses these are. */
  description: z.string(),
  /** The name of whoever last changed it; null when not known (seeded, or the account is gone). */
  updatedBy: z.string().nullable(),
  createdAt: IsoDateTime,
  updatedAt: IsoDateTime,
});
export type Domain = z.infer<typeof Domain>;

/** An allowed domain as the console reads it from any server: only `id` is the spec's. */
export const DomainRead = readingSpec(Domain, specFields.domain).extend({
  // An open set when read: a purpose this console does not know is shown as its raw text.
  purpose: z.string().optional(),
});
export type DomainRead = z.infer<typeof DomainRead>;

const Note = z.string().trim().max(DOMAIN_NOTE_MAX, { error: domainText.noteTooLong });

/** ours: the spec gives no bodies for domains. */
export const DomainCreateBody = z.strictObject({
  domain: DomainName,
  purpose: z.enum(domainPurposes).default('any'),
  description: Note.default(''),
});
export const DomainUpdateBody = z.strictObject({
  domain: DomainName,
  purpose: z.enum(domainPurposes),
  description: Note,
});

const WRITE = needs('CONFIG', 2);

export const domainApi = {
  /** Public: the console loads allowed domains at start-up, before anyone signs in (spec §7.1). */
  list: endpoint({
    name: 'domain.list',
    method: 'GET',
    path: '/api/domain',
    response: listOf(Domain),
    read: listOf(DomainRead),
    access: publicAccess,
  }),
  create: endpoint({
    name: 'domain.create',
    method: 'POST',
    path: '/api/domain',
    body: DomainCreateBody,
    response: Mutation,
    access: WRITE,
    ours: true,
  }),
  update: endpoint({
    name: 'domain.update',
    method: 'PUT',
    path: '/api/domain/:id',
    params: IdParams,
    body: DomainUpdateBody,
    response: Mutation,
    access: WRITE,
    ours: true,
  }),
  remove: endpoint({
    name: 'domain.remove',
    method: 'DELETE',
    path: '/api/domain/:id',
    params: IdParams,
    response: Mutation,
    access: WRITE,
  }),
};
