import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme/index.ts';

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
globalStyle(`${levelCells} > li`, { margin: 0 });

export const levelCell = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  padding: vars.space[4],
  borderRadius: vars.radius[4],
  backgroundColor: vars.color.primary.subtle,
  selectors: { '&[data-level="0"]': { backgroundColor: vars.color.surface.subtle } },
});

export const levelArea = style({
  fontSize: vars.font.size[14],
  lineHeight: vars.font.lineHeight[14],
  color: vars.color.text.secondary,
  whiteSpace: 'nowrap',
});

export const levelValue = style({ fontWeight: vars.font.weight.bold });

export const levelGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(16em, 1fr))',
  gap: vars.space[24],
});
