import { style } from '@vanilla-extract/css';
import { vars } from '../theme/index.ts';

/** Fills its column; tall enough to read a page's first screen beside the editor. */
export const root = style({
  display: 'flex',
  flexDirection: 'column',
  width: '100%',
  height: '100%',
  minHeight: '60vh',
  border: `${vars.borderWidth.thin} solid ${vars.color.border.strong}`,
  borderRadius: vars.radius[4],
  background: vars.color.surface.page,
  overflow: 'hidden',
  position: 'relative',
});

export const frame = style({
  display: 'block',
  flex: '1 1 auto',
  width: '100%',
  minHeight: '60vh',
  border: 0,
  background: vars.color.surface.page,
});

/** The next frame, loading behind the one on show until its page is written. */
export const waiting = style({
  position: 'absolute',
  inset: 0,
  visibility: 'hidden',
});
