import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme/index.ts';

/** The form beside its preview on a wide screen; one above the other on a narrow one. */
export const columns = style({
  display: 'grid',
  gap: vars.space[32],
  gridTemplateColumns: 'minmax(0, 1fr)',
  alignItems: 'start',
  '@media': { '(min-width: 72rem)': { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)' } },
});

export const preview = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[8],
  '@media': { '(min-width: 72rem)': { position: 'sticky', insetBlockStart: vars.space[16] } },
});

export const previewHeading = style({ margin: 0, fontSize: vars.font.size[20] });

export const quiet = style({ margin: 0, color: vars.color.text.secondary, fontSize: vars.font.size[14] });

/** Above the HTML editor: what can be put into the page (an image of the library). */
export const editorTools = style({ display: 'flex', justifyContent: 'flex-end', marginBlockEnd: vars.space[8] });

export const workflow = style({ display: 'flex', flexDirection: 'column', gap: vars.space[8] });
export const workflowButtons = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space[8] });
