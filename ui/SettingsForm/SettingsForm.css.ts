import { style } from '@vanilla-extract/css';
import { vars } from '../theme/index.ts';

export const stepper = style({ maxWidth: vars.size.form });

/** The limit in words (「1 時間 30 分」) under the field. */
export const inWords = style({
  margin: 0,
  color: vars.color.text.secondary,
  fontSize: vars.font.size[16],
});
