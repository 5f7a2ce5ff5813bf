import { count, eq, inArray } from 'drizzle-orm';
import { FormItem } from '../../contract/form.ts';
import type { Db } from '../db/connect.ts';
import { formAnswers, forms, themes, webs } from '../db/schema.ts';

/** A form as its public side needs it (issue 20). */
export interface PublicForm {
  id: number;
  name: string;
  webId: number;
  websiteUrl: string;
  status: string;
  startDate: Date | null;
  endDate: Date | null;
  items: FormItem[];
  limitAnswer: number;
  useNotice: boolean;
  allowJs: boolean;
  isMailSend: boolean;
  isMailWithContent: boolean;
  errorContent: string;
  successContent: string;
  ownerId: number;
  subOwners: number[];
}

type FormRow = typeof forms.$inferSelect;

/** Stored items are the contract's; one that no longer reads as an item is left out rather than shown broken. */
const itemsOf = (stored: unknown): FormItem[] =>
  (Array.isArray(stored) ? stored : []).flatMap((item) => {
    const parsed = FormItem.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  });

const toPublicForm = (row: FormRow, websiteUrl: string): PublicForm => ({
  id: row.id,
  name: row.name,
  webId: row.webId,
  websiteUrl,
  status: row.status,
  startDate: row.startDate,
  endDate: row.endDate,
  items: itemsOf(row.items),
  limitAnswer: row.limitAnswer,
  useNotice: row.useNotice,
  allowJs: row.allowJs,
  isMailSend: row.isMailSend,
  isMailWithContent: row.isMailWithContent,
  errorContent: row.errorContent,
  successContent: row.successContent,
  ownerId: row.ownerId,
  subOwners: row.subOwners,
});

export const loadPublicForms = async (db: Pick<Db, 'select'>, ids: readonly number[]): Promise<PublicForm[]> => {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ form: forms, url: webs.url })
    .from(forms)
    .innerJoin(webs, eq(webs.id, forms.webId))
    .where(inArray(forms.id, [...ids]));
  return rows.map((row) => toPublicForm(row.form, row.url));
};

export const loadPublicForm = async (db: Pick<Db, 'select'>, id: number): Promise<PublicForm | undefined> =>
  (await loadPublicForms(db, [id]))[0];

export const answerCountOf = async (db: Pick<Db, 'select'>, formId: number): Promise<number> => {
  const [row] = await db.select({ n: count() }).from(formAnswers).where(eq(formAnswers.formId, formId));
  return row?.n ?? 0;
};

/** The website's theme, which a form's own pages are shown in (none: the page alone). */
export const themeOfWebsite = async (db: Pick<Db, 'select'>, webId: number) => {
  const [row] = await db
    .select({ theme: themes })
    .from(webs)
    .leftJoin(themes, eq(themes.id, webs.themeId))
    .where(eq(webs.id, webId));
  return row?.theme ?? null;
};

/** Why a form takes no answer now, or undefined when it does. */
export type Closure = 'not-open' | 'not-yet' | 'ended' | 'full';

/** Status and period (the limit needs the count: `closureWithCount`). */
export const closureOf = (form: PublicForm, now: Date): Closure | undefined => {
  if (form.status !== 'open') return 'not-open';
  if (form.startDate && now < form.startDate) return 'not-yet';
  if (form.endDate && now > form.endDate) return 'ended';
  return undefined;
};

export const isFull = (form: Pick<PublicForm, 'limitAnswer'>, answers: number): boolean =>
  form.limitAnswer > 0 && answers >= form.limitAnswer;

export const closureWithCount = (form: PublicForm, now: Date, answers: number): Closure | undefined =>
  closureOf(form, now) ?? (isFull(form, answers) ? 'full' : undefined);
