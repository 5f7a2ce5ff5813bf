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
});

export const empty = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[8],
  margin: 0,
  fontSize: vars.font.size[16],
  lineHeight: vars.font.lineHeight[16],
  color: vars.color.text.body,
});

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[4],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const item = style({
  display: 'grid',
  gridTemplateColumns: 'auto auto 1fr',
  alignItems: 'start',
  columnGap: vars.space[8],
  width: '100%',
  minHeight: vars.size.control.medium,
  margin: 0,
  padding: `${vars.space[8]} ${vars.space[12]}`,
  borderStyle: 'solid',
  borderWidth: `${vars.borderWidth.thin} ${vars.borderWidth.thin} ${vars.borderWidth.thin} ${vars.space[4]}`,
  borderRadius: vars.radius[4],
  textAlign: 'start',
  fontFamily: 'inherit',
  fontSize: vars.font.size[16],
  lineHeight: vars.font.lineHeight[16],
  color: vars.color.text.body,
  cursor: 'pointer',
  selectors: {
    '&:hover': { textDecoration: 'underline' },
  },
});

/** The severity's colour on the left edge and a light fill; the word beside the icon says it in text. */
export const tone = styleVariants({
  error: { borderColor: vars.color.border.error, backgroundColor: vars.color.surface.errorSubtle },
  warning: { borderColor: vars.color.warning.strong, backgroundColor: vars.color.surface.warningSubtle },
});

export const severity = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space[4],
  fontWeight: vars.font.weight.bold,
  whiteSpace: 'nowrap',
});

export const location = style({
  whiteSpace: 'nowrap',
  fontVariantNumeric: 'tabular-nums',
});

export const message = style({
  overflowWrap: 'anywhere',
});
