import { style } from '@vanilla-extract/css';
import { vars } from '../theme/index.ts';

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[16],
});

/** The grid scrolls inside the dialog so that the search above and the buttons below stay in view. */
export const scroller = style({
  maxHeight: '50vh',
  overflowY: 'auto',
  padding: vars.space[8],
  borderStyle: 'solid',
  borderWidth: vars.borderWidth.thin,
  borderColor: vars.color.border.subtle,
  borderRadius: vars.radius[4],
});

export const alt = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[12],
});
