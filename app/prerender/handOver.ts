import { PICTURE_SENT_ATTRIBUTE, PRERENDER_OFF_ATTRIBUTE, PRERENDERED_ID } from './markers.ts';
import './prerendered.css.ts';

/** What a visitor did with the picture of the sign-in form before the console took over. */
export interface PictureTyping {
  email: string;
  password: string;
  sent: boolean;
}

const SUBMIT = 'button[type="submit"]';

/** The console's own field in place of the picture's, and where the caret or selection was. */
const moveInto = (from: HTMLInputElement, to: HTMLInputElement, focused: boolean) => {
  // Set here as well as through the model: when React renders the same value it leaves the field alone,
  // so the caret stays where the visitor left it.
  to.value = from.value;
  if (!focused) return;
  to.focus();
  // E-mail fields have no selection to set (their selectionStart is null).
  if (from.selectionStart !== null && from.selectionEnd !== null) {
    to.setSelectionRange(from.selectionStart, from.selectionEnd, from.selectionDirection ?? undefined);
  }
};

/**
 * The picture gives way to the console's sign-in form, rendered under #root in the same commit: each of its
 * fields' text goes into the console's field of the same name, with the focus and caret if they were there,
 * and the picture goes. Sent means the gate script held a sending (app/prerender/gateScript.ts), or its
 * button is being pressed: the release would land on the console's button, which would not take it for a
 * click. Null when no picture showed.
 */
export const handOverPicture = (): PictureTyping | null => {
  const picture = document.getElementById(PRERENDERED_ID);
  if (!picture) return null;
  const shown = !document.documentElement.hasAttribute(PRERENDER_OFF_ATTRIBUTE);
  const form = picture.querySelector('form');
  const root = document.getElementById('root');
  const focused = picture.contains(document.activeElement) ? document.activeElement : null;
  const ownFields = [...(root?.querySelectorAll('input') ?? [])];
  const typed: Record<string, string> = {};
  for (const field of picture.querySelectorAll('input')) {
    typed[field.name] = field.value;
    const own = ownFields.find((candidate) => candidate.name === field.name);
    if (shown && own) moveInto(field, own, field === focused);
  }
  const button = form?.querySelector(SUBMIT);
  const sent = form?.hasAttribute(PICTURE_SENT_ATTRIBUTE) === true || button?.matches(':active') === true;
  if (shown && focused !== null && focused === button) root?.querySelector<HTMLElement>(`form ${SUBMIT}`)?.focus();
  picture.remove();
  return shown ? { email: typed.email ?? '', password: typed.password ?? '', sent } : null;
};
