import { style } from '@vanilla-extract/css';
import { fadesIn } from '../theme/fade.css.ts';
import { vars } from '../theme/index.ts';

export const root = style({
  position: 'relative',
  // Room for the spinner and its padding even when the content is still empty.
  minHeight: `calc(${vars.size.icon.large} + 2 * ${vars.space[8]})`,
});

export const cover = style([
  fadesIn,
  {
    position: 'absolute',
    inset: 0,
    zIndex: vars.zIndex.cover,
    display: 'flex',
    alignItems: 'flex-start',
    justifyContent: 'center',
    paddingBlock: vars.space[8],
    backgroundColor: vars.color.surface.veil,
    // Takes the clicks meant for content that is about to change.
    cursor: 'progress',
  },
]);

export const spinner = style({
  color: vars.color.primary.base,
  // Stays in view over a long list scrolled past its top.
  position: 'sticky',
  insetBlockStart: vars.space[48],
});
