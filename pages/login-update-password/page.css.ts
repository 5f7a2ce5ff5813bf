import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme/index.ts';

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space[24] });

export const account = style({
  margin: 0,
  color: vars.color.text.secondary,
  fontSize: vars.font.size[14],
  lineHeight: vars.font.lineHeight[14],
  overflowWrap: 'anywhere',
});
