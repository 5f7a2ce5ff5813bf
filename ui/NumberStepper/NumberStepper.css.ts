import { style } from '@vanilla-extract/css';
import * as field from '../Field/Field.css.ts';
import { vars } from '../theme/index.ts';

export const root = style([field.root, { alignItems: 'flex-start' }]);

export const control = style([
  field.box,
  {
    display: 'inline-flex',
    alignItems: 'stretch',
    overflow: 'hidden',
    selectors: {
      '&:hover:not([data-disabled])': field.boxHovered,
      '&[data-invalid]': field.boxInvalid,
      // The ring goes round the whole control, not only the text box inside it.
      '&[data-focus]': { outline: vars.focus.outline, outlineOffset: vars.focus.offset, boxShadow: vars.focus.ring },
    },
  },
]);

export const input = style([
  field.text,
  {
    width: `calc(${vars.size.control.medium} * 2)`,
    minHeight: vars.size.control.medium,
    margin: 0,
    padding: `0 ${vars.space[8]}`,
    border: 'none',
    backgroundColor: 'transparent',
    textAlign: 'center',
    fontVariantNumeric: 'tabular-nums',
    selectors: {
      '&:focus-visible': { outline: 'none', boxShadow: 'none' },
      '&:disabled': { color: vars.color.text.disabled, cursor: 'not-allowed' },
    },
  },
]);

export const trigger = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.control.medium,
  padding: 0,
  border: 'none',
  backgroundColor: vars.color.surface.subtle,
  color: vars.color.primary.base,
  cursor: 'pointer',
  selectors: {
    '&:hover:not(:disabled)': { backgroundColor: vars.color.primary.subtle },
    '&:disabled': { color: vars.color.text.disabled, cursor: 'not-allowed' },
  },
});

export const icon = style({
  width: vars.size.icon.medium,
  height: vars.size.icon.medium,
});
