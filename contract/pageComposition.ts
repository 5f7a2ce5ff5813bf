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
}

/**
 * A website's page as the public sees it (ours, issue 17), one composition for the reference server's
 * `/site/{webId}/{path}` and the console's preview: the theme's head and body with `{{page}}` the template,
 * whose `{{title}}` is the escaped title and `{{content}}` the page; the theme's and template's styles in the
 * head and their scripts at the end of the body. No theme: the template alone; no template: the page alone.
 */
export const composePage = (parts: PageParts): string => {
  const title = escapeHtml(parts.title);
  // Replaced by functions, so a `$&` in a page stays as typed.
  const inTemplate = parts.template
    ? parts.template.body
        .replaceAll('{{title}}', () => title)
        .replaceAll('{{content}}', () => parts.html)
        .replaceAll('{{form}}', () => '')
    : parts.html;
  const body = parts.theme ? parts.theme.body.replaceAll('{{page}}', () => inTemplate) : inTemplate;
  const styles = [parts.theme?.style, parts.template?.style, parts.template?.formStyle].filter(Boolean).join('\n');
  const scripts = [parts.theme?.script, parts.template?.script, parts.template?.formScript].filter(Boolean);
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
