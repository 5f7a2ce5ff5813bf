import { style } from '@vanilla-extract/css';
import { vars } from '../theme/index.ts';

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space[8],
});

/** A domain name is one word: never broken inside (the column widens instead). */
export const domain = style({ whiteSpace: 'nowrap' });

/** The stored ASCII form under an IDN shown in Unicode, for whoever compares with mail headers. */
export const ascii = style({
  display: 'block',
  whiteSpace: 'nowrap',
  color: vars.color.text.secondary,
  fontSize: vars.font.size[14],
});

export const muted = style({ color: vars.color.text.secondary });
