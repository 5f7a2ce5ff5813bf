import { keyframes, style } from '@vanilla-extract/css';
import { vars } from './contract.css.ts';

export const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const fadeOut = keyframes({ from: { opacity: 1 }, to: { opacity: 0 } });

/** The overlays' fade (spec §2.7's 200 ms), run once, for parts that only appear. */
export const fadesIn = style({
  animationName: fadeIn,
  animationDuration: vars.motion.fade,
  animationTimingFunction: vars.motion.easing,
});

/**
 * Fades in and out with Ark's `data-state`. Ark keeps a closing part mounted until its exit
 * animation ends, so the fade-out is seen too.
 */
export const fadesWithState = style({
  animationDuration: vars.motion.fade,
  animationTimingFunction: vars.motion.easing,
  animationFillMode: 'both',
  selectors: {
    '&[data-state="open"]': { animationName: fadeIn },
    '&[data-state="closed"]': { animationName: fadeOut },
  },
});
