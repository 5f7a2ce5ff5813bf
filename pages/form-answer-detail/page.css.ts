import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme/index.ts';

export const status = style({ minHeight: '1.5em', margin: 0, color: vars.color.text.secondary });
/** The table takes the rest of the window, so its own scroll keeps the header and first column in view. */
export const table = style({ height: 'calc(100vh - 20rem)', minHeight: '20rem' });
