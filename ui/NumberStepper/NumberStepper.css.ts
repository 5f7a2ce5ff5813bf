import { style } from '@vanilla-extract/css';
import { vars } from '../theme/index.ts';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space[8],
});

export const label = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[8],
  fontSize: vars.font.size[16],
  lineHeight: vars.font.lineHeight[16],
  fontWeight: vars.font.weight.bold,
  color: vars.color.text.body,
});

export const requiredMark = style({
  display: 'inline-block',
  paddingInline: vars.space[8],
  borderRadius: vars.radius[4],
  backgroundColor: vars.color.surface.errorSubtle,
  color: vars.color.text.error,
  fontSize: vars.font.size[14],
  lineHeight: vars.font.lineHeight[14],
  fontWeight: vars.font.weight.bold,
});

export const control = style({
  display: 'inline-flex',
  alignItems: 'stretch',
  borderStyle: 'solid',
  borderWidth: vars.borderWidth.thin,
  borderColor: vars.color.border.field,
  borderRadius: vars.radius[8],
  backgroundColor: vars.color.surface.raised,
  overflow: 'hidden',
  selectors: {
    '&:hover:not([data-disabled])': { borderColor: vars.color.text.body },
    // Twice as thick, so the error is not shown by colour alone.
    '&[data-invalid]': { borderColor: vars.color.border.error, borderWidth: vars.borderWidth.thick },
    // The ring goes round the whole control, not only the text box inside it.
    '&[data-focus]': { outline: vars.focus.outline, outlineOffset: vars.focus.offset, boxShadow: vars.focus.ring },
  },
});

export const input = style({
  width: `calc(${vars.size.control.medium} * 2)`,
  minHeight: vars.size.control.medium,
  margin: 0,
  padding: `0 ${vars.space[8]}`,
  border: 'none',
  backgroundColor: 'transparent',
  color: vars.color.text.body,
  fontFamily: 'inherit',
  fontSize: vars.font.size[16],
  lineHeight: vars.font.lineHeight[16],
  textAlign: 'center',
  fontVariantNumeric: 'tabular-nums',
  selectors: {
    '&:focus-visible': { outline: 'none', boxShadow: 'none' },
    '&:disabled': { color: vars.color.text.disabled, cursor: 'not-allowed' },
  },
});

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

const message = style({
  margin: 0,
  fontSize: vars.font.size[14],
  lineHeight: vars.font.lineHeight[14],
});

export const hint = style([message, { color: vars.color.text.secondary }]);

export const error = style([message, { color: vars.color.text.error, fontWeight: vars.font.weight.bold }]);
