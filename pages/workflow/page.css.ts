import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme/index.ts';

export const filterField = style({ flex: '0 1 16em' });

export const detail = style({ display: 'flex', flexDirection: 'column', gap: vars.space[24] });

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'max-content minmax(0, 1fr)',
  gap: `${vars.space[8]} ${vars.space[16]}`,
  margin: 0,
});

export const factTerm = style({ fontWeight: vars.font.weight.bold });
export const factValue = style({ margin: 0, whiteSpace: 'pre-wrap' });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space[8] });

export const outdatedMark = style({ marginInlineStart: vars.space[8] });

export const factRow = style({ display: 'contents' });
