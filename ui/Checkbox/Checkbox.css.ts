import { style } from '@vanilla-extract/css';
import { vars } from '../theme/index.ts';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[4],
});

/** Ark's root is the <label>: the box and the words are one target, at least a small control high. */
export const item = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'flex-start',
  alignSelf: 'flex-start',
  gap: vars.space[12],
  minHeight: vars.size.control.small,
  paddingBlock: vars.space[4],
  cursor: 'pointer',
  selectors: {
    '&[data-disabled]': { cursor: 'not-allowed' },
  },
});

export const control = style({
  display: 'flex',
  flexShrink: 0,
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.icon.medium,
  height: vars.size.icon.medium,
  // Centres the box on the label's first line, however many lines the label takes.
  marginBlockStart: `calc((${vars.font.lineHeight[16]} * ${vars.font.size[16]} - ${vars.size.icon.medium}) / 2)`,
  borderStyle: 'solid',
  borderWidth: vars.borderWidth.thick,
  borderColor: vars.color.border.field,
  borderRadius: vars.radius[4],
  backgroundColor: vars.color.surface.raised,
  color: vars.color.text.inverse,
  selectors: {
    '&[data-hover]:not([data-disabled])': { borderColor: vars.color.text.body },
    '&[data-state="checked"]': {
      borderColor: vars.color.primary.base,
      backgroundColor: vars.color.primary.base,
    },
    '&[data-state="checked"][data-hover]:not([data-disabled])': {
      borderColor: vars.color.primary.hover,
      backgroundColor: vars.color.primary.hover,
    },
    '&[data-invalid]:not([data-state="checked"])': { borderColor: vars.color.border.error },
    '&[data-focus-visible]': {
      outline: vars.focus.outline,
      outlineOffset: vars.focus.offset,
      boxShadow: vars.focus.ring,
    },
    '&[data-disabled]': {
      borderColor: vars.color.text.disabled,
      backgroundColor: vars.color.surface.disabled,
      color: vars.color.text.disabled,
    },
  },
});

export const indicator = style({
  display: 'flex',
  width: vars.size.icon.small,
  height: vars.size.icon.small,
});

export const label = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  columnGap: vars.space[8],
  fontSize: vars.font.size[16],
  lineHeight: vars.font.lineHeight[16],
  color: vars.color.text.body,
  selectors: {
    '&[data-disabled]': { color: vars.color.text.disabled },
  },
});

/** Hint and error under the label's words, not under the box. */
export const messages = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[4],
  paddingInlineStart: `calc(${vars.size.icon.medium} + ${vars.space[12]})`,
});
