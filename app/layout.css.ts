import { style } from '@vanilla-extract/css';
import { vars } from '../ui/theme/index.ts';

export const checking = style({
  display: 'grid',
  placeItems: 'center',
  minHeight: '100dvh',
  color: vars.color.primary.base,
});
