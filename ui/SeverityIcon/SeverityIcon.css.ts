import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/index.ts';

export const root = style({
  display: 'block',
  flexShrink: 0,
  width: vars.size.icon.medium,
  height: vars.size.icon.medium,
});

export const tone = styleVariants({
  info: { color: vars.color.primary.base },
  success: { color: vars.color.success.strong },
  warning: { color: vars.color.warning.strong },
  error: { color: vars.color.text.error },
});
