import { style } from '@vanilla-extract/css';
import * as field from '../Field/Field.css.ts';
import { fadeIn } from '../theme/fade.css.ts';
import { vars } from '../theme/index.ts';

export const root = style([
  field.root,
  {
    minWidth: 0,
    margin: 0,
    padding: 0,
    border: 'none',
  },
]);

export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space[16],
});

export const date = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[4],
});

export const time = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[4],
});

export const partLabel = style({
  fontSize: vars.font.size[14],
  lineHeight: vars.font.lineHeight[14],
  color: vars.color.text.body,
});

export const control = style({
  display: 'flex',
  alignItems: 'stretch',
  gap: vars.space[4],
});

export const input = style([
  field.box,
  field.text,
  {
    minHeight: vars.size.control.medium,
    margin: 0,
    paddingInline: vars.space[12],
    selectors: {
      '&:hover:not(:disabled)': field.boxHovered,
      '&[aria-invalid="true"]': field.boxInvalid,
      '&:disabled': field.boxDisabled,
      '&::placeholder': { color: vars.color.text.secondary },
    },
  },
]);

export const trigger = style([
  field.box,
  {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    minWidth: vars.size.control.medium,
    minHeight: vars.size.control.medium,
    color: vars.color.primary.base,
    cursor: 'pointer',
    selectors: {
      '&:hover:not(:disabled)': { backgroundColor: vars.color.primary.subtle },
      '&:disabled': field.boxDisabled,
    },
  },
]);

export const icon = style({
  width: vars.size.icon.medium,
  height: vars.size.icon.medium,
});

export const clear = style({
  alignSelf: 'flex-end',
  marginBlockEnd: vars.space[4],
});

export const era = style({
  margin: 0,
  fontSize: vars.font.size[16],
  lineHeight: vars.font.lineHeight[16],
  color: vars.color.text.body,
});

export const positioner = style({
  zIndex: vars.zIndex.popover,
});

export const content = style({
  padding: vars.space[12],
  border: `${vars.borderWidth.thin} solid ${vars.color.border.strong}`,
  borderRadius: vars.radius[8],
  backgroundColor: vars.color.surface.raised,
  boxShadow: vars.shadow.overlay,
  selectors: {
    '&[data-state="open"]': {
      animationName: fadeIn,
      animationDuration: vars.motion.fade,
      animationTimingFunction: vars.motion.easing,
    },
  },
});

export const viewControl = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space[8],
  marginBlockEnd: vars.space[8],
});

export const navTrigger = style({
  display: 'inline-flex',
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
  selectors: {
    '&:hover': { backgroundColor: vars.color.primary.subtle },
  },
});

export const rangeText = style({
  fontWeight: vars.font.weight.bold,
});

export const table = style({
  borderCollapse: 'collapse',
});

export const weekDay = style({
  width: vars.size.control.small,
  fontSize: vars.font.size[14],
  lineHeight: vars.font.lineHeight[14],
  fontWeight: vars.font.weight.regular,
  color: vars.color.text.secondary,
});

export const day = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.control.small,
  height: vars.size.control.small,
  borderRadius: vars.radius.full,
  color: vars.color.text.body,
  cursor: 'pointer',
  selectors: {
    '&[data-outside-range]': { color: vars.color.text.secondary },
    '&[data-today]': { fontWeight: vars.font.weight.bold, textDecoration: 'underline' },
    '&:hover:not([data-disabled])': { backgroundColor: vars.color.primary.subtle },
    '&[data-selected]': { backgroundColor: vars.color.primary.base, color: vars.color.text.inverse },
    '&[data-disabled]': { color: vars.color.text.disabled, cursor: 'not-allowed' },
    // Struck through only when refused (before min), not for the next month's days shown greyed.
    '&[data-disabled]:not([data-outside-range])': { textDecoration: 'line-through' },
  },
});
