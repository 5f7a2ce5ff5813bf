import { style } from '@vanilla-extract/css';
import { vars } from '../theme/index.ts';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space[12],
  padding: vars.space[24],
  borderStyle: 'dashed',
  borderWidth: vars.borderWidth.thick,
  borderColor: vars.color.border.field,
  borderRadius: vars.radius[8],
  backgroundColor: vars.color.surface.subtle,
  color: vars.color.text.body,
  textAlign: 'center',
  selectors: {
    // The colour change is backed by the prompt's words changing (「ここで離すと追加します」).
    '&[data-dragging]': {
      borderStyle: 'solid',
      borderColor: vars.color.primary.base,
      backgroundColor: vars.color.primary.subtle,
    },
    '&[data-disabled]': { color: vars.color.text.disabled, backgroundColor: vars.color.surface.disabled },
  },
});

export const icon = style({
  width: vars.size.icon.large,
  height: vars.size.icon.large,
  color: vars.color.text.secondary,
});

export const prompt = style({
  margin: 0,
  fontSize: vars.font.size[16],
  lineHeight: vars.font.lineHeight[16],
});

// Clipped rather than hidden: it stays in the tab order and the accessibility tree, named by its label.
export const input = style({
  position: 'absolute',
  width: vars.size.hairline,
  height: vars.size.hairline,
  padding: 0,
  margin: `calc(${vars.size.hairline} * -1)`,
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
  border: 0,
  opacity: 0,
});

/** The input's label drawn as a secondary Button; it shows the input's focus since the input is clipped. */
export const chooser = style({
  selectors: {
    [`${input}:focus-visible + &`]: {
      outline: vars.focus.outline,
      outlineOffset: vars.focus.offset,
      boxShadow: vars.focus.ring,
    },
    [`${input}:disabled + &`]: {
      cursor: 'not-allowed',
      backgroundColor: vars.color.surface.disabled,
      borderColor: vars.color.surface.disabled,
      color: vars.color.text.disabled,
      textDecoration: 'none',
    },
  },
});

export const instructions = style({
  margin: 0,
  fontSize: vars.font.size[14],
  lineHeight: vars.font.lineHeight[14],
  color: vars.color.text.secondary,
});
