import { style } from '@vanilla-extract/css';
import { vars } from '../theme/index.ts';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[8],
  margin: 0,
  padding: 0,
  border: 'none',
  minWidth: 0,
});

export const legend = style({
  padding: 0,
  marginBlockEnd: vars.space[8],
  fontSize: vars.font.size[16],
  lineHeight: vars.font.lineHeight[16],
  fontWeight: vars.font.weight.bold,
});

export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space[16],
});

export const type = style({
  minWidth: '12em',
});

export const unread = style({
  paddingBlockEnd: vars.space[8],
});

export const clear = style({
  marginBlockEnd: vars.space[4],
});

export const count = style({
  margin: 0,
  color: vars.color.text.secondary,
  fontSize: vars.font.size[14],
  lineHeight: vars.font.lineHeight[14],
});
