import { style } from '@vanilla-extract/css';
import { vars } from '../theme/index.ts';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space[8] });
export const heading = style({ margin: 0, fontSize: vars.font.size[16], fontWeight: 700, color: vars.color.text.body });
export const empty = style({ margin: 0, color: vars.color.text.secondary });
export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[12],
  borderInlineStart: `2px solid ${vars.color.border.subtle}`,
  paddingInlineStart: vars.space[16],
});
export const entry = style({ display: 'flex', flexDirection: 'column', gap: vars.space[4] });
export const line = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space[8] });
export const actor = style({ fontWeight: 700, color: vars.color.text.body });
export const time = style({ color: vars.color.text.secondary, fontVariantNumeric: 'tabular-nums' });
export const detail = style({ color: vars.color.text.secondary });
export const comment = style({
  margin: 0,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  padding: vars.space[8],
  borderRadius: vars.radius[4],
  backgroundColor: vars.color.surface.subtle,
  color: vars.color.text.body,
});
