import { style } from '@vanilla-extract/css';
import { vars } from '../theme/index.ts';

export const name = style({
  fontWeight: vars.font.weight.bold,
  overflowWrap: 'anywhere',
});

export const number = style({
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});

export const actions = style({
  display: 'inline-flex',
  flexWrap: 'wrap',
  gap: vars.space[8],
});
