import { style } from '@vanilla-extract/css';
import { vars } from '../theme/index.ts';

// The preview under the form, as wide as the bell's popup: side by side, both would be too narrow to judge.
export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[24],
});

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[16],
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space[8],
});

export const preview = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[8],
  minWidth: 0,
});

export const previewHeading = style({
  margin: 0,
  fontSize: vars.font.size[16],
  lineHeight: vars.font.lineHeight[16],
  fontWeight: vars.font.weight.bold,
});

export const previewHint = style({
  margin: 0,
  color: vars.color.text.secondary,
  fontSize: vars.font.size[14],
  lineHeight: vars.font.lineHeight[14],
});

/** The bell's popup as it frames its list: as wide as the bell's (spec §2.8: 800px) at most. */
export const panel = style({
  maxWidth: vars.size.noticePanel,
  borderRadius: vars.radius[8],
  border: `${vars.borderWidth.thin} solid ${vars.color.border.subtle}`,
  backgroundColor: vars.color.surface.raised,
  overflow: 'hidden',
});

export const list = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const previewEmpty = style({
  margin: 0,
  padding: vars.space[24],
  color: vars.color.text.secondary,
  textAlign: 'center',
});
