import { style } from '@vanilla-extract/css';
import * as field from '../Field/Field.css.ts';
import { vars } from '../theme/index.ts';

export const input = style([
  field.box,
  field.text,
  {
    width: '100%',
    minHeight: vars.size.control.medium,
    margin: 0,
    padding: `${vars.space[8]} ${vars.space[16]}`,
    resize: 'vertical',
    selectors: {
      '&:hover:not(:disabled)': field.boxHovered,
      '&[aria-invalid="true"]': field.boxInvalid,
      '&:disabled': field.boxDisabled,
      '&::placeholder': { color: vars.color.text.secondary },
    },
  },
]);

export const code = style({
  fontFamily: vars.font.mono,
  fontSize: vars.font.size[14],
  lineHeight: vars.font.lineHeight[14],
});
