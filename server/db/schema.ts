import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * The database of the reference server. One table per entity; migrations in ./migrations are generated
 * from this file by drizzle-kit (`npx drizzle-kit generate`, config at the repo root), never written by hand.
 */

/** Levels per area, in the spec's order (§3): CMS, FORM, MAIL, MAIL_ADDRESS, ACCOUNT, FORM_ANSWER, CONFIG. */
export const PERMISSION_AREA_COUNT = 7;

export const accountTypes = ['Default', 'Msal'] as const;
export type AccountType = (typeof accountTypes)[number];

export const noticeTypes = ['error', 'urgent', 'success', 'warning', 'others'] as const;
export type NoticeType = (typeof noticeTypes)[number];

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());
/** Optimistic concurrency: an update names the version it read and bumps it; 0 rows changed = someone was first. */
const version = () => integer('version').notNull().default(1);

/** A closed set of values, written into the constraint (the values are our own constants, never input). */
const oneOf = (column: AnyPgColumn, values: readonly string[]) =>
  sql`${column} in (${sql.raw(values.map((value) => `'${value}'`).join(', '))})`;

export const groups = pgTable(
  'groups',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull().unique(),
    description: text('description').notNull().default(''),
    permissions: integer('permissions').array().notNull(),
    version: version(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check(
      'groups_permissions_shape',
      sql`cardinality(${table.permissions}) = ${sql.raw(String(PERMISSION_AREA_COUNT))} and 0 <= all(${table.permissions})`,
    ),
  ],
);

export const accounts = pgTable(
  'accounts',
  {
    id: serial('id').primaryKey(),
    groupId: integer('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    /** Always stored lower-cased (a check enforces it), so the unique index is case-insensitive in effect. */
    email: text('email').notNull().unique(),
    type: text('type', { enum: accountTypes }).notNull().default('Default'),
    workflow: boolean('workflow').notNull().default(false),
    /** `scrypt$N$r$p$salt$hash`; null for accounts that only sign in through the identity provider. */
    passwordHash: text('password_hash'),
    /** When the password was last set: a verified sign-in past the age limit is asked to change it (spec §8). */
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }).notNull().defaultNow(),
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    /** Base32 TOTP secret; may be set before enrolment is confirmed (otp_enrolled false). */
    otpSecret: text('otp_secret'),
    otpEnrolled: boolean('otp_enrolled').notNull().default(false),
    /** The last accepted TOTP time step: a code for this step or an earlier one is never accepted again. */
    otpLastStep: bigint('otp_last_step', { mode: 'number' }),
    version: version(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('accounts_group_id_idx').on(table.groupId),
    check('accounts_email_lower_case', sql`${table.email} = lower(${table.email})`),
    check('accounts_type_known', oneOf(table.type, accountTypes)),
  ],
);

/** Only the SHA-256 of a session token is stored: a leaked table does not let anyone sign in. */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    /** Absolute end, however active the session is. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('sessions_account_id_idx').on(table.accountId)],
);

/** One row per failed sign-in, keyed per account e-mail and per remote address (see auth/rateLimit.ts). */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: serial('id').primaryKey(),
    key: text('key').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (table) => [index('login_failures_key_at_idx').on(table.key, table.at)],
);

