import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/index.ts';

/*
 * The button's look, shared by Button and LinkButton (a link drawn as a button): root, one variant,
 * one size, then `disabled`.
 */

const inactive = '&:disabled, &[aria-disabled="true"]';
const hoverable = '&:hover:not(:disabled):not([aria-disabled="true"])';
const pressable = '&:active:not(:disabled):not([aria-disabled="true"])';

export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space[8],
  margin: 0,
  borderStyle: 'solid',
  borderWidth: vars.borderWidth.thin,
  borderColor: 'transparent',
  borderRadius: vars.radius[8],
  fontFamily: 'inherit',
  fontWeight: vars.font.weight.bold,
  textDecoration: 'none',
  cursor: 'pointer',
  userSelect: 'none',
  selectors: {
    [hoverable]: { textDecoration: 'underline' },
    [inactive]: { cursor: 'not-allowed' },
  },
});

export const variant = styleVariants({
  primary: {
    backgroundColor: vars.color.primary.base,
    color: vars.color.text.inverse,
    selectors: {
      // The colour again on hover: as a link (LinkButton) the global `a:hover` colour would win otherwise.
      [hoverable]: { backgroundColor: vars.color.primary.hover, color: vars.color.text.inverse },
      [pressable]: { backgroundColor: vars.color.primary.active },
    },
  },
  secondary: {
    backgroundColor: vars.color.surface.raised,
    borderColor: vars.color.primary.base,
    color: vars.color.primary.base,
    selectors: {
      [hoverable]: {
        backgroundColor: vars.color.primary.subtle,
        borderColor: vars.color.primary.hover,
        color: vars.color.primary.hover,
      },
      [pressable]: { backgroundColor: vars.color.primary.subtleHover },
    },
  },
  tertiary: {
    backgroundColor: 'transparent',
    color: vars.color.primary.base,
    textDecoration: 'underline',
    selectors: {
      [hoverable]: { backgroundColor: vars.color.primary.subtle, color: vars.color.primary.hover },
      [pressable]: { backgroundColor: vars.color.primary.subtleHover },
    },
  },
  danger: {
    backgroundColor: vars.color.danger.base,
    color: vars.color.text.inverse,
    selectors: {
      [hoverable]: { backgroundColor: vars.color.danger.hover, color: vars.color.text.inverse },
      [pressable]: { backgroundColor: vars.color.danger.active },
    },
  },
});

// After the variants so that a disabled button of any variant looks the same.
export const disabled = style({
  selectors: {
    '&:disabled': {
      backgroundColor: vars.color.surface.disabled,
      borderColor: vars.color.surface.disabled,
      color: vars.color.text.disabled,
      textDecoration: 'none',
    },
  },
});

export const size = styleVariants({
  small: {
    minHeight: vars.size.control.small,
    paddingInline: vars.space[12],
    fontSize: vars.font.size[14],
    lineHeight: vars.font.lineHeight[14],
  },
  medium: {
    minHeight: vars.size.control.medium,
    paddingInline: vars.space[16],
    fontSize: vars.font.size[16],
    lineHeight: vars.font.lineHeight[16],
  },
  large: {
    minHeight: vars.size.control.large,
    paddingInline: vars.space[24],
    fontSize: vars.font.size[16],
    lineHeight: vars.font.lineHeight[16],
  },
});
