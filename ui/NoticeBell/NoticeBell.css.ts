import { style } from '@vanilla-extract/css';
import { fadesWithState } from '../theme/fade.css.ts';
import { iconButton, iconButtonGlyph } from '../theme/iconButton.css.ts';
import { vars } from '../theme/index.ts';

export const bellWrap = style({
  position: 'relative',
  display: 'inline-flex',
  flexShrink: 0,
});

export const trigger = style([
  iconButton,
  {
    selectors: {
      '&:hover, &[data-state="open"]': { backgroundColor: vars.color.primary.subtle, color: vars.color.primary.base },
    },
  },
]);

export const bell = style([iconButtonGlyph]);

export const badge = style({
  position: 'absolute',
  insetBlockStart: 0,
  insetInlineStart: '50%',
  minWidth: vars.size.badge,
  height: vars.size.badge,
  paddingInline: vars.space[4],
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.tag.danger,
  color: vars.color.text.inverse,
  fontSize: vars.font.size[14],
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.size.badge,
  textAlign: 'center',
  whiteSpace: 'nowrap',
  // Clicks on the badge reach the button under it.
  pointerEvents: 'none',
});

export const positioner = style({
  zIndex: vars.zIndex.popover,
});

export const content = style([
  fadesWithState,
  {
    display: 'flex',
    flexDirection: 'column',
    width: `min(${vars.size.noticePanel}, 100vw)`,
    maxHeight: vars.size.noticePanelMaxHeight,
    borderRadius: vars.radius[8],
    backgroundColor: vars.color.surface.raised,
    color: vars.color.text.body,
    boxShadow: vars.shadow.overlay,
    selectors: {
      '&:focus-visible': { outline: 'none', boxShadow: vars.shadow.overlay },
    },
  },
]);

export const heading = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space[16],
  padding: `${vars.space[8]} ${vars.space[8]} ${vars.space[8]} ${vars.space[16]}`,
  borderBlockEnd: `${vars.borderWidth.thin} solid ${vars.color.border.subtle}`,
});

export const title = style({
  margin: 0,
  fontSize: vars.font.size[18],
  lineHeight: vars.font.lineHeight[18],
  fontWeight: vars.font.weight.bold,
});

export const list = style({
  flex: 1,
  minHeight: 0,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  overflowY: 'auto',
});

/** Where the notices come a frame after the popup opens. */
export const pending = style({
  flex: 1,
  minHeight: vars.space[24],
});

export const empty = style({
  margin: 0,
  padding: vars.space[24],
  color: vars.color.text.secondary,
  textAlign: 'center',
});

export const footer = style({
  display: 'flex',
  justifyContent: 'flex-end',
  padding: `${vars.space[8]} ${vars.space[16]}`,
  borderBlockStart: `${vars.borderWidth.thin} solid ${vars.color.border.subtle}`,
});
