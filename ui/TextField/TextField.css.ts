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
    paddingInline: vars.space[16],
    selectors: {
      '&:hover:not(:disabled)': field.boxHovered,
      '&[aria-invalid="true"]': field.boxInvalid,
      '&:disabled': field.boxDisabled,
      '&::placeholder': { color: vars.color.text.secondary },
    },
  },
]);
