import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme/index.ts';

export const countdown = style({
  margin: 0,
  fontSize: vars.font.size[28],
  lineHeight: vars.font.lineHeight[28],
  fontWeight: vars.font.weight.bold,
  fontVariantNumeric: 'tabular-nums',
});

export const fields = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: `${vars.space[4]} ${vars.space[16]}`,
  margin: 0,
  maxHeight: '40vh',
  overflowY: 'auto',
});

export const term = style({ color: vars.color.text.secondary });

export const value = style({ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });
