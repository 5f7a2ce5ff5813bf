import type { Draft, DraftField, ScreenDraft } from '../model/session/index.ts';

/**
 * The DOM side of the draft kept over an inactivity sign-out (model/session/draft.ts): which fields of
 * the screen's forms are taken, and how they are filled back. Any form inside <main> is covered without
 * the screen doing anything; a form opts out with `data-draft="off"`.
 *
 * Never taken: passwords, hidden, file and button inputs, and fields whose autocomplete marks a secret
 * (one-time codes, new or current passwords, card data).
 */
const SKIPPED_TYPES = new Set(['password', 'hidden', 'file', 'submit', 'button', 'reset', 'image']);
const SECRET_AUTOCOMPLETE = /(^|\s)(current-password|new-password|one-time-code|cc-[a-z-]+)(\s|$)/;

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

const formsOf = (doc: Document): HTMLFormElement[] => [...doc.querySelectorAll<HTMLFormElement>('main form')];

const isField = (element: Element): element is Field =>
  element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement;

const keyOf = (field: Field): string => field.name || field.id;

const labelOf = (field: Field): string => {
  const label = field.labels?.[0]?.cloneNode(true) as HTMLElement | undefined;
  // The required badge sits in the label but is not part of its name (aria-hidden).
  for (const hidden of label?.querySelectorAll('[aria-hidden="true"]') ?? []) hidden.remove();
  return (label?.textContent ?? field.getAttribute('aria-label') ?? '').trim();
};

const isSecret = (field: Field): boolean =>
  (field instanceof HTMLInputElement && SKIPPED_TYPES.has(field.type)) ||
  SECRET_AUTOCOMPLETE.test(field.getAttribute('autocomplete') ?? '');

export const captureScreenDraft = (doc: Document, path: string): ScreenDraft | null => {
  const fields: DraftField[] = [];
  formsOf(doc).forEach((form, index) => {
    if (form.dataset.draft === 'off') return;
    for (const element of form.elements) {
      if (!isField(element) || isSecret(element) || !keyOf(element)) continue;
      const base = { form: index, name: keyOf(element), label: labelOf(element) };
      if (element instanceof HTMLInputElement && element.type === 'checkbox') {
        if (element.checked) fields.push({ ...base, value: true });
      } else if (element instanceof HTMLInputElement && element.type === 'radio') {
        if (element.checked) fields.push({ ...base, value: element.value });
      } else if (element.value !== '') {
        fields.push({ ...base, value: element.value });
      }
    }
  });
  return fields.length > 0 ? { path, fields } : null;
};

/** Sets a value the way typing does, so React's controlled inputs take it (their value setter is bypassed). */
const setValue = (field: Field, value: string) => {
  const prototype = Object.getPrototypeOf(field) as object;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
  field.dispatchEvent(new Event('change', { bubbles: true }));
};

const fieldsNamed = (form: HTMLFormElement, name: string): Field[] =>
  [...form.elements].filter((element): element is Field => isField(element) && keyOf(element) === name);

const fillOne = (doc: Document, field: DraftField): boolean => {
  const form = formsOf(doc)[field.form];
  if (!form) return false;
  const candidates = fieldsNamed(form, field.name).filter((candidate) => !isSecret(candidate));
  const [first] = candidates;
  if (!first) return false;
  if (first instanceof HTMLInputElement && first.type === 'checkbox') {
    if (first.checked !== (field.value === true)) first.click();
    return true;
  }
  if (first instanceof HTMLInputElement && first.type === 'radio') {
    const radio = candidates.find((candidate) => candidate.value === field.value) as HTMLInputElement | undefined;
    if (radio && !radio.checked) radio.click();
    return radio !== undefined;
  }
  setValue(first, String(field.value));
  return true;
};

const ready = (doc: Document, draft: Draft): boolean =>
  draft.fields.every((field) => {
    const form = formsOf(doc)[field.form];
    return form !== undefined && fieldsNamed(form, field.name).length > 0;
  });

/**
 * Fills the draft in once its screen shows every field of it (the screen loads after navigation), or
 * after `timeoutMs` with whatever is there. Resolves with how many fields were filled.
 */
export const fillScreenDraft = (doc: Document, draft: Draft, timeoutMs = 15_000): Promise<number> =>
  new Promise((done) => {
    const finish = () => {
      observer.disconnect();
      clearTimeout(timer);
      done(draft.fields.filter((field) => fillOne(doc, field)).length);
    };
    const observer = new MutationObserver(() => {
      if (ready(doc, draft)) finish();
    });
    const timer = setTimeout(finish, timeoutMs);
    observer.observe(doc.body, { childList: true, subtree: true });
    if (ready(doc, draft)) finish();
  });
