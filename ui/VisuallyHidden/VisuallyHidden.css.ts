import { style } from '@vanilla-extract/css';
import { vars } from '../theme/index.ts';

// Still read by screen readers: clipped to one pixel instead of display: none.
export const root = style({
  position: 'absolute',
  width: vars.size.hairline,
  height: vars.size.hairline,
  padding: 0,
  margin: `calc(${vars.size.hairline} * -1)`,
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
  border: 0,
});
