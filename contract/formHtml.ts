import type { FormItem } from './form.ts';
import { escapeHtml } from './html.ts';

/**
 * A form as the public sees it (ours, issue 20): one markup for the reference server's public side (a page's
 * `{{form:ID}}`, `/public/form/{id}`) and the console's preview. Pure: every text from the form or the
 * answerer is escaped; no script, so a form works where a page runs none (`allowJs: false`).
 */

/** The words of the public form, in one place. */
export const formHtmlWords = {
  required: '必須',
  choose: '選択してください',
  submit: '送信する',
  errorSummary: '入力内容に誤りがあります。以下の項目を確認してください。',
  honeypot: 'この欄は入力しないでください',
  fileAccept: (extensions: string) => `添付できるファイル: ${extensions}`,
} as const;

/** The hidden fields the server reads beside the items' keys (never an item's key: keys start with a letter). */
export const FORM_TOKEN_FIELD = '_token';
export const DEFAULT_HONEYPOT_FIELD = '_website';

export interface FormHtmlSubject {
  id: number;
  name: string;
  items: readonly FormItem[];
}

export interface FormHtmlState {
  /** The answerer's values, kept when the form is shown again (files never are). */
  values?: Record<string, string | string[]>;
  /** Per item key, the message shown beside the field; `_form` for one about the whole form. */
  errors?: Record<string, string>;
  /** Where the form posts; by default its own public address. */
  action?: string;
  /** The time-trap token issued with this rendering. */
  token?: string;
  honeypotName?: string;
}

/** The marker a page's content places a form with. */
export const formMarker = (id: number): string => `{{form:${id}}}`;
/** Finds every marker (global: use with matchAll/replace); group 1 is the form's id. */
export const formMarkerPattern = /\{\{form:([1-9][0-9]{0,9})\}\}/gu;
/** The ids of the forms a content places, in order, each once. */
export const formIdsIn = (content: string): number[] => [
  ...new Set([...content.matchAll(formMarkerPattern)].map((match) => Number(match[1]))),
];

/** The public address of a form on the reference server. */
export const publicFormPath = (id: number): string => `/public/form/${id}`;

const fieldId = (formId: number, key: string) => `cms-form-${formId}-${key}`;
const attr = (name: string, value: string | number | null | undefined) =>
  value === null || value === undefined ? '' : ` ${name}="${escapeHtml(value)}"`;
const flag = (name: string, on: boolean) => (on ? ` ${name}` : '');

const valuesOf = (value: string | string[] | undefined): string[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];
const firstOf = (value: string | string[] | undefined): string => valuesOf(value)[0] ?? '';

const inputTypes: Partial<Record<FormItem['type'], string>> = {
  text: 'text',
  email: 'email',
  tel: 'tel',
  number: 'number',
  date: 'date',
};
const autocompletes: Partial<Record<FormItem['type'], string>> = { email: 'email', tel: 'tel' };

interface FieldContext {
  formId: number;
  item: FormItem;
  id: string;
  describedBy: string;
  invalid: boolean;
  value: string | string[] | undefined;
}

const common = ({ item, describedBy, invalid }: FieldContext) =>
  `${attr('name', item.key)}${flag('required', item.required)}${describedBy ? attr('aria-describedby', describedBy) : ''}${invalid ? ' aria-invalid="true"' : ''}`;

const lengths = (item: FormItem) => `${attr('minlength', item.minLength)}${attr('maxlength', item.maxLength)}`;

const choices = (field: FieldContext, type: 'radio' | 'checkbox') => {
  const chosen = valuesOf(field.value);
  return field.item.options
    .map((option, index) => {
      const id = `${field.id}-${index + 1}`;
      // A checkbox group's "required" is checked on the server: in HTML it would require every box.
      const required = type === 'radio' && field.item.required;
      return `<div class="cms-form-option"><input type="${type}" id="${id}"${attr('name', field.item.key)}${attr('value', option)}${flag('checked', chosen.includes(option))}${flag('required', required)}${field.invalid ? ' aria-invalid="true"' : ''}><label for="${id}">${escapeHtml(option)}</label></div>`;
    })
    .join('');
};

const control = (field: FieldContext): string => {
  const { item, id } = field;
  switch (item.type) {
    case 'textarea':
      return `<textarea id="${id}"${common(field)}${lengths(item)} rows="6">${escapeHtml(firstOf(field.value))}</textarea>`;
    case 'number':
      return `<input type="number" id="${id}"${common(field)}${attr('min', item.min)}${attr('max', item.max)} step="any"${attr('value', firstOf(field.value))}>`;
    case 'radio':
      return choices(field, 'radio');
    case 'checkbox':
      return choices(field, 'checkbox');
    case 'select': {
      const chosen = firstOf(field.value);
      const options = item.options
        .map(
          (option) =>
            `<option${attr('value', option)}${flag('selected', chosen === option)}>${escapeHtml(option)}</option>`,
        )
        .join('');
      return `<select id="${id}"${common(field)}><option value="">${formHtmlWords.choose}</option>${options}</select>`;
    }
    case 'file': {
      const accept = item.accept.map((extension) => `.${extension}`).join(',');
      return `<input type="file" id="${id}"${common(field)}${accept ? attr('accept', accept) : ''}>`;
    }
    case 'consent':
      return `<input type="checkbox" id="${id}"${common(field)} value="on"${flag('checked', firstOf(field.value) !== '')}>`;
    default: {
      const type = inputTypes[item.type] ?? 'text';
      return `<input type="${type}" id="${id}"${common(field)}${lengths(item)}${attr('autocomplete', autocompletes[item.type])}${attr('value', firstOf(field.value))}>`;
    }
  }
};

