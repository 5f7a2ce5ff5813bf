import { style } from '@vanilla-extract/css';
import { vars } from '../theme/index.ts';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space[8] });

/** The two previews side by side on a wide screen; one above the other on a narrow one. */
export const sides = style({
  display: 'grid',
  gap: vars.space[16],
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { '(min-width: 72rem)': { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)' } },
});

export const side = style({ display: 'flex', flexDirection: 'column', gap: vars.space[8] });

/** The section's heading and each side's are the same size: the previews, not the headings, are the content. */
export const heading = style({ margin: 0, fontSize: vars.font.size[16] });

export const quiet = style({
  margin: 0,
  color: vars.color.text.secondary,
  fontSize: vars.font.size[14],
  lineHeight: vars.font.lineHeight[14],
});
