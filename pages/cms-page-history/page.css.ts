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
