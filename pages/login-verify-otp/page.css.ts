import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme/index.ts';

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space[24] });

export const steps = style({
  margin: 0,
  paddingInlineStart: vars.space[24],
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[24],
});

export const step = style({ display: 'flex', flexDirection: 'column', gap: vars.space[12] });

export const paragraph = style({ margin: 0 });

export const qr = style({
  alignSelf: 'flex-start',
  // The code's own quiet zone is white; the border keeps it visible on any background.
  border: `${vars.borderWidth.thin} solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius[4],
  maxWidth: '100%',
  height: 'auto',
});

export const manual = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: `${vars.space[4]} ${vars.space[16]}`,
  margin: 0,
  fontSize: vars.font.size[14],
  lineHeight: vars.font.lineHeight[14],
});

export const term = style({ color: vars.color.text.secondary });

export const value = style({ margin: 0, overflowWrap: 'anywhere' });

export const key = style({
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  fontSize: vars.font.size[16],
  letterSpacing: '0.05em',
});
