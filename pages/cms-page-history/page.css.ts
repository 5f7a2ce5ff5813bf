import { style } from '@vanilla-extract/css';

/** One of the two version pickers (side by side in layout.fieldRow). */
export const picker = style({ flex: '0 1 24em' });
