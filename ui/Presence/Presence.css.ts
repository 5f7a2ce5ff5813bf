import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/index.ts';

export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  flexShrink: 0,
});

export const stack = style({
  display: 'flex',
  alignItems: 'center',
});

export const avatar = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.avatar,
  height: vars.size.avatar,
  borderRadius: vars.radius.full,
  // A ring in the page colour keeps overlapping avatars apart.
  border: `${vars.borderWidth.thick} solid ${vars.color.surface.raised}`,
  fontSize: vars.font.size[14],
  lineHeight: 1,
  fontWeight: vars.font.weight.bold,
  cursor: 'default',
  selectors: {
    '& + &': { marginInlineStart: `calc(${vars.space[8]} * -1)` },
  },
});

export const tone = styleVariants({
  blue: { backgroundColor: vars.color.primary.subtle, color: vars.color.primary.base },
  green: { backgroundColor: vars.color.success.subtle, color: vars.color.success.strong },
  yellow: { backgroundColor: vars.color.warning.subtle, color: vars.color.warning.strong },
  red: { backgroundColor: vars.color.surface.errorSubtle, color: vars.color.text.error },
});

export const more = style({
  backgroundColor: vars.color.surface.subtle,
  color: vars.color.text.secondary,
});