export const notices = pgTable(
  'notices',
  {
    id: serial('id').primaryKey(),
    type: text('type', { enum: noticeTypes }).notNull(),
    title: text('title').notNull(),
    /** HTML, shown as-is in the notice bell. */
    content: text('content').notNull(),
    important: boolean('important').notNull().default(false),
    /** ours (issue 20): the accounts a notice is for (a form's owners told of an answer); null = everyone. */
    recipients: integer('recipients').array(),
    createdBy: integer('created_by').references(() => accounts.id, { onDelete: 'set null' }),
    version: version(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [check('notices_type_known', oneOf(table.type, noticeTypes))],
);

export const domainPurposes = ['any', 'account', 'mailing'] as const;

/** Allowed e-mail domains. */
export const domains = pgTable(
  'domains',
  {
    id: serial('id').primaryKey(),
    /** Canonical ASCII (punycode for an IDN), lower-cased (a check enforces it): unique means unique. */
    domain: text('domain').notNull().unique(),
    purpose: text('purpose', { enum: domainPurposes }).notNull().default('any'),
    description: text('description').notNull().default(''),
    /** Who last changed it; null once that account is deleted (or for seeded rows). */
    updatedBy: integer('updated_by').references(() => accounts.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check('domains_domain_lower_case', sql`${table.domain} = lower(${table.domain})`),
    check('domains_purpose_known', oneOf(table.purpose, domainPurposes)),
  ],
);

/** Environment settings as text (`signinAge` in ms, …): the spec lets values be text or number. */
export const appConfig = pgTable('app_config', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});

/** Site themes (spec §3): the frame every page of a website is shown in. */
export const themes = pgTable('themes', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  head: text('head').notNull().default(''),
  body: text('body').notNull().default(''),
  script: text('script').notNull().default(''),
  style: text('style').notNull().default(''),
  updatedBy: integer('updated_by').references(() => accounts.id, { onDelete: 'set null' }),
  version: version(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** Page templates (spec §3). */
export const templates = pgTable('templates', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  body: text('body').notNull().default(''),
  style: text('style').notNull().default(''),
  script: text('script').notNull().default(''),
  formScript: text('form_script').notNull().default(''),
  formStyle: text('form_style').notNull().default(''),
  active: boolean('active').notNull().default(false),
  updatedBy: integer('updated_by').references(() => accounts.id, { onDelete: 'set null' }),
  version: version(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/**
 * Websites (spec §3), as far as themes need them: a website shows its pages in its theme, so a theme in use
 * cannot be deleted (`restrict`). The website screens (issue 17) add what else they need.
 */
export const webs = pgTable('webs', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  themeId: integer('theme_id').references(() => themes.id, { onDelete: 'restrict' }),
  favicon: text('favicon').notNull().default(''),
  ogDescription: text('og_description').notNull().default(''),
  ogImage: text('og_image').notNull().default(''),
  ogUrl: text('og_url').notNull().default(''),
  groups: integer('groups').array().notNull().default(sql`'{}'::integer[]`),
  /** ours (issue 17): the site's public address. */
  url: text('url').notNull().default(''),
  updatedBy: integer('updated_by').references(() => accounts.id, { onDelete: 'set null' }),
  version: version(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** Web pages (spec §3: id, html, active), under their website. */
export const pages = pgTable(
  'pages',
  {
    id: serial('id').primaryKey(),
    webId: integer('web_id')
      .notNull()
      .references(() => webs.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    /** ours (issue 17): the page's path within its website (`''` is the top page), unique per website. */
    path: text('path').notNull().default(''),
    /** ours (issue 17): the template the page is shown in (none: null; a deleted template leaves none). */
    templateId: integer('template_id').references(() => templates.id, { onDelete: 'set null' }),
    html: text('html').notNull().default(''),
    active: boolean('active').notNull().default(false),
    /** Who last changed the page (/cms shows it per website). */
    updatedBy: integer('updated_by').references(() => accounts.id, { onDelete: 'set null' }),
    version: version(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [unique('pages_web_id_path_unique').on(table.webId, table.path)],
);

export const localFileTypes = ['imgs', 'docs'] as const;
export type LocalFileType = (typeof localFileTypes)[number];

/**
 * Uploaded images and documents (spec §3 local file; issue 18). The bytes live in the file storage under
 * `storage_key` (`files/{random}`, never the user's name); the row says what they are. A name is unique: a
 * second upload of the same name is kept as 「名前 (2).ext」 or replaces the first (same id).
 */
export const localFiles = pgTable(
  'local_files',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull().unique(),
    type: text('type').notNull(),
    mimeType: text('mime_type').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    /** SHA-256 of the content, hex: the served URL names it, so a new content is a new URL. */
    hash: text('hash').notNull(),
    width: integer('width'),
    height: integer('height'),
    storageKey: text('storage_key').notNull(),
    thumbnailKey: text('thumbnail_key'),
    uploadedBy: integer('uploaded_by').references(() => accounts.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [
    check('local_files_type_known', oneOf(table.type, localFileTypes)),
    index('local_files_hash').on(table.hash),
  ],
);

export const mailingTypes = ['internal', 'external'] as const;

/** Mailing lists (spec §3 mailing; issue 19). `allow_group`: the groups that may send to the list. */
export const mailingLists = pgTable(
  'mailing_lists',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull().unique(),
    type: text('type').notNull(),
    allowGroup: integer('allow_group').array().notNull().default(sql`'{}'::integer[]`),
    version: version(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [check('mailing_lists_type_known', oneOf(table.type, mailingTypes))],
);

/** The addresses of a list (spec: members, each with memberId and email), stored lower-cased, once per list. */
export const mailingMembers = pgTable(
  'mailing_members',
  {
    id: serial('id').primaryKey(),
    mailingId: integer('mailing_id')
      .notNull()
      .references(() => mailingLists.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    unique('mailing_members_once').on(table.mailingId, table.email),
    check('mailing_members_email_lower_case', sql`${table.email} = lower(${table.email})`),
  ],
);

export const mailStatuses = ['scheduled', 'sending', 'sent', 'partial', 'failed', 'cancelled'] as const;
export const mailTransports = ['smtp', 'outbox'] as const;

/**
 * Mails sent or scheduled (spec §3 mail history; issue 19). `request_id` is the console's key for one
 * composed mail: a second send with it finds this row and sends nothing. The lists' names are kept, so the
 * history still says where a mail went after a list is deleted.
 */
export const mails = pgTable(
  'mails',
  {
    id: serial('id').primaryKey(),
    requestId: text('request_id').notNull().unique(),
    mailingIds: integer('mailing_ids').array().notNull(),
    mailingNames: text('mailing_names').array().notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    status: text('status').notNull(),
    unsubscribe: boolean('unsubscribe').notNull().default(false),
    transport: text('transport').notNull(),
    recipientCount: integer('recipient_count').notNull().default(0),
    scheduledAt: timestamp('scheduled_at', { withTimezone: true }),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdBy: integer('created_by').references(() => accounts.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check('mails_status_known', oneOf(table.status, mailStatuses)),
    check('mails_transport_known', oneOf(table.transport, mailTransports)),
    index('mails_status').on(table.status),
  ],
);

/**
 * ours: one row per recipient of a mail, written when the send starts. `claimed` = handed to the transport,
 * its outcome not yet recorded: after a crash such a recipient is not sent again (it may have been
 * delivered) but marked failed, so nobody gets a mail twice.
 */
export const mailRecipientStatuses = ['pending', 'claimed', 'sent', 'failed', 'cancelled'] as const;
export const mailRecipients = pgTable(
  'mail_recipients',
  {
    id: serial('id').primaryKey(),
    mailId: integer('mail_id')
      .notNull()
      .references(() => mails.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    status: text('status').notNull().default('pending'),
    error: text('error'),
    attempts: integer('attempts').notNull().default(0),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [
    unique('mail_recipients_once').on(table.mailId, table.email),
    check('mail_recipients_status_known', oneOf(table.status, mailRecipientStatuses)),
    index('mail_recipients_mail_status').on(table.mailId, table.status),
  ],
);

/**
 * The outbox: every message as it would go over SMTP (RFC 822 text), kept when no SMTP server is set, so a
 * fresh `npm start` sends "for real" into its database. `mail_id` is null for a test send.
 */
export const mailOutbox = pgTable('mail_outbox', {
  id: serial('id').primaryKey(),
  mailId: integer('mail_id').references(() => mails.id, { onDelete: 'cascade' }),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  raw: text('raw').notNull(),
  createdAt: createdAt(),
});

export const formStatuses = ['draft', 'open', 'closed'] as const;

/**
 * Forms (spec §3 form; issue 20). `items` is the contract's FormItem[] as JSON (checked by the contract on
 * the way in). The owner made it; `sub_owners` share it (spec subOwner, through add-sub-owner).
 */
export const forms = pgTable(
  'forms',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    webId: integer('web_id')
      .notNull()
      .references(() => webs.id, { onDelete: 'restrict' }),
    startDate: timestamp('start_date', { withTimezone: true }),
    endDate: timestamp('end_date', { withTimezone: true }),
    items: jsonb('items').notNull().default(sql`'[]'::jsonb`),
    limitAnswer: integer('limit_answer').notNull().default(0),
    useNotice: boolean('use_notice').notNull().default(false),
    allowJs: boolean('allow_js').notNull().default(true),
    isMailSend: boolean('is_mail_send').notNull().default(false),
    isMailWithContent: boolean('is_mail_with_content').notNull().default(false),
    errorContent: text('error_content').notNull().default(''),
    successContent: text('success_content').notNull().default(''),
    status: text('status').notNull().default('draft'),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'restrict' }),
    subOwners: integer('sub_owners').array().notNull().default(sql`'{}'::integer[]`),
    version: version(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check('forms_status_known', oneOf(table.status, formStatuses)),
    check('forms_limit_answer_not_negative', sql`${table.limitAnswer} >= 0`),
    index('forms_web_id').on(table.webId),
  ],
);

/**
 * The answers a form received from the public (issue 20; read by the answers screens of issue 21).
 * `values` is the contract's AnswerValue[] (item key, label at answer time, value); `files` one entry per
 * attached file: `{ key, name, size, type, storageKey }` (the bytes in the same storage as the CMS files).
 */
export const formAnswers = pgTable(
  'form_answers',
  {
    id: serial('id').primaryKey(),
    formId: integer('form_id')
      .notNull()
      .references(() => forms.id, { onDelete: 'cascade' }),
    values: jsonb('values').notNull(),
    files: jsonb('files').notNull().default(sql`'[]'::jsonb`),
    downloaded: boolean('downloaded').notNull().default(false),
    /** A keyed hash of the answerer's address (the rate limit's key), never the address itself. */
    senderHash: text('sender_hash').notNull().default(''),
    createdAt: createdAt(),
    /**
     * The answer's place in the change order (issue 21): a new answer, a download mark and a removal each take
     * the next value of `form_answer_seq`, so a console asks only for what changed after the last it saw.
     */
    seq: bigint('seq', { mode: 'number' }).notNull().default(sql`nextval('form_answer_seq')`),
    /** Taken away by remove-row: values and files are cleared at once; the row stays so consoles hear of it. */
    removed: boolean('removed').notNull().default(false),
  },
  (table) => [
    index('form_answers_form_id').on(table.formId, table.id),
    index('form_answers_form_seq').on(table.formId, table.seq),
  ],
);

export const formAnswerSeq = pgSequence('form_answer_seq');

export const exportStatesStored = ['queued', 'running', 'done', 'failed', 'cancelled'] as const;

/** An export of answers made as a background job (issue 21), one per request, the signed-in user's own. */
export const answerExports = pgTable(
  'answer_exports',
  {
    id: serial('id').primaryKey(),
    formId: integer('form_id')
      .notNull()
      .references(() => forms.id, { onDelete: 'cascade' }),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    format: text('format').notNull(),
    /** The answers chosen (null: every answer at the time the job runs) and the item keys in column order. */
    answerIds: jsonb('answer_ids'),
    columns: jsonb('columns'),
    state: text('state').notNull().default('queued'),
    done: integer('done').notNull().default(0),
    total: integer('total').notNull().default(0),
    /** Where the finished file is kept (the file storage), its name for the download. */
    storageKey: text('storage_key'),
    fileName: text('file_name'),
    /** The characters CP932 lacks, as found (at most 100) and counted. */
    lacking: jsonb('lacking').notNull().default(sql`'[]'::jsonb`),
    lackingCount: integer('lacking_count').notNull().default(0),
    message: text('message'),
    /** The answer ids written, kept so that fetching the file marks exactly them downloaded. */
    writtenIds: jsonb('written_ids'),
    createdAt: createdAt(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [
    index('answer_exports_account').on(table.accountId, table.id),
    check('answer_exports_state', sql`${table.state} in ('queued', 'running', 'done', 'failed', 'cancelled')`),
  ],
);

/**
 * ours (issue 22): a page as it was at one version (title, path, template, html): what a workflow asks to
 * publish, what is published, and the page's history of published versions.
 */
export const pageVersions = pgTable(
  'page_versions',
  {
    id: serial('id').primaryKey(),
    pageId: integer('page_id')
      .notNull()
      .references(() => pages.id, { onDelete: 'cascade' }),
    /** The page's `version` when the snapshot was taken. */
    pageVersion: integer('page_version').notNull(),
    title: text('title').notNull(),
    path: text('path').notNull(),
    templateId: integer('template_id').references(() => templates.id, { onDelete: 'set null' }),
    html: text('html').notNull(),
    createdBy: integer('created_by').references(() => accounts.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    /** When it went live (null: requested, never published). */
    publishedAt: timestamp('published_at', { withTimezone: true }),
    /**
     * What the public sees of the page (one per page at most): a snapshot, never the page as edited. Set by
     * publishing: at once on a website without approvers, else by an approved (or emergency) workflow.
     */
    live: boolean('live').notNull().default(false),
  },
  (table) => [
    index('page_versions_page').on(table.pageId, table.id),
    uniqueIndex('page_versions_live').on(table.pageId).where(sql`${table.live}`),
  ],
);

/**
 * ours (issue 22): approvers (spec §3 webAuthor). One row: an account approving, at a step of the approval,
 * either the requests for one website or the requests made by the members of one group.
 */
export const authors = pgTable(
  'authors',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    webId: integer('web_id').references(() => webs.id, { onDelete: 'cascade' }),
    groupId: integer('group_id').references(() => groups.id, { onDelete: 'cascade' }),
    step: integer('step').notNull().default(1),
    /** Whether a mail (besides the notice) tells this approver of a new request. */
    notifyByMail: boolean('notify_by_mail').notNull().default(false),
    version: version(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check('authors_scope', sql`(${table.webId} is null) <> (${table.groupId} is null)`),
    check('authors_step', sql`${table.step} between 1 and 10`),
    unique('authors_account_scope').on(table.accountId, table.webId, table.groupId).nullsNotDistinct(),
  ],
);

export const workflowKindValues = ['normal', 'emergency', 'republish'] as const;
export const workflowStatusValues = ['pending', 'remanded', 'published', 'rejected', 'review', 'approved'] as const;

/** ours (issue 22): approval workflows (spec §3 workflow, §4 its actions). */
export const workflows = pgTable(
  'workflows',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    status: text('status').notNull(),
    webId: integer('web_id')
      .notNull()
      .references(() => webs.id, { onDelete: 'cascade' }),
    /** The page (null: the whole website, a republish). */
    pageId: integer('page_id').references(() => pages.id, { onDelete: 'cascade' }),
    /** The exact version asked to be published; an edit of the page after it makes the request outdated. */
    pageVersionId: integer('page_version_id').references(() => pageVersions.id, { onDelete: 'set null' }),
    /** What was live when the request was made (the diff's left side; an emergency rejected goes back to it). */
    previousVersionId: integer('previous_version_id').references(() => pageVersions.id, { onDelete: 'set null' }),
    requesterId: integer('requester_id').references(() => accounts.id, { onDelete: 'set null' }),
    comment: text('comment').notNull().default(''),
    /** The approval step waiting (null once decided). */
    step: integer('step'),
    reviewerId: integer('reviewer_id').references(() => accounts.id, { onDelete: 'set null' }),
    reviewComment: text('review_comment'),
    version: version(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (table) => [
    index('workflows_web').on(table.webId, table.id),
    index('workflows_page').on(table.pageId, table.id),
    check('workflows_kind', sql`${table.kind} in ('normal', 'emergency', 'republish')`),
    check(
      'workflows_status',
      sql`${table.status} in ('pending', 'remanded', 'published', 'rejected', 'review', 'approved')`,
    ),
  ],
);

/** ours (issue 22): what happened to a workflow, in order (its history). */
export const workflowEvents = pgTable(
  'workflow_events',
  {
    id: serial('id').primaryKey(),
    workflowId: integer('workflow_id')
      .notNull()
      .references(() => workflows.id, { onDelete: 'cascade' }),
    /** The action taken (contract/workflowMachine.ts). */
    action: text('action').notNull(),
    actorId: integer('actor_id').references(() => accounts.id, { onDelete: 'set null' }),
    /** The actor's name then (kept when the account goes). */
    actorName: text('actor_name').notNull(),
    comment: text('comment').notNull().default(''),
    step: integer('step'),
    pageVersionId: integer('page_version_id').references(() => pageVersions.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [index('workflow_events_workflow').on(table.workflowId, table.id)],
);

// The other domains (cms: themes, templates, webs, pages, files; forms and answers; mailing lists and mail
// history; authors and workflows) join this file in the same pattern: serial id, version, timestamps,
// checks for closed sets of values, foreign keys that say what a delete does.
