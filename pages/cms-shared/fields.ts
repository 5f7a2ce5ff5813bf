import type { TemplateDraft, ThemeDraft } from '../../model/cms/index.ts';
import type { CodeField } from './CodeFields.tsx';
import { cmsPagesText } from './text.ts';

type ThemeCode = Exclude<keyof ThemeDraft, 'name'>;
type TemplateCode = Exclude<keyof TemplateDraft, 'name'>;

const theme = cmsPagesText.theme;
const template = cmsPagesText.template;

/** A theme's code (spec §3): HTML for head and body, JavaScript for the script, CSS for the style. */
export const themeCodeFields: readonly CodeField<ThemeCode>[] = [
  { key: 'head', label: theme.fields.head, hint: theme.hints.head, mode: 'html' },
  { key: 'body', label: theme.fields.body, hint: theme.hints.body, mode: 'html' },
  { key: 'style', label: theme.fields.style, hint: theme.hints.style, mode: 'css' },
  { key: 'script', label: theme.fields.script, hint: theme.hints.script, mode: 'javascript' },
];

/** A template's code (spec §3): the body in HTML, styles in CSS, scripts in JavaScript. */
export const templateCodeFields: readonly CodeField<TemplateCode>[] = [
  { key: 'body', label: template.fields.body, hint: template.hints.body, mode: 'html' },
  { key: 'style', label: template.fields.style, hint: template.hints.style, mode: 'css' },
  { key: 'script', label: template.fields.script, hint: template.hints.script, mode: 'javascript' },
  { key: 'formStyle', label: template.fields.formStyle, hint: template.hints.formStyle, mode: 'css' },
  { key: 'formScript', label: template.fields.formScript, hint: template.hints.formScript, mode: 'javascript' },
];
