import { style } from '@vanilla-extract/css';
import * as field from '../Field/Field.css.ts';
import { fadeIn } from '../theme/fade.css.ts';
import { vars } from '../theme/index.ts';

export const control = style({
  display: 'flex',
});

export const trigger = style([
  field.box,
  field.text,
  {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: vars.space[8],
    width: '100%',
    minHeight: vars.size.control.medium,
    margin: 0,
    paddingInline: `${vars.space[16]} ${vars.space[12]}`,
    textAlign: 'start',
    cursor: 'pointer',
    selectors: {
      '&:hover:not([data-disabled])': field.boxHovered,
      '&[data-invalid]': field.boxInvalid,
      '&[data-disabled]': field.boxDisabled,
    },
  },
]);

export const valueText = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  selectors: {
    '&[data-placeholder-shown]': { color: vars.color.text.secondary },
  },
});

export const indicator = style({
  display: 'flex',
  flexShrink: 0,
  width: vars.size.icon.medium,
  height: vars.size.icon.medium,
  transitionProperty: 'transform',
  transitionDuration: vars.motion.fade,
  selectors: {
    '&[data-state="open"]': { transform: 'rotate(180deg)' },
  },
});

export const positioner = style({
  zIndex: vars.zIndex.popover,
});

export const content = style({
  display: 'flex',
  flexDirection: 'column',
  maxHeight: vars.size.noticePanelMaxHeight,
  overflowY: 'auto',
  padding: vars.space[4],
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
    '&:focus-visible': { outline: 'none' },
  },
});

export const item = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space[8],
  minHeight: vars.size.control.small,
  paddingInline: vars.space[12],
  borderRadius: vars.radius[4],
  color: vars.color.text.body,
  cursor: 'pointer',
  selectors: {
    '&[data-highlighted]': {
      backgroundColor: vars.color.primary.subtle,
      color: vars.color.primary.base,
      textDecoration: 'underline',
    },
    '&[data-state="checked"]': { fontWeight: vars.font.weight.bold },
    '&[data-disabled]': { color: vars.color.text.disabled, cursor: 'not-allowed' },
  },
});

export const itemIndicator = style({
  display: 'flex',
  flexShrink: 0,
  width: vars.size.icon.small,
  height: vars.size.icon.small,
});
