import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/index.ts';

export const root = style({
  display: 'inline-flex',
  flexShrink: 0,
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.control.small,
  height: vars.size.control.small,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius[8],
  backgroundColor: 'transparent',
  color: vars.color.text.body,
  cursor: 'pointer',
});

// The hover fill must differ from what the button sits on.
export const surface = styleVariants({
  raised: { selectors: { '&:hover': { backgroundColor: vars.color.surface.subtle } } },
  tinted: { selectors: { '&:hover': { backgroundColor: vars.color.surface.raised } } },
});

export const icon = style({
  width: vars.size.icon.medium,
  height: vars.size.icon.medium,
});
