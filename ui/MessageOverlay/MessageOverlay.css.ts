import { createVar, fallbackVar, style, styleVariants } from '@vanilla-extract/css';
import { fadesWithState } from '../theme/fade.css.ts';
import { vars } from '../theme/index.ts';

/** Where the element the messages keep clear of ends (px from the top of the window); set by the component. */
export const clearBottom = createVar();

export const root = style({
  position: 'fixed',
  // Under the toolbar, so the notice bell and the account stay usable; and under the page's header, with its
  // actions (「削除」…), while that header is on screen. Once it scrolls away the stack rises to the toolbar.
  insetBlockStart: `max(calc(${vars.size.toolbar} + ${vars.space[8]}), calc(${fallbackVar(clearBottom, '0px')} + ${vars.space[8]}))`,
  insetInlineEnd: vars.space[16],
  zIndex: vars.zIndex.toast,
  width: `min(${vars.size.message}, calc(100vw - 2 * ${vars.space[16]}))`,
  // The empty strip between messages lets clicks through to the page.
  pointerEvents: 'none',
  selectors: {
    // Behind an open modal the page, the messages with it, is inert: they can be neither closed nor read out
    // then, so they must not lie over the dialog (its × least of all). They go under the dialog's layer,
    // still above its backdrop so they stay legible beside it, and come back on top when it closes.
    '[inert] &': { zIndex: `calc(${vars.zIndex.dialog} - 1)` },
  },
});

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[8],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const item = style([
  fadesWithState,
  {
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space[12],
    padding: `${vars.space[12]} ${vars.space[8]} ${vars.space[12]} ${vars.space[16]}`,
    borderStyle: 'solid',
    borderWidth: vars.borderWidth.thin,
    borderInlineStartWidth: `calc(${vars.borderWidth.thick} * 2)`,
    borderRadius: vars.radius[8],
    boxShadow: vars.shadow.raised,
    color: vars.color.text.body,
    pointerEvents: 'auto',
  },
]);

export const tone = styleVariants({
  info: { borderColor: vars.color.primary.base, backgroundColor: vars.color.primary.subtle },
  success: { borderColor: vars.color.success.strong, backgroundColor: vars.color.success.subtle },
  warning: { borderColor: vars.color.warning.base, backgroundColor: vars.color.warning.subtle },
  error: { borderColor: vars.color.border.error, backgroundColor: vars.color.surface.errorSubtle },
});

export const icon = style({
  marginBlockStart: vars.space[4],
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  flex: 1,
  minWidth: 0,
  paddingBlockStart: vars.space[4],
  fontSize: vars.font.size[16],
  lineHeight: vars.font.lineHeight[16],
});

export const typeLabel = style({
  fontWeight: vars.font.weight.bold,
});
