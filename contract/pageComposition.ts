import { formMarkerPattern } from './formHtml.ts';
import { escapeHtml } from './html.ts';

/** The theme's parts a composed page uses (contract/theme.ts's Theme has them all). */
export interface ComposedTheme {
  head: string;
  body: string;
  style: string;
  script: string;
}

/** The template's parts a composed page uses (contract/template.ts's Template has them all). */
export interface ComposedTemplate {
  body: string;
  style: string;
  script: string;
  formStyle: string;
  formScript: string;
}

export interface PageParts {
  title: string;
  html: string;
  theme: ComposedTheme | null;
  template: ComposedTemplate | null;
  /**
   * ours (issue 20): the markup of each form the page places with `{{form:ID}}`, by id (a form left out
   * becomes nothing). Left out altogether, the markers stay as written (a preview that knows no forms).
   */
  forms?: Readonly<Record<number, string>>;
  /** ours (issue 20): false → no theme, template or form script at all (a placed form's `allowJs: false`). */
  scripts?: boolean;
}

/**
 * The page's content with its forms: where the template has `{{form}}`, the first form the page places goes
 * there and the markers leave the content; otherwise each marker becomes its form where it stands.
 */
const placeForms = (parts: PageParts): { content: string; form: string } => {
  const forms = parts.forms;
  if (!forms) return { content: parts.html, form: '' };
  const markupOf = (id: string) => forms[Number(id)] ?? '';
  if (parts.template?.body.includes('{{form}}')) {
    const first = [...parts.html.matchAll(formMarkerPattern)].map((match) => markupOf(match[1] ?? '')).find(Boolean);
    return { content: parts.html.replace(formMarkerPattern, () => ''), form: first ?? '' };
  }
  return { content: parts.html.replace(formMarkerPattern, (_marker, id: string) => markupOf(id)), form: '' };
};

/**
 * A website's page as the public sees it (ours, issue 17), one composition for the reference server's
 * `/site/{webId}/{path}` and the console's preview: the theme's head and body with `{{page}}` the template,
 * whose `{{title}}` is the escaped title and `{{content}}` the page; the theme's and template's styles in the
 * head and their scripts at the end of the body. No theme: the template alone; no template: the page alone.
 */
export const composePage = (parts: PageParts): string => {
  const title = escapeHtml(parts.title);
  const { content, form } = placeForms(parts);
  // Replaced by functions, so a `$&` in a page stays as typed.
  const inTemplate = parts.template
    ? parts.template.body
        .replaceAll('{{title}}', () => title)
        .replaceAll('{{content}}', () => content)
        .replaceAll('{{form}}', () => form)
    : content;
  const body = parts.theme ? parts.theme.body.replaceAll('{{page}}', () => inTemplate) : inTemplate;
  const styles = [parts.theme?.style, parts.template?.style, parts.template?.formStyle].filter(Boolean).join('\n');
  const scripts =
    parts.scripts === false
      ? []
      : [parts.theme?.script, parts.template?.script, parts.template?.formScript].filter(Boolean);
  return [
    '<!DOCTYPE html>',
    '<html lang="ja">',
    '<head>',
    parts.theme?.head ?? '<meta charset="utf-8">',
    `<title>${title}</title>`,
    styles ? `<style>\n${styles}\n</style>` : '',
    '</head>',
    '<body>',
    body,
    ...scripts.map((script) => `<script>\n${script}\n</script>`),
    '</body>',
    '</html>',
  ]
    .filter((line) => line !== '')
    .join('\n');
};
