import { escapeHtml } from '../../contract/html.ts';
import { composePage } from '../../contract/pageComposition.ts';
import type { Db } from '../db/connect.ts';
import type { PublicForm } from './publicForms.ts';
import { themeOfWebsite } from './publicForms.ts';

/**
 * A form's own page on the reference server (`/public/form/{id}` and its answers' pages): the content in the
 * website's theme (no template), the form's name as its heading. `scripts: false` for a form that allows none.
 */
export const formPage = async (
  db: Pick<Db, 'select'>,
  form: Pick<PublicForm, 'name' | 'webId' | 'allowJs'>,
  content: string,
): Promise<string> =>
  composePage({
    title: form.name,
    html: `<section class="cms-form-page"><h1>${escapeHtml(form.name)}</h1>\n${content}</section>`,
    theme: await themeOfWebsite(db, form.webId),
    template: null,
    scripts: form.allowJs,
  });

/** A refusal shown to the answerer: why, then the form's own errorContent. */
export const refusalContent = (reason: string, errorContent: string): string =>
  `<div class="cms-form-refusal" role="alert"><p>${escapeHtml(reason)}</p>${errorContent}</div>`;

export const notFoundPage = (title: string, text: string): string =>
  composePage({ title, html: `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p>`, theme: null, template: null });
