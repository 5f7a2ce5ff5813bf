import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/index.ts';

const tag = style({
  display: 'inline-block',
  paddingInline: vars.space[8],
  borderRadius: vars.radius[4],
  fontSize: vars.font.size[14],
  lineHeight: vars.font.lineHeight[14],
  fontWeight: vars.font.weight.bold,
  border: `${vars.borderWidth.thin} solid transparent`,
});

/** Filled for work under way and for the ends a reader must notice, outlined for the rest; told in words too. */
export const tone = styleVariants({
  pending: [
    tag,
    { backgroundColor: vars.color.primary.subtle, color: vars.color.text.link, borderColor: vars.color.primary.base },
  ],
  active: [tag, { backgroundColor: vars.color.tag.info, color: vars.color.text.inverse }],
  positive: [tag, { backgroundColor: vars.color.tag.success, color: vars.color.text.inverse }],
  caution: [tag, { backgroundColor: vars.color.tag.warning, color: vars.color.text.body }],
  critical: [tag, { backgroundColor: vars.color.tag.danger, color: vars.color.text.inverse }],
  muted: [
    tag,
    {
      backgroundColor: vars.color.surface.subtle,
      color: vars.color.text.secondary,
      borderColor: vars.color.border.strong,
    },
  ],
  neutral: [
    tag,
    { backgroundColor: vars.color.surface.raised, color: vars.color.text.body, borderColor: vars.color.border.strong },
  ],
});
