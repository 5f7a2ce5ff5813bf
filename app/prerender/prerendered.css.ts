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
