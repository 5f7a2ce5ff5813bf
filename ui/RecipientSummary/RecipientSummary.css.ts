import { style } from '@vanilla-extract/css';
import { vars } from '../theme/index.ts';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space[8] });

export const count = style({
  margin: 0,
  fontSize: vars.font.size[20],
  lineHeight: vars.font.lineHeight[20],
  fontWeight: vars.font.weight.bold,
});

export const detail = style({ margin: 0, color: vars.color.text.secondary });

export const addresses = style({
  margin: 0,
  paddingInlineStart: vars.space[24],
  fontFamily: vars.font.mono,
  overflowWrap: 'anywhere',
});
