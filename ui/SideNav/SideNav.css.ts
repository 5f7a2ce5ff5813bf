import { style } from '@vanilla-extract/css';
import { vars } from '../theme/index.ts';

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[4],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const nested = style({
  marginBlockStart: vars.space[4],
  paddingInlineStart: vars.space[16],
});

export const link = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: vars.size.control.small,
  paddingBlock: vars.space[4],
  paddingInline: vars.space[12],
  borderInlineStart: `calc(${vars.borderWidth.thick} * 2) solid transparent`,
  borderRadius: vars.radius[4],
  color: vars.color.text.body,
  fontSize: vars.font.size[16],
  lineHeight: vars.font.lineHeight[16],
  fontWeight: vars.font.weight.bold,
  textDecoration: 'none',
  selectors: {
    '&:hover': {
      backgroundColor: vars.color.primary.subtle,
      color: vars.color.primary.hover,
      textDecoration: 'underline',
    },
    // The current page: a bar, a tint and the link colour, not the tint alone.
    '&[aria-current="page"]': {
      borderInlineStartColor: vars.color.primary.base,
      backgroundColor: vars.color.primary.subtle,
      color: vars.color.primary.base,
    },
  },
});

export const childLink = style({
  fontSize: vars.font.size[14],
  lineHeight: vars.font.lineHeight[14],
  fontWeight: vars.font.weight.regular,
  selectors: {
    '&[aria-current="page"]': { fontWeight: vars.font.weight.bold },
  },
});
