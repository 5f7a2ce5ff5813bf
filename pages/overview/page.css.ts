import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme/index.ts';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space[32], maxWidth: vars.size.form });

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space[12] });

export const heading = style({
  margin: 0,
  fontSize: vars.font.size[20],
  lineHeight: vars.font.lineHeight[20],
  fontWeight: vars.font.weight.bold,
});

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: `${vars.space[8]} ${vars.space[24]}`,
  margin: 0,
});

export const term = style({ color: vars.color.text.secondary });

export const detail = style({ margin: 0, overflowWrap: 'anywhere' });

export const table = style({ borderCollapse: 'collapse', width: '100%' });

export const caption = style({
  textAlign: 'start',
  paddingBlockEnd: vars.space[8],
  color: vars.color.text.secondary,
  fontSize: vars.font.size[14],
  lineHeight: vars.font.lineHeight[14],
});

export const cell = style({
  textAlign: 'start',
  padding: `${vars.space[8]} ${vars.space[12]}`,
  borderBlockEnd: `${vars.borderWidth.thin} solid ${vars.color.border.subtle}`,
});

export const number = style([cell, { textAlign: 'end', fontVariantNumeric: 'tabular-nums' }]);

export const actions = style({ display: 'flex' });

export const lead = style({
  margin: 0,
  color: vars.color.text.secondary,
  fontSize: vars.font.size[14],
  lineHeight: vars.font.lineHeight[14],
});

// ---- Recent notices: the bell's conventions (spec §2.8) on the page.

export const notices = style({
  display: 'flex',
  flexDirection: 'column',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  borderBlockStart: `${vars.borderWidth.thin} solid ${vars.color.border.subtle}`,
});

export const status = style({ margin: 0, color: vars.color.text.secondary });

// ---- Destinations: the side navigation's entries as links.

export const destinations = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(14rem, 1fr))',
  gap: vars.space[12],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const destination = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[4],
  padding: vars.space[12],
  border: `${vars.borderWidth.thin} solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius[8],
});

export const subDestinations = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[4],
  margin: 0,
  paddingInlineStart: vars.space[16],
});

// Colours come from the global link style.
export const link = style({ fontWeight: vars.font.weight.bold, textUnderlineOffset: '0.2em' });

export const subLink = style({ textUnderlineOffset: '0.2em' });
