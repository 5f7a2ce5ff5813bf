import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../theme/index.ts';

export const root = style({
  margin: 0,
  flexShrink: 0,
});

export const lost = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space[8],
  paddingBlock: vars.space[4],
  paddingInline: vars.space[8],
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.warning.subtle,
  color: vars.color.warning.strong,
  fontSize: vars.font.size[14],
  lineHeight: 1,
  fontWeight: vars.font.weight.bold,
  whiteSpace: 'nowrap',
  cursor: 'default',
});

const pulse = keyframes({
  '0%, 100%': { opacity: 1 },
  '50%': { opacity: 0.3 },
});

export const dot = style({
  width: vars.space[8],
  height: vars.space[8],
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.warning.strong,
  animation: `${pulse} 1.6s ease-in-out infinite`,
  '@media': {
    '(prefers-reduced-motion: reduce)': { animation: 'none' },
  },
});
