import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme/index.ts';

/** Styles of the shared page kit (conflict view). */
export const conflict = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[16],
  padding: vars.space[16],
  border: `${vars.borderWidth.thick} solid ${vars.color.warning.base}`,
  borderRadius: vars.radius[8],
});

export const conflictActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space[12],
});

export const differs = style({
  fontWeight: vars.font.weight.bold,
  color: vars.color.text.warning,
});
