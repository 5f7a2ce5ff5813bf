import { style } from '@vanilla-extract/css';
import { vars } from '../theme/index.ts';

export const root = style({
  display: 'grid',
  placeItems: 'center',
  minHeight: '100dvh',
  padding: vars.space[24],
  backgroundColor: vars.color.surface.subtle,
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[24],
  width: '100%',
  maxWidth: vars.size.dialog,
  padding: vars.space[32],
  borderRadius: vars.radius[12],
  backgroundColor: vars.color.surface.raised,
  boxShadow: vars.shadow.raised,
});

export const heading = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[8],
});

export const title = style({
  margin: 0,
  fontSize: vars.font.size[24],
  lineHeight: vars.font.lineHeight[24],
  fontWeight: vars.font.weight.bold,
});

export const description = style({
  margin: 0,
  color: vars.color.text.secondary,
});

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space[16],
  paddingBlockStart: vars.space[16],
  borderBlockStart: `${vars.borderWidth.thin} solid ${vars.color.border.subtle}`,
});
