import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme/index.ts';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space[32] });
