import { PRERENDERED_ID } from './markers.ts';
import './prerendered.css.ts';

/** Removes index.html's picture of the sign-in screen, once the console shows a screen of its own. */
export const leavePrerendered = (): void => {
  document.getElementById(PRERENDERED_ID)?.remove();
};
