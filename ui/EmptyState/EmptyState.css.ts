import { style } from '@vanilla-extract/css';
import { vars } from '../theme/index.ts';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space[8],
  padding: `${vars.space[40]} ${vars.space[24]}`,
  borderRadius: vars.radius[8],
  backgroundColor: vars.color.surface.subtle,
  textAlign: 'center',
});

export const icon = style({
  width: vars.size.icon.large,
  height: vars.size.icon.large,
  color: vars.color.text.secondary,
});

export const title = style({
  margin: 0,
  fontSize: vars.font.size[18],
  lineHeight: vars.font.lineHeight[18],
  fontWeight: vars.font.weight.bold,
});

export const description = style({
  margin: 0,
  color: vars.color.text.secondary,
});

export const action = style({
  marginBlockStart: vars.space[8],
});
