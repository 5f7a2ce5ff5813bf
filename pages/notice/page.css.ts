import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme/index.ts';

export const heading = style({
  margin: 0,
  fontSize: vars.font.size[20],
  lineHeight: vars.font.lineHeight[20],
  fontWeight: vars.font.weight.bold,
  color: vars.color.text.body,
  // Focused when 編集する moves the user here: not flush with the top edge once scrolled to.
  scrollMarginBlockStart: vars.space[24],
});

/** The notices as the bell lists them, with room around. */
export const list = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  borderBlockStart: `${vars.borderWidth.thin} solid ${vars.color.border.subtle}`,
});
