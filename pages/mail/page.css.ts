import { style } from '@vanilla-extract/css';
import { breakpoints, vars } from '../../ui/theme/index.ts';

/** The compose on one side and what the recipient will get on the other, stacked on a narrow screen. */
export const composeGrid = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: vars.space[32],
  '@media': { [`(min-width: ${breakpoints.wide})`]: { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)' } },
});

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[24],
  maxInlineSize: vars.size.form,
});

export const aside = style({ display: 'flex', flexDirection: 'column', gap: vars.space[16] });

export const asideHeading = style({
  margin: 0,
  fontSize: vars.font.size[18],
  lineHeight: vars.font.lineHeight[18],
  fontWeight: vars.font.weight.bold,
});

export const choices = style({ display: 'flex', flexDirection: 'column', gap: vars.space[8] });

export const radio = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[8],
  minBlockSize: vars.size.control.small,
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space[16], alignItems: 'center' });

export const times = style({
  margin: 0,
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  columnGap: vars.space[8],
});
export const timeName = style({ color: vars.color.text.secondary });
export const timeValue = style({ margin: 0, whiteSpace: 'nowrap' });

export const smallList = style({ margin: 0, paddingInlineStart: vars.space[16] });

export const nativeInput = style({
  minBlockSize: vars.size.control.medium,
  maxInlineSize: '20rem',
  paddingInline: vars.space[12],
  border: `${vars.borderWidth.thin} solid ${vars.color.border.field}`,
  borderRadius: vars.radius[8],
  font: 'inherit',
  color: vars.color.text.body,
  backgroundColor: vars.color.surface.raised,
  selectors: {
    '&:focus-visible': { outline: vars.focus.outline, outlineOffset: vars.focus.offset, boxShadow: vars.focus.ring },
    '&[aria-invalid="true"]': { borderColor: vars.color.border.error },
  },
});

export const fieldLabel = style({ fontWeight: vars.font.weight.bold });
export const fieldError = style({ margin: 0, color: vars.color.text.error, fontWeight: vars.font.weight.bold });
export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space[8] });
export const timePair = style({ display: 'contents' });
