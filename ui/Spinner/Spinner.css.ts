import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/index.ts';

const spin = keyframes({
  to: { transform: 'rotate(360deg)' },
});

export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  color: 'inherit',
  verticalAlign: 'middle',
});

export const svg = style({
  display: 'block',
  width: '100%',
  height: '100%',
  animationName: spin,
  animationDuration: vars.motion.spin,
  animationTimingFunction: 'linear',
  animationIterationCount: 'infinite',
  '@media': {
    // A still arc: the hidden label still says that something is loading.
    '(prefers-reduced-motion: reduce)': { animationName: 'none' },
  },
});

export const track = style({
  opacity: 0.25,
});

export const size = styleVariants({
  small: { width: vars.size.icon.small, height: vars.size.icon.small },
  medium: { width: vars.size.icon.medium, height: vars.size.icon.medium },
  large: { width: vars.size.icon.large, height: vars.size.icon.large },
});
