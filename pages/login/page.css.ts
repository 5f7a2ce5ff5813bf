import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/index.ts';

export const root = style({
  minHeight: '100vh',
  display: 'grid',
  placeItems: 'center',
  padding: vars.space[24],
  background: vars.color.surface.subtle,
});

export const card = style({
  width: '100%',
  maxWidth: vars.size.dialog,
  display: 'grid',
  gap: vars.space[24],
  padding: vars.space[32],
  background: vars.color.surface.raised,
  borderRadius: vars.radius[8],
  boxShadow: vars.shadow.raised,
});

export const form = style({ display: 'grid', gap: vars.space[16] });

export const title = style({ margin: 0, fontSize: vars.font.size[24], lineHeight: vars.font.lineHeight[24] });
