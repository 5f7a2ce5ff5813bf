import { globalStyle } from '@vanilla-extract/css';
import { PRERENDER_OFF_ATTRIBUTE, PRERENDERED_ID } from './markers.ts';

// Over whatever the console renders meanwhile (its loading state), at the place the real screen will take.
globalStyle(`#${PRERENDERED_ID}`, {
  position: 'fixed',
  inset: 0,
  overflow: 'auto',
  zIndex: 1,
});

globalStyle(`[${PRERENDER_OFF_ATTRIBUTE}] #${PRERENDERED_ID}`, {
  display: 'none',
});

// The fieldset that disables the picture's fields takes no box of its own.
globalStyle(`#${PRERENDERED_ID} > fieldset`, {
  display: 'contents',
});
