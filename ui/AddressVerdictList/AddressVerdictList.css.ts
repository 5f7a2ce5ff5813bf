import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/index.ts';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space[12] });

export const summary = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space[8],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const summaryItem = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space[8],
  padding: `${vars.space[4]} ${vars.space[12]}`,
  borderStyle: 'solid',
  borderWidth: `${vars.borderWidth.thin} ${vars.borderWidth.thin} ${vars.borderWidth.thin} ${vars.space[4]}`,
  borderRadius: vars.radius[4],
  fontSize: vars.font.size[16],
  lineHeight: vars.font.lineHeight[16],
  color: vars.color.text.body,
});

/** The verdict's colour on the left edge and a light fill; the words say it too. */
export const tone = styleVariants({
  success: { borderColor: vars.color.success.strong, backgroundColor: vars.color.surface.successSubtle },
  warning: { borderColor: vars.color.warning.strong, backgroundColor: vars.color.surface.warningSubtle },
  error: { borderColor: vars.color.border.error, backgroundColor: vars.color.surface.errorSubtle },
});

export const count = style({ fontVariantNumeric: 'tabular-nums' });

export const scroller = style({ overflowX: 'auto' });

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.font.size[16],
  lineHeight: vars.font.lineHeight[16],
  color: vars.color.text.body,
});

export const caption = style({
  textAlign: 'start',
  fontWeight: vars.font.weight.bold,
  paddingBlockEnd: vars.space[8],
});

export const headerCell = style({
  textAlign: 'start',
  padding: `${vars.space[8]} ${vars.space[12]}`,
  borderBlockEnd: `${vars.borderWidth.thick} solid ${vars.color.border.strong}`,
  whiteSpace: 'nowrap',
});

export const cell = style({
  padding: `${vars.space[8]} ${vars.space[12]}`,
  borderBlockEnd: `${vars.borderWidth.thin} solid ${vars.color.border.subtle}`,
  verticalAlign: 'top',
});

export const line = style({ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap', width: '4em' });

export const address = style({ overflowWrap: 'anywhere' });

export const verdict = style({ display: 'flex', alignItems: 'center', gap: vars.space[8] });

export const toneText = styleVariants({
  success: { color: vars.color.text.success },
  warning: { color: vars.color.text.body },
  error: { color: vars.color.text.error, fontWeight: vars.font.weight.bold },
});
