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

export const sectionHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space[16],
});

export const sectionTitle = style({
  margin: 0,
  fontSize: vars.font.size[20],
  lineHeight: vars.font.lineHeight[20],
  fontWeight: vars.font.weight.bold,
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

/** A link that starts something, drawn as a button (the Digital Agency's link button). */
export const linkButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: vars.size.control.medium,
  paddingInline: vars.space[16],
  border: `${vars.borderWidth.thin} solid ${vars.color.primary.base}`,
  borderRadius: vars.radius[8],
  backgroundColor: vars.color.primary.base,
  color: vars.color.text.inverse,
  fontWeight: vars.font.weight.bold,
  textDecoration: 'none',
  selectors: {
    '&:hover': {
      backgroundColor: vars.color.primary.hover,
      color: vars.color.text.inverse,
      textDecoration: 'underline',
    },
  },
});

export const linkButtonSecondary = style([
  linkButton,
  {
    backgroundColor: vars.color.surface.raised,
    color: vars.color.primary.base,
    selectors: {
      '&:hover': { backgroundColor: vars.color.primary.subtle, color: vars.color.primary.hover },
    },
  },
]);

export const rowActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space[16],
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

export const checkbox = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  columnGap: vars.space[12],
  alignItems: 'start',
});

export const checkboxInput = style({
  width: vars.size.icon.medium,
  height: vars.size.icon.medium,
  margin: 0,
  marginBlockStart: vars.space[4],
  accentColor: vars.color.primary.base,
  cursor: 'pointer',
});

export const checkboxLabel = style({ cursor: 'pointer' });

export const checkboxHint = style([quiet, { gridColumn: '2' }]);

export const dialogBody = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[16],
});

/** The temporary password: large, in a face where 0/O and l/1 differ, selected whole with one click. */
export const secret = style({
  margin: 0,
  padding: vars.space[12],
  borderRadius: vars.radius[8],
  backgroundColor: vars.color.surface.subtle,
  border: `${vars.borderWidth.thin} solid ${vars.color.border.strong}`,
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  fontSize: vars.font.size[20],
  lineHeight: vars.font.lineHeight[20],
  letterSpacing: '0.05em',
  userSelect: 'all',
  overflowWrap: 'anywhere',
});

export const secretLabel = style({ margin: 0, fontWeight: vars.font.weight.bold });

export const secretList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[8],
  margin: 0,
});

export const conflict = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[16],
  padding: vars.space[16],
  border: `${vars.borderWidth.thick} solid ${vars.color.warning.base}`,
  borderRadius: vars.radius[8],
});

export const conflictActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space[12],
});

export const differs = style({
  fontWeight: vars.font.weight.bold,
  color: vars.color.text.warning,
});

globalStyle(`${levelCells} > li`, { margin: 0 });
