import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../theme/index.ts';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[24],
});

export const choices = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[24],
});

export const group = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[8],
});

export const legend = style({
  fontSize: vars.font.size[16],
  lineHeight: vars.font.lineHeight[16],
  fontWeight: vars.font.weight.bold,
});

export const choice = style({
  display: 'flex',
  flexDirection: 'column',
});

/** Ark's item is the <label>: the circle and the words are one target. */
export const item = style({
  display: 'inline-flex',
  alignItems: 'center',
  alignSelf: 'flex-start',
  gap: vars.space[12],
  minHeight: vars.size.control.small,
  cursor: 'pointer',
  selectors: {
    '&[data-disabled]': { cursor: 'not-allowed', color: vars.color.text.disabled },
  },
});

export const control = style({
  flexShrink: 0,
  width: vars.size.icon.medium,
  height: vars.size.icon.medium,
  borderStyle: 'solid',
  borderWidth: vars.borderWidth.thick,
  borderColor: vars.color.border.field,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.surface.raised,
  selectors: {
    '&[data-hover]:not([data-disabled])': { borderColor: vars.color.text.body },
    '&[data-state="checked"]': {
      borderColor: vars.color.primary.base,
      // A filled dot inside the ring, drawn without an extra element.
      boxShadow: `inset 0 0 0 ${vars.space[4]} ${vars.color.surface.raised}`,
      backgroundColor: vars.color.primary.base,
    },
    '&[data-focus-visible]': {
      outline: vars.focus.outline,
      outlineOffset: vars.focus.offset,
    },
    '&[data-disabled]': {
      borderColor: vars.color.text.disabled,
      backgroundColor: vars.color.surface.disabled,
    },
  },
});

export const itemText = style({
  fontSize: vars.font.size[16],
  lineHeight: vars.font.lineHeight[16],
});

export const hint = style({
  margin: 0,
  paddingInlineStart: `calc(${vars.size.icon.medium} + ${vars.space[12]})`,
  fontSize: vars.font.size[14],
  lineHeight: vars.font.lineHeight[14],
  color: vars.color.text.secondary,
  selectors: {
    '&:empty': { display: 'none' },
  },
});

export const jobs = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[8],
});

export const jobsHeading = style({
  margin: 0,
  fontSize: vars.font.size[18],
  lineHeight: vars.font.lineHeight[18],
  fontWeight: vars.font.weight.bold,
});

export const noJobs = style({ margin: 0, color: vars.color.text.secondary });

export const jobList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[12],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const job = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[8],
  padding: vars.space[12],
  border: `${vars.borderWidth.thin} solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius[8],
});

export const jobHead = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space[8],
});

export const jobFormat = style({ fontWeight: vars.font.weight.bold });

export const progress = style({ display: 'flex', flexDirection: 'column', gap: vars.space[4] });

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
  fontVariantNumeric: 'tabular-nums',
});

export const error = style({
  margin: 0,
  color: vars.color.text.error,
  fontWeight: vars.font.weight.bold,
});

export const jobActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space[8],
  selectors: {
    '&:empty': { display: 'none' },
  },
});

export const lacking = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[8],
  padding: vars.space[12],
  borderRadius: vars.radius[8],
  backgroundColor: vars.color.warning.subtle,
});

export const lackingSummary = style({ margin: 0, fontWeight: vars.font.weight.bold });

export const lackingScroller = style({
  maxHeight: vars.size.noticePanelMaxHeight,
  overflowY: 'auto',
  backgroundColor: vars.color.surface.raised,
  borderRadius: vars.radius[4],
  selectors: {
    '&:focus-visible': { outline: vars.focus.outline, outlineOffset: vars.focus.offset, boxShadow: vars.focus.ring },
  },
});

export const lackingTable = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.font.size[14],
  lineHeight: vars.font.lineHeight[14],
  textAlign: 'start',
});

export const lackingChar = style({
  fontSize: vars.font.size[18],
});

export const lackingMore = style({
  margin: 0,
  fontSize: vars.font.size[14],
  lineHeight: vars.font.lineHeight[14],
});

globalStyle(`${lackingTable} th, ${lackingTable} td`, {
  paddingBlock: vars.space[4],
  paddingInline: vars.space[8],
  textAlign: 'start',
  borderBlockEnd: `${vars.borderWidth.thin} solid ${vars.color.border.subtle}`,
});
