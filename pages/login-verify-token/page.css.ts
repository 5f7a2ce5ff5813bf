import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme/index.ts';

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space[24] });

export const links = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space[16] });
