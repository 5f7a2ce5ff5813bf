import { eq } from 'drizzle-orm';
import { composePage } from '../../contract/index.ts';
import type { Db } from '../db/connect.ts';
import { templates, themes, webs } from '../db/schema.ts';
import { formsOfPage } from '../forms/formMarkup.ts';

/** What of a page's snapshot its composition needs (a page version's title, HTML and template). */
export interface SnapshotParts {
  webId: number;
  title: string;
  html: string;
  templateId: number | null;
}

/**
 * A snapshot as the public sees it, in one place for `/site` and the approval previews (issue 22), so the two
 * never differ: the website's theme, the snapshot's template and the forms it places. `scripts` is false when a
 * placed form allows no script (the composition then carries none; `/site` also says so in its policy).
 */
export const composeSnapshot = async (
  db: Pick<Db, 'select'>,
  snapshot: SnapshotParts,
  now: Date,
): Promise<{ html: string; scripts: boolean }> => {
  const [theme] = await db
    .select({ head: themes.head, body: themes.body, style: themes.style, script: themes.script })
    .from(webs)
    .innerJoin(themes, eq(themes.id, webs.themeId))
    .where(eq(webs.id, snapshot.webId));
  const [template] =
    snapshot.templateId === null
      ? []
      : await db
          .select({
            body: templates.body,
            style: templates.style,
            script: templates.script,
            formStyle: templates.formStyle,
            formScript: templates.formScript,
          })
          .from(templates)
          .where(eq(templates.id, snapshot.templateId));
  // Forms placed with {{form:ID}} (issue 20); a form that allows no script takes every script off the page.
  const { forms, allowJs } = await formsOfPage(db, { webId: snapshot.webId, html: snapshot.html }, now);
  const html = composePage({
    title: snapshot.title,
    html: snapshot.html,
    theme: theme ?? null,
    template: template ?? null,
    forms,
    scripts: allowJs,
  });
  return { html, scripts: allowJs };
};
