import { DEFAULT_HONEYPOT_FIELD, formIdsIn, publicFormPath, renderFormHtml } from '../../contract/formHtml.ts';
import type { Db } from '../db/connect.ts';
import { answerCountOf, closureWithCount, loadPublicForms, type PublicForm } from './publicForms.ts';
import { issueFormToken } from './token.ts';

/** What a form shows when it takes no answer: its errorContent (staff's HTML, served in the sandbox). */
export const closedMarkup = (form: Pick<PublicForm, 'id' | 'errorContent'>): string =>
  `<div class="cms-form-closed" id="cms-form-${form.id}">${form.errorContent}</div>`;

export interface FormShowing {
  values?: Record<string, string | string[]>;
  errors?: Record<string, string>;
}

/** The form's markup with a fresh time-trap token, or its errorContent when it takes no answer now. */
export const formMarkupOf = async (
  db: Pick<Db, 'select'>,
  form: PublicForm,
  now: Date,
  showing: FormShowing = {},
): Promise<string> => {
  if (closureWithCount(form, now, await answerCountOf(db, form.id))) return closedMarkup(form);
  return renderFormHtml(form, {
    ...showing,
    action: publicFormPath(form.id),
    token: issueFormToken(form.id, now),
    honeypotName: DEFAULT_HONEYPOT_FIELD,
  });
};

/**
 * The forms a page's content places (`{{form:ID}}`): only forms of the page's own website that are no
 * longer drafts; the others become nothing. `allowJs` is false when any placed form says so.
 */
export const formsOfPage = async (
  db: Pick<Db, 'select'>,
  page: { webId: number; html: string },
  now: Date,
): Promise<{ forms: Record<number, string>; allowJs: boolean }> => {
  const placed = (await loadPublicForms(db, formIdsIn(page.html))).filter(
    (form) => form.webId === page.webId && form.status !== 'draft',
  );
  const forms: Record<number, string> = {};
  for (const form of placed) forms[form.id] = await formMarkupOf(db, form, now);
  return { forms, allowJs: placed.every((form) => form.allowJs) };
};
