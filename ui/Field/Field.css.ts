import { style } from '@vanilla-extract/css';
import { vars } from '../theme/index.ts';

/** The parts every form field shares (TextField, Select, NumberStepper): label, badge, hint, error, box. */

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[8],
});

export const label = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[8],
  fontSize: vars.font.size[16],
  lineHeight: vars.font.lineHeight[16],
  fontWeight: vars.font.weight.bold,
  color: vars.color.text.body,
});

export const requiredMark = style({
  display: 'inline-block',
  paddingInline: vars.space[8],
  borderRadius: vars.radius[4],
  backgroundColor: vars.color.surface.errorSubtle,
  color: vars.color.text.error,
  fontSize: vars.font.size[14],
  lineHeight: vars.font.lineHeight[14],
  fontWeight: vars.font.weight.bold,
});

const message = style({
  margin: 0,
  fontSize: vars.font.size[14],
  lineHeight: vars.font.lineHeight[14],
});

export const hint = style([message, { color: vars.color.text.secondary }]);

export const error = style([message, { color: vars.color.text.error, fontWeight: vars.font.weight.bold }]);

/** The bordered box the value sits in. */
export const box = style({
  borderStyle: 'solid',
  borderWidth: vars.borderWidth.thin,
  borderColor: vars.color.border.field,
  borderRadius: vars.radius[8],
  backgroundColor: vars.color.surface.raised,
});

/** The value's text. */
export const text = style({
  color: vars.color.text.body,
  fontFamily: 'inherit',
  fontSize: vars.font.size[16],
  lineHeight: vars.font.lineHeight[16],
});

/*
 * The box's states, for each control's own selectors: a native input says `:disabled` and
 * `aria-invalid`, Ark's parts `[data-disabled]` and `[data-invalid]`.
 */
export const boxHovered = { borderColor: vars.color.text.body };

/** Twice as thick, so the error is not shown by colour alone. */
export const boxInvalid = { borderColor: vars.color.border.error, borderWidth: vars.borderWidth.thick };

export const boxDisabled = {
  backgroundColor: vars.color.surface.disabled,
  color: vars.color.text.disabled,
  cursor: 'not-allowed',
};
