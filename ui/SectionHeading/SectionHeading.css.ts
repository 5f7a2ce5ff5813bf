import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/index.ts';

export const root = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space[16],
});

export const title = style({
  margin: 0,
  fontWeight: vars.font.weight.bold,
  color: vars.color.text.body,
});

export const level = styleVariants({
  2: { fontSize: vars.font.size[20], lineHeight: vars.font.lineHeight[20] },
  3: { fontSize: vars.font.size[18], lineHeight: vars.font.lineHeight[18] },
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space[12],
});
