import { globalStyle, style } from '@vanilla-extract/css';
import * as field from '../Field/Field.css.ts';
import { breakpoints, vars } from '../theme/index.ts';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[16],
});

export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space[24],
  alignItems: 'start',
  '@media': {
    [`(min-width: ${breakpoints.wide})`]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)' },
  },
});

export const listColumn = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[16],
});

export const rowHint = style([field.hint]);

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[8],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const row = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[4],
  padding: vars.space[4],
  border: `${vars.borderWidth.thin} solid ${vars.color.border.strong}`,
  borderRadius: vars.radius[8],
  backgroundColor: vars.color.surface.raised,
  selectors: {
    '&[data-selected]': {
      borderColor: vars.color.primary.base,
      borderWidth: vars.borderWidth.thick,
      backgroundColor: vars.color.primary.subtle,
    },
    '&[data-invalid]': { borderColor: vars.color.border.error, borderWidth: vars.borderWidth.thick },
    '&[data-dragging]': { opacity: 0.5 },
    '&[data-drop-target]': { boxShadow: `0 -4px 0 0 ${vars.color.primary.base}` },
  },
});

export const handle = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.control.small,
  height: vars.size.control.small,
  color: vars.color.text.secondary,
  cursor: 'grab',
  flexShrink: 0,
});

export const icon = style({
  width: vars.size.icon.medium,
  height: vars.size.icon.medium,
});

export const rowButton = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space[8],
  flex: 1,
  minWidth: 0,
  minHeight: vars.size.control.medium,
  margin: 0,
  paddingInline: vars.space[8],
  border: 'none',
  borderRadius: vars.radius[4],
  backgroundColor: 'transparent',
  color: vars.color.text.body,
  fontFamily: 'inherit',
  fontSize: vars.font.size[16],
  lineHeight: vars.font.lineHeight[16],
  textAlign: 'start',
  cursor: 'pointer',
  selectors: {
    '&:hover': { textDecoration: 'underline' },
  },
});

export const rowNumber = style({
  color: vars.color.text.secondary,
});

export const rowLabel = style({
  fontWeight: vars.font.weight.bold,
  overflowWrap: 'anywhere',
});

export const rowType = style({
  fontSize: vars.font.size[14],
  lineHeight: vars.font.lineHeight[14],
  color: vars.color.text.secondary,
});

export const requiredMark = style([field.requiredMark]);

export const errorMark = style({
  display: 'inline-block',
  paddingInline: vars.space[8],
  borderRadius: vars.radius[4],
  backgroundColor: vars.color.text.error,
  color: vars.color.text.inverse,
  fontSize: vars.font.size[14],
  lineHeight: vars.font.lineHeight[14],
  fontWeight: vars.font.weight.bold,
});

export const rowActions = style({
  display: 'flex',
  flexShrink: 0,
  gap: vars.space[4],
});

export const iconAction = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.control.small,
  height: vars.size.control.small,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius[8],
  backgroundColor: 'transparent',
  color: vars.color.primary.base,
  cursor: 'pointer',
  selectors: {
    '&:hover:not(:disabled)': { backgroundColor: vars.color.primary.subtleHover },
    '&:disabled': { color: vars.color.text.disabled, cursor: 'not-allowed', opacity: 0.5 },
  },
});

export const dangerAction = style({
  color: vars.color.text.error,
});

export const empty = style({
  margin: 0,
  padding: vars.space[16],
  border: `${vars.borderWidth.thin} dashed ${vars.color.border.strong}`,
  borderRadius: vars.radius[8],
  color: vars.color.text.secondary,
});

export const add = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space[8],
});

export const addType = style({
  flex: 1,
  minWidth: '12rem',
});

export const undoBar = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space[16],
  padding: `${vars.space[8]} ${vars.space[16]}`,
  borderRadius: vars.radius[8],
  backgroundColor: vars.color.surface.subtle,
  border: `${vars.borderWidth.thin} solid ${vars.color.border.strong}`,
});

export const settings = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[16],
  padding: vars.space[16],
  border: `${vars.borderWidth.thin} solid ${vars.color.border.strong}`,
  borderRadius: vars.radius[8],
});

export const settingsHeading = style({
  margin: 0,
  fontSize: vars.font.size[18],
  lineHeight: vars.font.lineHeight[18],
  overflowWrap: 'anywhere',
});

export const settingsFields = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[16],
});

export const pair = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space[16],
});

export const narrow = style({
  maxWidth: '12rem',
});

export const details = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[8],
});

export const summary = style({
  minHeight: vars.size.control.small,
  display: 'list-item',
  color: vars.color.text.link,
  cursor: 'pointer',
  textDecoration: 'underline',
});

export const keyField = style({
  marginBlockStart: vars.space[8],
});

globalStyle(`${keyField} input`, {
  fontFamily: vars.font.mono,
});
