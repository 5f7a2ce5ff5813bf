import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { prerenderGateScript } from './gateScript.ts';
import { handOverPicture } from './handOver.ts';
import {
  BUSY_MARK_ID,
  PICTURE_SENT_ATTRIBUTE,
  PRERENDER_OFF_ATTRIBUTE,
  PRERENDERED_ID,
  START_CHUNKS_ID,
} from './markers.ts';

const form = (attributes = '') =>
  `<form ${attributes} aria-label="ログイン"><input type="email" name="email"><input type="password" name="password"><button type="submit">ログインする</button></form>`;

/** index.html as built: the start list, the picture and the console's (here: already rendered) root. */
const page = () => {
  document.head.innerHTML = `<script type="application/json" id="${START_CHUNKS_ID}">["/assets/start-1.js"]</script>`;
  document.body.innerHTML = `<div id="${PRERENDERED_ID}">${form('method="post"')}<template id="${BUSY_MARK_ID}"><span class="spinner"></span></template></div><div id="root">${form()}</div>`;
};

const runGate = () => new Function(prerenderGateScript())();
const picture = (selector: string) => document.querySelector(`#${PRERENDERED_ID} ${selector}`) as HTMLInputElement;
const own = (selector: string) => document.querySelector(`#root ${selector}`) as HTMLInputElement;

const send = () => {
  const event = new Event('submit', { bubbles: true, cancelable: true });
  picture('form').dispatchEvent(event);
  return event;
};

beforeEach(page);
afterEach(() => {
  localStorage.clear();
  document.documentElement.removeAttribute(PRERENDER_OFF_ATTRIBUTE);
});

describe('the gate script (index.html, before the console runs)', () => {
  it('on `/` signed out: the picture stays, and its sending is held, marked and its button shown busy', () => {
    runGate();
    expect(document.documentElement.hasAttribute(PRERENDER_OFF_ATTRIBUTE)).toBe(false);
    expect(send().defaultPrevented).toBe(true);
    expect(picture('form').hasAttribute(PICTURE_SENT_ATTRIBUTE)).toBe(true);
    expect(picture('button').getAttribute('aria-busy')).toBe('true');
    expect(picture('button').getAttribute('aria-disabled')).toBe('true');
    expect(picture('button').innerHTML).toBe('<span class="spinner"></span>ログインする');
    // Sent again (Enter pressed twice): still one mark.
    expect(send().defaultPrevented).toBe(true);
    expect(picture('button').querySelectorAll('.spinner')).toHaveLength(1);
    // The console's own form is not its business.
    const event = new Event('submit', { bubbles: true, cancelable: true });
    own('form').dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
  });

  it('for a visitor who signed in: the picture is off and the start is asked for at once', () => {
    localStorage.setItem('console-login-time', '1');
    runGate();
    expect(document.documentElement.hasAttribute(PRERENDER_OFF_ATTRIBUTE)).toBe(true);
    const preloads = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')];
    expect(preloads.map((link) => link.getAttribute('href'))).toEqual(['/assets/start-1.js']);
  });
});

describe('the hand-over to the console’s sign-in form', () => {
  it('moves what was typed, the focus and the caret into the console’s fields and says whether it was sent', () => {
    runGate();
    picture('[name="email"]').value = 'someone@example.jp';
    const password = picture('[name="password"]');
    password.value = 'secret-1';
    password.focus();
    password.setSelectionRange(2, 4);
    send();

    expect(handOverPicture()).toEqual({ email: 'someone@example.jp', password: 'secret-1', sent: true });
    expect(document.getElementById(PRERENDERED_ID)).toBeNull();
    expect(own('[name="email"]').value).toBe('someone@example.jp');
    expect(own('[name="password"]').value).toBe('secret-1');
    expect(document.activeElement).toBe(own('[name="password"]'));
    expect([own('[name="password"]').selectionStart, own('[name="password"]').selectionEnd]).toEqual([2, 4]);
  });

  it('not sent, focus on the button: the console’s button takes the focus', () => {
    picture('button').focus();
    expect(handOverPicture()).toEqual({ email: '', password: '', sent: false });
    expect(document.activeElement).toBe(own('button'));
  });

  it('a picture that was off: removed, nothing carried over; none at all: null', () => {
    document.documentElement.setAttribute(PRERENDER_OFF_ATTRIBUTE, '');
    expect(handOverPicture()).toBeNull();
    expect(document.getElementById(PRERENDERED_ID)).toBeNull();
    expect(handOverPicture()).toBeNull();
  });
});
