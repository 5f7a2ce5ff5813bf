import { style } from '@vanilla-extract/css';
import { vars } from '../theme/index.ts';

/** The fields, one under another, with the refusal above them. */
export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[16],
  margin: 0,
});

/** What the work answered; focused when it appears, so it is read, and a stray Enter presses nothing. */
export const result = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[16],
  selectors: {
    '&:focus, &:focus-visible': { outline: 'none', boxShadow: 'none' },
  },
});

/**
 * The footer lines its actions up at the end; the result's only button is pushed to the start instead,
 * away from where submit was, so a second click of a double-click lands on nothing.
 */
export const resultClose = style({
  marginInlineEnd: 'auto',
});
