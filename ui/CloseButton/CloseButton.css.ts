import { style, styleVariants } from '@vanilla-extract/css';
import { iconButton, iconButtonGlyph } from '../theme/iconButton.css.ts';
import { vars } from '../theme/index.ts';

export const root = style([iconButton]);

// The hover fill must differ from what the button sits on.
export const surface = styleVariants({
  raised: { selectors: { '&:hover': { backgroundColor: vars.color.surface.subtle } } },
  tinted: { selectors: { '&:hover': { backgroundColor: vars.color.surface.raised } } },
});

export const icon = style([iconButtonGlyph]);
