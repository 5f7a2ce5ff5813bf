import { style } from '@vanilla-extract/css';
import { vars } from '../theme/index.ts';

export const root = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space[4],
});

const button = style({
  minWidth: vars.size.control.medium,
  minHeight: vars.size.control.medium,
  padding: `0 ${vars.space[12]}`,
  borderStyle: 'solid',
  borderWidth: vars.borderWidth.thin,
  borderColor: vars.color.border.field,
  borderRadius: vars.radius[8],
  backgroundColor: vars.color.surface.raised,
  color: vars.color.primary.base,
  fontFamily: 'inherit',
  fontSize: vars.font.size[16],
  cursor: 'pointer',
  selectors: {
    '&:hover:not([data-disabled])': { backgroundColor: vars.color.primary.subtle },
    '&[data-disabled]': {
      color: vars.color.text.disabled,
      backgroundColor: vars.color.surface.disabled,
      cursor: 'not-allowed',
    },
  },
});

export const step = button;

export const item = style([
  button,
  {
    fontVariantNumeric: 'tabular-nums',
    selectors: {
      '&[data-selected]': {
        backgroundColor: vars.color.primary.base,
        borderColor: vars.color.primary.base,
        color: vars.color.text.inverse,
        fontWeight: vars.font.weight.bold,
      },
    },
  },
]);

export const ellipsis = style({ padding: `0 ${vars.space[4]}`, color: vars.color.text.secondary });
