import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme/index.ts';

/** The two version pickers side by side, wrapping on a narrow screen. */
export const pickers = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space[16],
  margin: 0,
  padding: 0,
  border: 'none',
});

export const picker = style({ flex: '0 1 24em' });

/** The two previews side by side on a wide screen; one above the other on a narrow one. */
export const previews = style({
  display: 'grid',
  gap: vars.space[16],
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { '(min-width: 72rem)': { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)' } },
});

export const previewSection = style({ display: 'flex', flexDirection: 'column', gap: vars.space[8] });
export const previewHeading = style({ margin: 0, fontSize: vars.font.size[16] });
