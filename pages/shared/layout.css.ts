import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme/index.ts';

/** The layout every domain's screens share: sections one under another, lists, forms and dialogs. */
export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space[40] });

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space[16] });

export const searchRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: vars.space[16],
  maxWidth: vars.size.form,
});

export const searchField = style({ flex: '1 1 20em' });

export const quiet = style({
  margin: 0,
  color: vars.color.text.secondary,
  fontSize: vars.font.size[14],
  lineHeight: vars.font.lineHeight[14],
});

/** Back to the list, above the page's heading. */
export const backLink = style({ alignSelf: 'flex-start', marginBlockEnd: `calc(${vars.space[24]} * -1)` });

export const fieldset = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[16],
  margin: 0,
  padding: 0,
  border: 'none',
  minWidth: 0,
});

export const legend = style({ padding: 0, fontWeight: vars.font.weight.bold });

/** A fieldset of selects side by side (filters, two versions to compare), wrapping on a narrow screen. */
export const fieldRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space[16],
  margin: 0,
  padding: 0,
  border: 'none',
});

export const rowActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space[16] });

/** A `ul` of links laid out in a row (no bullets: they would sit over the links of a wrapped row). */
export const linkRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space[8]} ${vars.space[24]}`,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const dialogBody = style({ display: 'flex', flexDirection: 'column', gap: vars.space[16] });

/** A page header's action with the reason under it when it is not offered. */
export const blockedAction = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-end',
  gap: vars.space[4],
  maxWidth: '20em',
  textAlign: 'end',
  // A reason's last word not left alone on its line.
  textWrap: 'pretty',
});
