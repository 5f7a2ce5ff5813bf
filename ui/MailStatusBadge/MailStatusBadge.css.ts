import { style } from '@vanilla-extract/css';
import { vars } from '../theme/index.ts';

export const root = style({
  display: 'inline-flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space[4],
  minInlineSize: '8rem',
});

export const progress = style({ display: 'flex', flexDirection: 'column', gap: vars.space[4], inlineSize: '100%' });

export const track = style({
  blockSize: vars.space[8],
  inlineSize: '100%',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.surface.disabled,
  overflow: 'hidden',
});

export const range = style({
  blockSize: '100%',
  backgroundColor: vars.color.primary.base,
  transition: `width ${vars.motion.fade} ${vars.motion.easing}`,
});

export const progressText = style({
  fontSize: vars.font.size[14],
  lineHeight: vars.font.lineHeight[14],
  color: vars.color.text.secondary,
});
