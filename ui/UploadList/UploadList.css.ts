import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/index.ts';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[8],
});

export const summary = style({
  margin: 0,
  fontSize: vars.font.size[16],
  lineHeight: vars.font.lineHeight[16],
  fontWeight: vars.font.weight.bold,
  color: vars.color.text.body,
  selectors: { '&:empty': { display: 'none' } },
});

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
  flexDirection: 'column',
  gap: vars.space[4],
  padding: `${vars.space[8]} ${vars.space[12]}`,
  borderStyle: 'solid',
  borderWidth: vars.borderWidth.thin,
  borderColor: vars.color.border.subtle,
  borderRadius: vars.radius[4],
  backgroundColor: vars.color.surface.raised,
  color: vars.color.text.body,
  selectors: {
    '&[data-state="refused"], &[data-state="failed"]': {
      borderColor: vars.color.border.error,
      backgroundColor: vars.color.surface.errorSubtle,
    },
    '&[data-state="conflict"]': {
      borderColor: vars.color.warning.strong,
      backgroundColor: vars.color.surface.warningSubtle,
    },
  },
});

export const head = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space[8],
});

export const name = style({
  fontWeight: vars.font.weight.bold,
  overflowWrap: 'anywhere',
});

export const size = style({
  fontSize: vars.font.size[14],
  lineHeight: vars.font.lineHeight[14],
  color: vars.color.text.secondary,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});

export const state = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[4],
  margin: 0,
  fontSize: vars.font.size[14],
  lineHeight: vars.font.lineHeight[14],
});

/** The state's word carries its meaning; the colour only repeats it. */
export const tone = styleVariants({
  waiting: { color: vars.color.text.secondary },
  uploading: { color: vars.color.text.body },
  done: { color: vars.color.text.success },
  refused: { color: vars.color.text.error, fontWeight: vars.font.weight.bold },
  failed: { color: vars.color.text.error, fontWeight: vars.font.weight.bold },
  cancelled: { color: vars.color.text.secondary },
  conflict: { color: vars.color.text.warning, fontWeight: vars.font.weight.bold },
});

export const percent = style({
  marginInlineStart: 'auto',
  fontVariantNumeric: 'tabular-nums',
});

export const progress = style({
  width: '100%',
  height: vars.space[8],
  accentColor: vars.color.primary.base,
});

export const message = style({
  margin: 0,
  fontSize: vars.font.size[14],
  lineHeight: vars.font.lineHeight[14],
  color: vars.color.text.body,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space[8],
});
