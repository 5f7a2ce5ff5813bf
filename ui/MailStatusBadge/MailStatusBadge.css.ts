import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/index.ts';

export const root = style({
  display: 'inline-flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space[4],
  minInlineSize: '8rem',
});

const tag = style({
  display: 'inline-block',
  paddingInline: vars.space[8],
  borderRadius: vars.radius[4],
  fontSize: vars.font.size[14],
  lineHeight: vars.font.lineHeight[14],
  fontWeight: vars.font.weight.bold,
  border: `${vars.borderWidth.thin} solid transparent`,
});

/** Filled for the ends a sender must notice (failed, partly failed), outlined for the rest; told in words too. */
export const tone = styleVariants({
  scheduled: [
    tag,
    { backgroundColor: vars.color.primary.subtle, color: vars.color.text.link, borderColor: vars.color.primary.base },
  ],
  sending: [tag, { backgroundColor: vars.color.tag.info, color: vars.color.text.inverse }],
  sent: [tag, { backgroundColor: vars.color.tag.success, color: vars.color.text.inverse }],
  partial: [tag, { backgroundColor: vars.color.tag.warning, color: vars.color.text.body }],
  failed: [tag, { backgroundColor: vars.color.tag.danger, color: vars.color.text.inverse }],
  cancelled: [
    tag,
    {
      backgroundColor: vars.color.surface.subtle,
      color: vars.color.text.secondary,
      borderColor: vars.color.border.strong,
    },
  ],
  unknown: [
    tag,
    { backgroundColor: vars.color.surface.raised, color: vars.color.text.body, borderColor: vars.color.border.strong },
  ],
});

export const progress = style({ display: 'flex', flexDirection: 'column', gap: vars.space[4], inlineSize: '100%' });

export const track = style({
  blockSize: vars.space[8],
  inlineSize: '100%',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.surface.disabled,
  overflow: 'hidden',
});

export const range = style({
  blockSize: '100%',
  backgroundColor: vars.color.primary.base,
  transition: `width ${vars.motion.fade} ${vars.motion.easing}`,
});

export const progressText = style({
  fontSize: vars.font.size[14],
  lineHeight: vars.font.lineHeight[14],
  color: vars.color.text.secondary,
});
