import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/index.ts';

export const item = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[4],
  padding: `${vars.space[12]} ${vars.space[16]}`,
  borderBlockEnd: `${vars.borderWidth.thin} solid ${vars.color.border.subtle}`,
  borderInlineStart: `calc(${vars.borderWidth.thick} * 2) solid transparent`,
  selectors: {
    // Tinted with a bar at the start, and told in words or bold type: more than a colour change.
    '&[data-unread]': {
      borderInlineStartColor: vars.color.primary.base,
      backgroundColor: vars.color.primary.subtle,
    },
  },
});

export const unreadMark = styleVariants({
  tag: {},
  bold: { selectors: { '&[data-unread]': { fontWeight: vars.font.weight.bold } } },
});

export const labels = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space[8],
});

const tag = style({
  display: 'inline-block',
  paddingInline: vars.space[8],
  borderRadius: vars.radius[4],
  fontSize: vars.font.size[14],
  lineHeight: vars.font.lineHeight[14],
  fontWeight: vars.font.weight.bold,
});

/** Spec §2.8: red for error or urgent, green for success, yellow for warning, blue for the others. */
export const type = styleVariants({
  error: [tag, { backgroundColor: vars.color.tag.danger, color: vars.color.text.inverse }],
  urgent: [tag, { backgroundColor: vars.color.tag.danger, color: vars.color.text.inverse }],
  success: [tag, { backgroundColor: vars.color.tag.success, color: vars.color.text.inverse }],
  warning: [tag, { backgroundColor: vars.color.tag.warning, color: vars.color.text.body }],
  others: [tag, { backgroundColor: vars.color.tag.info, color: vars.color.text.inverse }],
});

export const important = style([
  tag,
  {
    border: `${vars.borderWidth.thin} solid ${vars.color.border.error}`,
    backgroundColor: vars.color.surface.raised,
    color: vars.color.text.error,
  },
]);

// Outlined, so it is not taken for the blue of the 「お知らせ」 type.
export const unread = style([
  tag,
  {
    border: `${vars.borderWidth.thin} solid ${vars.color.primary.base}`,
    backgroundColor: vars.color.surface.raised,
    color: vars.color.primary.base,
  },
]);

export const date = style({
  color: vars.color.text.secondary,
  fontSize: vars.font.size[14],
  lineHeight: vars.font.lineHeight[14],
  fontVariantNumeric: 'tabular-nums',
});

export const title = style({
  margin: 0,
  fontSize: vars.font.size[16],
  lineHeight: vars.font.lineHeight[16],
  fontWeight: vars.font.weight.bold,
});

export const content = style({
  fontSize: vars.font.size[16],
  lineHeight: vars.font.lineHeight[16],
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space[8],
  paddingBlockStart: vars.space[4],
});
