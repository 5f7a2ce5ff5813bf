import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/index.ts';

export const root = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space[12],
  padding: vars.space[16],
  borderStyle: 'solid',
  borderWidth: vars.borderWidth.thin,
  borderInlineStartWidth: `calc(${vars.borderWidth.thick} * 2)`,
  borderRadius: vars.radius[8],
  color: vars.color.text.body,
});

export const tone = styleVariants({
  info: { borderColor: vars.color.primary.base, backgroundColor: vars.color.primary.subtle },
  success: { borderColor: vars.color.success.strong, backgroundColor: vars.color.success.subtle },
  warning: { borderColor: vars.color.warning.base, backgroundColor: vars.color.warning.subtle },
  error: { borderColor: vars.color.border.error, backgroundColor: vars.color.surface.errorSubtle },
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[4],
  flex: 1,
  minWidth: 0,
});

export const title = style({
  margin: 0,
  fontWeight: vars.font.weight.bold,
});

export const message = style({
  overflowWrap: 'anywhere',
});

export const action = style({
  marginBlockStart: vars.space[4],
});
