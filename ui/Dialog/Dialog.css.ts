import { style } from '@vanilla-extract/css';
import { fadesWithState } from '../theme/fade.css.ts';
import { vars } from '../theme/index.ts';

export const backdrop = style([
  fadesWithState,
  {
    position: 'fixed',
    inset: 0,
    zIndex: vars.zIndex.overlay,
    backgroundColor: vars.color.backdrop,
  },
]);

export const positioner = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.dialog,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space[16],
});

export const content = style([
  fadesWithState,
  {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space[16],
    width: '100%',
    maxWidth: vars.size.dialog,
    maxHeight: '100%',
    overflowY: 'auto',
    padding: vars.space[24],
    borderRadius: vars.radius[12],
    backgroundColor: vars.color.surface.raised,
    color: vars.color.text.body,
    boxShadow: vars.shadow.overlay,
  },
]);

export const heading = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space[16],
});

export const title = style({
  margin: 0,
  fontSize: vars.font.size[20],
  lineHeight: vars.font.lineHeight[20],
  fontWeight: vars.font.weight.bold,
});

export const description = style({
  margin: 0,
  color: vars.color.text.secondary,
});

// Pulls the close button into the padding so its icon lines up with the text edge.
export const close = style({
  marginBlock: `calc(${vars.space[4]} * -1)`,
  marginInlineEnd: `calc(${vars.space[8]} * -1)`,
});

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space[12],
  paddingTop: vars.space[8],
});
