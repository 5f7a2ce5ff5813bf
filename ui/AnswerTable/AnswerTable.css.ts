import { style } from '@vanilla-extract/css';
import * as field from '../Field/Field.css.ts';
import { fadesWithState } from '../theme/fade.css.ts';
import { vars } from '../theme/index.ts';

/*
 * A real <table> laid out as blocks and flex lines of fixed-width cells: the virtual body (padding above
 * and below the rendered rows), the sticky header and the sticky first column then need no table layout,
 * and a column's width is exactly what the user dragged it to.
 */

const selectWidth = vars.size.control.medium;

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[8],
  minWidth: 0,
});

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: `${vars.space[8]} ${vars.space[16]}`,
});

export const caption = style({
  margin: 0,
  fontSize: vars.font.size[18],
  lineHeight: vars.font.lineHeight[18],
  fontWeight: vars.font.weight.bold,
});

export const counts = style({
  margin: 0,
  fontSize: vars.font.size[14],
  lineHeight: vars.font.lineHeight[14],
  color: vars.color.text.secondary,
  fontVariantNumeric: 'tabular-nums',
});

export const toolbarEnd = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[8],
  marginInlineStart: 'auto',
});

/** The scrolling viewport: bounded, so only the rows in it are rendered. */
export const scroller = style({
  position: 'relative',
  // The sticky parts' stacking stays inside the table: menus and dialogs open over it.
  isolation: 'isolate',
  height: '70vh',
  overflow: 'auto',
  border: `${vars.borderWidth.thin} solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius[8],
  backgroundColor: vars.color.surface.raised,
  overscrollBehavior: 'contain',
  selectors: {
    '&:focus-visible': { outline: vars.focus.outline, outlineOffset: vars.focus.offset, boxShadow: vars.focus.ring },
  },
});

export const table = style({
  display: 'block',
  minWidth: '100%',
  borderCollapse: 'separate',
  borderSpacing: 0,
  fontSize: vars.font.size[16],
  lineHeight: vars.font.lineHeight[16],
  color: vars.color.text.body,
});

export const head = style({
  display: 'block',
  position: 'sticky',
  insetBlockStart: 0,
  zIndex: 2,
  backgroundColor: vars.color.surface.subtle,
});

export const row = style({
  display: 'flex',
  height: vars.size.control.medium,
  backgroundColor: vars.color.surface.raised,
  selectors: {
    '&:hover': { backgroundColor: vars.color.surface.subtle },
    '&[data-selected]': { backgroundColor: vars.color.primary.subtle },
  },
});

export const headRow = style({
  display: 'flex',
  backgroundColor: vars.color.surface.subtle,
});

const cellBase = style({
  position: 'relative',
  display: 'flex',
  flex: 'none',
  alignItems: 'center',
  minWidth: 0,
  paddingInline: vars.space[12],
  borderBlockEnd: `${vars.borderWidth.thin} solid ${vars.color.border.subtle}`,
  backgroundColor: 'inherit',
  textAlign: 'start',
  fontWeight: vars.font.weight.regular,
});

export const cell = style([cellBase, { overflow: 'hidden' }]);

export const headerCell = style([
  cellBase,
  {
    flexDirection: 'column',
    alignItems: 'stretch',
    justifyContent: 'flex-end',
    gap: vars.space[4],
    paddingBlock: vars.space[8],
    borderBlockEnd: `${vars.borderWidth.thick} solid ${vars.color.border.field}`,
    fontWeight: vars.font.weight.bold,
  },
]);

/** The selection column and 回答番号 stay in view while the table scrolls sideways. */
export const stickySelect = style({
  position: 'sticky',
  insetInlineStart: 0,
  zIndex: 1,
  alignItems: 'center',
  justifyContent: 'center',
  width: selectWidth,
  paddingInline: 0,
  userSelect: 'none',
});

export const stickyId = style({
  position: 'sticky',
  insetInlineStart: selectWidth,
  zIndex: 1,
  borderInlineEnd: `${vars.borderWidth.thin} solid ${vars.color.border.strong}`,
  fontVariantNumeric: 'tabular-nums',
});

export const checkbox = style({
  width: vars.size.icon.medium,
  height: vars.size.icon.medium,
  margin: 0,
  accentColor: vars.color.primary.base,
  cursor: 'pointer',
  selectors: {
    '&:focus-visible': { outline: vars.focus.outline, outlineOffset: vars.focus.offset, boxShadow: vars.focus.ring },
    '&:disabled': { cursor: 'not-allowed' },
  },
});

export const sortButton = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[4],
  minWidth: 0,
  minHeight: vars.size.control.small,
  marginInline: `calc(${vars.space[8]} * -1)`,
  paddingInline: vars.space[8],
  border: 'none',
  borderRadius: vars.radius[4],
  backgroundColor: 'transparent',
  color: vars.color.text.body,
  font: 'inherit',
  fontWeight: vars.font.weight.bold,
  textAlign: 'start',
  cursor: 'pointer',
  selectors: {
    '&:hover': { backgroundColor: vars.color.primary.subtle, color: vars.color.primary.hover },
    '&[data-direction]': { color: vars.color.primary.base },
    '&:focus-visible': { outline: vars.focus.outline, outlineOffset: 0, boxShadow: vars.focus.ring },
  },
});

export const sortIcon = style({
  flexShrink: 0,
  width: vars.size.icon.small,
  height: vars.size.icon.small,
});

export const filter = style([
  field.box,
  field.text,
  {
    width: '100%',
    minHeight: vars.size.control.small,
    margin: 0,
    paddingInline: vars.space[8],
    fontSize: vars.font.size[14],
    fontWeight: vars.font.weight.regular,
    selectors: {
      '&:hover': field.boxHovered,
      '&:focus-visible': { outline: vars.focus.outline, outlineOffset: 0, boxShadow: vars.focus.ring },
    },
  },
]);

/** The drag handle on a header's end edge: thin to the eye, a wide target to the pointer. */
export const resizeHandle = style({
  position: 'absolute',
  margin: 0,
  border: 'none',
  backgroundColor: 'transparent',
  height: 'auto',
  insetBlock: 0,
  insetInlineEnd: `calc(${vars.space[8]} * -1)`,
  zIndex: 1,
  width: vars.space[16],
  cursor: 'col-resize',
  touchAction: 'none',
  selectors: {
    '&::after': {
      content: '""',
      position: 'absolute',
      insetBlock: vars.space[8],
      insetInlineStart: `calc(50% - ${vars.borderWidth.thin})`,
      width: vars.borderWidth.thick,
      backgroundColor: vars.color.border.strong,
    },
    '&:hover::after, &[data-dragging]::after': { backgroundColor: vars.color.primary.base },
    '&:focus-visible': { outline: vars.focus.outline, outlineOffset: 0, boxShadow: vars.focus.ring },
  },
});

/** One line of text: the rest is behind an ellipsis and whole in the title. */
export const truncated = style({
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const time = style({ fontVariantNumeric: 'tabular-nums' });

export const fileLink = style({
  color: vars.color.text.link,
  selectors: {
    '&:hover': { color: vars.color.text.linkHover },
    '&:focus-visible': { outline: vars.focus.outline, outlineOffset: 0, boxShadow: vars.focus.ring },
  },
});

export const flag = style({
  color: vars.color.text.success,
  fontWeight: vars.font.weight.bold,
});

export const message = style({
  position: 'sticky',
  insetInlineStart: 0,
  padding: vars.space[24],
  color: vars.color.text.secondary,
  whiteSpace: 'normal',
});

export const menuPositioner = style({ zIndex: vars.zIndex.popover });

export const menuContent = style([
  fadesWithState,
  {
    // Ark's positioner takes its z-index from the content's (--z-index).
    zIndex: vars.zIndex.popover,
    minWidth: vars.size.message,
    maxHeight: vars.size.noticePanelMaxHeight,
    overflowY: 'auto',
    padding: vars.space[8],
    borderRadius: vars.radius[8],
    backgroundColor: vars.color.surface.raised,
    boxShadow: vars.shadow.overlay,
    selectors: {
      '&:focus-visible': { outline: 'none' },
    },
  },
]);

export const menuItem = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[8],
  minHeight: vars.size.control.small,
  paddingInline: vars.space[8],
  borderRadius: vars.radius[4],
  cursor: 'pointer',
  selectors: {
    '&[data-highlighted]': {
      backgroundColor: vars.color.primary.subtle,
      outline: `${vars.borderWidth.thick} solid ${vars.color.primary.base}`,
    },
    '&[data-disabled]': { color: vars.color.text.disabled, cursor: 'not-allowed' },
  },
});

export const menuCheck = style({
  display: 'flex',
  flexShrink: 0,
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.icon.medium,
  height: vars.size.icon.medium,
  borderStyle: 'solid',
  borderWidth: vars.borderWidth.thick,
  borderColor: vars.color.border.field,
  borderRadius: vars.radius[4],
  color: vars.color.text.inverse,
  selectors: {
    '[data-state="checked"] > &': { borderColor: vars.color.primary.base, backgroundColor: vars.color.primary.base },
    '[data-disabled] > &': { borderColor: vars.color.text.disabled, backgroundColor: vars.color.text.disabled },
  },
});

export const menuCheckIcon = style({ width: vars.size.icon.small, height: vars.size.icon.small });

export const body = style({ display: 'block' });

export const messageRow = style({ display: 'flex' });

/** A row not loaded yet: its words stay in view at the start however far the table is scrolled sideways. */
export const loadingCell = style([
  cellBase,
  {
    position: 'sticky',
    insetInlineStart: 0,
    color: vars.color.text.secondary,
  },
]);