const requiredMark = (item: FormItem) =>
  item.required ? ` <span class="cms-form-required">${formHtmlWords.required}</span>` : '';

const itemBlock = (formId: number, item: FormItem, state: FormHtmlState): string => {
  const id = fieldId(formId, item.key);
  const error = state.errors?.[item.key];
  const helpId = `${id}-help`;
  const errorId = `${id}-error`;
  const fileHint =
    item.type === 'file' && item.accept.length > 0 ? formHtmlWords.fileAccept(item.accept.join(', ')) : '';
  const helpText = [item.help, fileHint].filter(Boolean).join(' ');
  const describedBy = [helpText ? helpId : '', error ? errorId : ''].filter(Boolean).join(' ');
  const field: FieldContext = {
    formId,
    item,
    id,
    describedBy,
    invalid: Boolean(error),
    value: state.values?.[item.key],
  };
  const help = helpText ? `<p class="cms-form-help" id="${helpId}">${escapeHtml(helpText)}</p>` : '';
  const errorText = error ? `<p class="cms-form-error" id="${errorId}">${escapeHtml(error)}</p>` : '';
  const classes = `cms-form-item cms-form-item-${item.type}${error ? ' cms-form-item-invalid' : ''}`;
  if (item.type === 'radio' || item.type === 'checkbox') {
    const group = `<fieldset${describedBy ? attr('aria-describedby', describedBy) : ''}><legend>${escapeHtml(item.label)}${requiredMark(item)}</legend>${help}${errorText}<div class="cms-form-options">${control(field)}</div></fieldset>`;
    return `<div class="${classes}">${group}</div>`;
  }
  if (item.type === 'consent') {
    return `<div class="${classes}"><div class="cms-form-consent">${control(field)}<label for="${id}">${escapeHtml(item.label)}${requiredMark(item)}</label></div>${help}${errorText}</div>`;
  }
  return `<div class="${classes}"><label for="${id}">${escapeHtml(item.label)}${requiredMark(item)}</label>${help}${errorText}${control(field)}</div>`;
};

const errorSummary = (form: FormHtmlSubject, errors: Record<string, string>): string => {
  const lines = [
    ...(errors._form ? [`<li>${escapeHtml(errors._form)}</li>`] : []),
    ...form.items
      .filter((item) => errors[item.key])
      .map((item) => {
        const target = fieldId(form.id, item.key) + (item.type === 'radio' || item.type === 'checkbox' ? '-1' : '');
        return `<li><a href="#${target}">${escapeHtml(errors[item.key] ?? '')}</a></li>`;
      }),
  ];
  if (lines.length === 0) return '';
  return `<div class="cms-form-errors" role="alert" tabindex="-1"><p>${formHtmlWords.errorSummary}</p><ul>${lines.join('')}</ul></div>`;
};

/** The public form's markup (see the file's comment). */
export const renderFormHtml = (form: FormHtmlSubject, state: FormHtmlState = {}): string => {
  const action = state.action ?? publicFormPath(form.id);
  const honeypot = state.honeypotName ?? DEFAULT_HONEYPOT_FIELD;
  const honeypotId = `cms-form-${form.id}-${honeypot}`;
  return [
    `<form class="cms-form" id="cms-form-${form.id}" method="post" enctype="multipart/form-data"${attr('action', action)}${attr('aria-label', form.name)}>`,
    errorSummary(form, state.errors ?? {}),
    ...form.items.map((item) => itemBlock(form.id, item, state)),
    `<input type="hidden"${attr('name', FORM_TOKEN_FIELD)}${attr('value', state.token ?? '')}>`,
    // Hidden from people (off screen, out of the accessibility tree and the tab order); bots fill it.
    `<div class="cms-form-hp" aria-hidden="true" style="position:absolute;left:-10000px;top:auto;width:1px;height:1px;overflow:hidden"><label for="${escapeHtml(honeypotId)}">${formHtmlWords.honeypot}</label><input type="text"${attr('id', honeypotId)}${attr('name', honeypot)} value="" tabindex="-1" autocomplete="off"></div>`,
    `<div class="cms-form-actions"><button type="submit" class="cms-form-submit">${formHtmlWords.submit}</button></div>`,
    '</form>',
  ]
    .filter((line) => line !== '')
    .join('\n');
};
