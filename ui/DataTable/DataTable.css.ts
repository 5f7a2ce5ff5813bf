import { style } from '@vanilla-extract/css';
import { vars } from '../theme/index.ts';

export const scroller = style({
  width: '100%',
  overflowX: 'auto',
});

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.font.size[16],
  lineHeight: vars.font.lineHeight[16],
});

export const caption = style({
  marginBlockEnd: vars.space[8],
  textAlign: 'start',
  fontSize: vars.font.size[18],
  lineHeight: vars.font.lineHeight[18],
  fontWeight: vars.font.weight.bold,
});

export const headerCell = style({
  padding: `${vars.space[8]} ${vars.space[12]}`,
  borderBlockEnd: `${vars.borderWidth.thick} solid ${vars.color.border.field}`,
  backgroundColor: vars.color.surface.subtle,
  textAlign: 'start',
  verticalAlign: 'bottom',
  fontWeight: vars.font.weight.bold,
  whiteSpace: 'nowrap',
});

export const sortButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space[4],
  minHeight: vars.size.control.small,
  margin: `0 calc(${vars.space[8]} * -1)`,
  paddingInline: vars.space[8],
  border: 'none',
  borderRadius: vars.radius[4],
  backgroundColor: 'transparent',
  color: vars.color.text.body,
  font: 'inherit',
  fontWeight: vars.font.weight.bold,
  cursor: 'pointer',
  selectors: {
    '&:hover': { backgroundColor: vars.color.primary.subtle, color: vars.color.primary.hover },
    '&[data-direction]': { color: vars.color.primary.base },
  },
});

export const sortIcon = style({
  flexShrink: 0,
  width: vars.size.icon.small,
  height: vars.size.icon.small,
});

export const row = style({
  selectors: {
    '&:hover': { backgroundColor: vars.color.surface.subtle },
  },
});

export const cell = style({
  padding: `${vars.space[12]} ${vars.space[12]}`,
  borderBlockEnd: `${vars.borderWidth.thin} solid ${vars.color.border.subtle}`,
  verticalAlign: 'middle',
  overflowWrap: 'anywhere',
});

export const actionsCell = style({
  width: '1%',
  textAlign: 'end',
  whiteSpace: 'nowrap',
});

export const emptyCell = style({
  padding: vars.space[24],
  borderBlockEnd: `${vars.borderWidth.thin} solid ${vars.color.border.subtle}`,
  textAlign: 'center',
  color: vars.color.text.secondary,
});
