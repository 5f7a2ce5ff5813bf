import { style } from '@vanilla-extract/css';
import { vars } from '../theme/index.ts';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[32],
  maxWidth: vars.size.form,
});

export const fields = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[24],
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space[12],
  paddingBlockStart: vars.space[24],
  borderBlockStart: `${vars.borderWidth.thin} solid ${vars.color.border.subtle}`,
});
