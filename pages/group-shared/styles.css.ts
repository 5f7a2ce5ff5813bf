import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme/index.ts';

/** Sections of a page, one under another. */
export const stack = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[40],
});

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[16],
});

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
export const backLink = style({
  alignSelf: 'flex-start',
  marginBlockEnd: `calc(${vars.space[24]} * -1)`,
});

/** The seven levels of a group at a glance in the list. */
export const levelCells = style({
  display: 'grid',
  // Each column as wide as its area's name (the same in every row, so the rows still line up): a fixed
  // width cut 「メールアドレス」 short and let it run into its neighbour.
  gridTemplateColumns: 'repeat(7, auto)',
  gap: vars.space[4],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const levelCell = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  paddingBlock: vars.space[4],
  paddingInline: vars.space[4],
  borderRadius: vars.radius[4],
  backgroundColor: vars.color.primary.subtle,
  selectors: {
    '&[data-level="0"]': { backgroundColor: vars.color.surface.subtle },
  },
});

export const levelArea = style({
  fontSize: vars.font.size[14],
  lineHeight: vars.font.lineHeight[14],
  color: vars.color.text.secondary,
  whiteSpace: 'nowrap',
});

export const levelValue = style({
  fontWeight: vars.font.weight.bold,
});

export const fieldset = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[16],
  margin: 0,
  padding: 0,
  border: 'none',
  minWidth: 0,
});

export const legend = style({
  padding: 0,
  fontWeight: vars.font.weight.bold,
});

export const levelGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(16em, 1fr))',
  gap: vars.space[24],
});

globalStyle(`${levelCells} > li`, { margin: 0 });

/** The delete button of a page's header, with the reason under it when it is not offered. */
export const deleteAction = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-end',
  gap: vars.space[4],
  maxWidth: '20em',
  textAlign: 'end',
});

export const rowActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space[16],
});

export const dialogBody = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[16],
});
