import { style } from '@vanilla-extract/css';
import { vars } from '../theme/index.ts';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  border: `${vars.borderWidth.thin} solid ${vars.color.border.strong}`,
  borderRadius: vars.radius[8],
  backgroundColor: vars.color.surface.raised,
  overflow: 'hidden',
});

export const headers = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  columnGap: vars.space[12],
  rowGap: vars.space[4],
  margin: 0,
  padding: vars.space[16],
  backgroundColor: vars.color.surface.subtle,
  borderBlockEnd: `${vars.borderWidth.thin} solid ${vars.color.border.subtle}`,
});

export const headerName = style({ fontWeight: vars.font.weight.bold, color: vars.color.text.secondary });
export const headerValue = style({ margin: 0, overflowWrap: 'anywhere' });

export const list = style({
  display: 'flex',
  gap: vars.space[4],
  paddingInline: vars.space[16],
  borderBlockEnd: `${vars.borderWidth.thin} solid ${vars.color.border.subtle}`,
});

export const trigger = style({
  minBlockSize: vars.size.control.small,
  paddingInline: vars.space[16],
  border: 'none',
  borderBlockEnd: `${vars.borderWidth.thick} solid transparent`,
  background: 'none',
  font: 'inherit',
  color: vars.color.text.secondary,
  cursor: 'pointer',
  selectors: {
    '&[data-selected]': {
      color: vars.color.text.link,
      borderBlockEndColor: vars.color.primary.base,
      fontWeight: vars.font.weight.bold,
    },
    '&[data-focus-visible]': { outline: vars.focus.outline, outlineOffset: `calc(-1 * ${vars.focus.offset})` },
  },
});

export const content = style({
  padding: vars.space[16],
  maxBlockSize: '28rem',
  overflow: 'auto',
  selectors: {
    '&[data-focus-visible]': { outline: vars.focus.outline, outlineOffset: `calc(-1 * ${vars.focus.offset})` },
  },
});

export const text = style({
  margin: 0,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  fontFamily: vars.font.family,
});

export const empty = style({ margin: 0, color: vars.color.text.secondary });
