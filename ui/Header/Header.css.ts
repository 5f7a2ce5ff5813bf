import { style } from '@vanilla-extract/css';
import { breakpoints, vars } from '../theme/index.ts';

// Group and e-mail appear only where the bar has room for them; the name always shows.
const wide = `screen and (min-width: ${breakpoints.wide})`;

export const root = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space[16],
  flex: 1,
  minWidth: 0,
  height: '100%',
});

const truncated = {
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
} as const;

export const title = style({
  ...truncated,
  flex: '0 1 auto',
  // The account and its buttons matter more when space runs out.
  maxWidth: '40%',
  margin: 0,
  fontSize: vars.font.size[18],
  lineHeight: vars.font.lineHeight[18],
  fontWeight: vars.font.weight.bold,
});

export const end = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: vars.space[12],
  flex: '0 1 auto',
  minWidth: 0,
});

export const account = style({
  display: 'flex',
  alignItems: 'baseline',
  gap: vars.space[8],
  minWidth: 0,
  margin: 0,
  fontSize: vars.font.size[14],
  lineHeight: vars.font.lineHeight[14],
});

export const text = style(truncated);

export const group = style({
  display: 'none',
  color: vars.color.text.secondary,
  '@media': { [wide]: { display: 'block' } },
});

export const name = style({
  flexShrink: 0.5,
  fontWeight: vars.font.weight.bold,
});

export const email = style({
  display: 'none',
  color: vars.color.text.secondary,
  '@media': { [wide]: { display: 'block' } },
});

export const action = style({
  flexShrink: 0,
  whiteSpace: 'nowrap',
});
