import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme/index.ts';

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space[24] });

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space[8] });

export const heading = style({
  margin: 0,
  fontSize: vars.font.size[18],
  lineHeight: vars.font.lineHeight[18],
  fontWeight: vars.font.weight.bold,
});

export const paragraph = style({ margin: 0 });

export const list = style({
  margin: 0,
  paddingInlineStart: vars.space[24],
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[4],
});

export const note = style({
  margin: 0,
  color: vars.color.text.secondary,
  fontSize: vars.font.size[14],
  lineHeight: vars.font.lineHeight[14],
});
