import { style } from '@vanilla-extract/css';
import { vars } from '../theme/index.ts';

// No margin of its own: every screen puts it in a stack whose gap spaces it (a margin doubled that gap).
export const root = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: vars.space[16],
});

export const text = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[8],
  minWidth: 0,
});

export const title = style({
  margin: 0,
  fontSize: vars.font.size[28],
  lineHeight: vars.font.lineHeight[28],
  fontWeight: vars.font.weight.bold,
  overflowWrap: 'anywhere',
});

export const description = style({
  margin: 0,
  color: vars.color.text.secondary,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space[12],
});
