import { style } from '@vanilla-extract/css';
import { breakpoints, vars } from '../theme/index.ts';

export const root = style({
  display: 'grid',
  gridTemplateRows: `${vars.size.toolbar} auto 1fr`,
  gridTemplateColumns: '1fr',
  gridTemplateAreas: '"toolbar" "side" "main"',
  minHeight: '100dvh',
  '@media': {
    [`screen and (min-width: ${breakpoints.wide})`]: {
      gridTemplateRows: `${vars.size.toolbar} 1fr`,
      gridTemplateColumns: `${vars.size.side} 1fr`,
      gridTemplateAreas: '"toolbar toolbar" "side main"',
    },
  },
});

export const skipLink = style({
  position: 'absolute',
  insetBlockStart: vars.space[8],
  insetInlineStart: vars.space[8],
  zIndex: vars.zIndex.skipLink,
  padding: `${vars.space[8]} ${vars.space[16]}`,
  borderRadius: vars.radius[4],
  backgroundColor: vars.color.surface.raised,
  color: vars.color.text.link,
  fontWeight: vars.font.weight.bold,
  boxShadow: vars.shadow.raised,
  // Off screen until focused, so sighted keyboard users see it as their first stop.
  selectors: {
    '&:not(:focus)': {
      width: vars.size.hairline,
      height: vars.size.hairline,
      padding: 0,
      overflow: 'hidden',
      clipPath: 'inset(50%)',
      whiteSpace: 'nowrap',
    },
  },
});

export const toolbar = style({
  gridArea: 'toolbar',
  position: 'sticky',
  insetBlockStart: 0,
  zIndex: vars.zIndex.toolbar,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[16],
  height: vars.size.toolbar,
  paddingInline: vars.space[16],
  borderBlockEnd: `${vars.borderWidth.thin} solid ${vars.color.border.subtle}`,
  backgroundColor: vars.color.surface.raised,
});

export const side = style({
  gridArea: 'side',
  padding: vars.space[16],
  backgroundColor: vars.color.surface.subtle,
  '@media': {
    [`screen and (min-width: ${breakpoints.wide})`]: {
      borderInlineEnd: `${vars.borderWidth.thin} solid ${vars.color.border.subtle}`,
    },
  },
});

export const main = style({
  gridArea: 'main',
  minWidth: 0,
  padding: vars.space[24],
  selectors: {
    // Focus lands here only from the skip link; a ring round the whole page would be noise.
    '&:focus': { outline: 'none', boxShadow: 'none' },
  },
});
