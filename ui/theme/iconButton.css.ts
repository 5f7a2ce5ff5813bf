import { style } from '@vanilla-extract/css';
import { vars } from './contract.css.ts';

/** A square, borderless button holding one icon (close, notice bell); its hover fill is set by the user. */
export const iconButton = style({
  display: 'inline-flex',
  flexShrink: 0,
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.control.small,
  height: vars.size.control.small,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius[8],
  backgroundColor: 'transparent',
  color: vars.color.text.body,
  cursor: 'pointer',
});

/** The icon inside an icon button. */
export const iconButtonGlyph = style({
  width: vars.size.icon.medium,
  height: vars.size.icon.medium,
});
