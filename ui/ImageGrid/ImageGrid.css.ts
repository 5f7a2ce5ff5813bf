import { style } from '@vanilla-extract/css';
import { vars } from '../theme/index.ts';

export const grid = style({
  display: 'grid',
  // As many columns as fit at about 13em each; a card never narrower than that.
  gridTemplateColumns: 'repeat(auto-fill, minmax(13em, 1fr))',
  gap: vars.space[16],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const cell = style({ display: 'flex' });

export const card = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[8],
  width: '100%',
  margin: 0,
  padding: vars.space[8],
  borderStyle: 'solid',
  borderWidth: vars.borderWidth.thin,
  borderColor: vars.color.border.subtle,
  borderRadius: vars.radius[8],
  backgroundColor: vars.color.surface.raised,
  color: vars.color.text.body,
  fontFamily: 'inherit',
  fontSize: vars.font.size[16],
  lineHeight: vars.font.lineHeight[16],
  textAlign: 'start',
});

/** The picker's card: the chosen one has a thick blue border and a check mark, and aria-pressed. */
export const selectable = style({
  cursor: 'pointer',
  selectors: {
    '&:hover': { borderColor: vars.color.primary.base, backgroundColor: vars.color.primary.subtle },
    '&[aria-pressed="true"]': {
      borderColor: vars.color.primary.base,
      boxShadow: `inset 0 0 0 ${vars.borderWidth.thick} ${vars.color.primary.base}`,
      backgroundColor: vars.color.primary.subtle,
    },
    '&[aria-pressed="true"]:focus-visible': {
      boxShadow: `${vars.focus.ring}, inset 0 0 0 ${vars.borderWidth.thick} ${vars.color.primary.base}`,
    },
  },
});

export const thumbnail = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  aspectRatio: '4 / 3',
  overflow: 'hidden',
  borderRadius: vars.radius[4],
  // A checkerboard-free neutral ground: transparent PNGs and SVGs stay readable.
  backgroundColor: vars.color.surface.subtle,
});

export const image = style({
  display: 'block',
  maxWidth: '100%',
  maxHeight: '100%',
  objectFit: 'contain',
});

export const placeholder = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space[4],
  fontSize: vars.font.size[14],
  lineHeight: vars.font.lineHeight[14],
  color: vars.color.text.secondary,
});

export const placeholderIcon = style({
  width: vars.size.icon.large,
  height: vars.size.icon.large,
});

export const details = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[4],
  minWidth: 0,
});

export const name = style({
  fontWeight: vars.font.weight.bold,
  overflowWrap: 'anywhere',
});

export const fact = style({
  fontSize: vars.font.size[14],
  lineHeight: vars.font.lineHeight[14],
  color: vars.color.text.secondary,
  fontVariantNumeric: 'tabular-nums',
});

export const facts = style([fact, { display: 'flex', flexWrap: 'wrap', columnGap: vars.space[12] }]);

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space[8],
  marginTop: 'auto',
  selectors: { '&:empty': { display: 'none' } },
});

export const check = style({
  position: 'absolute',
  top: vars.space[12],
  right: vars.space[12],
  width: vars.size.icon.medium,
  height: vars.size.icon.medium,
  color: vars.color.primary.base,
});

export const checkMark = style({ stroke: vars.color.text.inverse });
