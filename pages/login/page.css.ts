import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme/index.ts';

export const alternative = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[12],
  paddingBlockStart: vars.space[24],
  borderBlockStart: `${vars.borderWidth.thin} solid ${vars.color.border.subtle}`,
});

export const hint = style({
  margin: 0,
  color: vars.color.text.secondary,
  fontSize: vars.font.size[14],
  lineHeight: vars.font.lineHeight[14],
});
