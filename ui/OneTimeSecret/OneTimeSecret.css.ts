import { style } from '@vanilla-extract/css';
import { vars } from '../theme/index.ts';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[12],
});

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[8],
  margin: 0,
});

export const label = style({
  margin: 0,
  fontWeight: vars.font.weight.bold,
});

export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space[12],
  margin: 0,
});

/** Large, in a face where 0/O and l/1 differ, selected whole with one click. */
export const value = style({
  flex: '1 1 12em',
  minWidth: 0,
  margin: 0,
  padding: vars.space[12],
  borderStyle: 'solid',
  borderWidth: vars.borderWidth.thin,
  borderColor: vars.color.border.strong,
  borderRadius: vars.radius[8],
  backgroundColor: vars.color.surface.subtle,
  color: vars.color.text.body,
  fontFamily: vars.font.mono,
  fontSize: vars.font.size[20],
  lineHeight: vars.font.lineHeight[20],
  letterSpacing: '0.05em',
  userSelect: 'all',
  overflowWrap: 'anywhere',
});

export const status = style({
  margin: 0,
  minHeight: `calc(${vars.font.lineHeight[14]} * ${vars.font.size[14]})`,
  fontSize: vars.font.size[14],
  lineHeight: vars.font.lineHeight[14],
  fontWeight: vars.font.weight.bold,
  selectors: {
    '&[data-status="copied"]': { color: vars.color.text.success },
    '&[data-status="failed"]': { color: vars.color.text.error },
  },
});
