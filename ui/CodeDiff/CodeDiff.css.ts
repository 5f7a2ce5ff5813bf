import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../theme/index.ts';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space[8], minWidth: 0 });

export const heading = style({ margin: 0, fontSize: vars.font.size[16], fontWeight: 700, color: vars.color.text.body });

export const sides = style({
  display: 'grid',
  gridTemplateColumns: '1fr 1fr',
  gap: vars.space[8],
  fontSize: vars.font.size[14],
  fontWeight: 700,
  color: vars.color.text.secondary,
});

export const frame = style({
  border: `1px solid ${vars.color.border.strong}`,
  borderRadius: vars.radius[8],
  maxHeight: '60vh',
  overflow: 'auto',
  fontFamily: vars.font.mono,
  fontSize: vars.font.size[14],
  backgroundColor: vars.color.surface.subtle,
});

export const loading = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[8],
  padding: vars.space[16],
  fontFamily: vars.font.family,
  color: vars.color.text.secondary,
});

export const summary = style({ margin: 0, fontSize: vars.font.size[14], color: vars.color.text.secondary });

// The merge view's two editors side by side; inserted and deleted text marked with the theme's colours and
// an underline / strike-through, so the change is not told by colour alone.
globalStyle(`${frame} .cm-mergeView`, { minHeight: '100%' });
globalStyle(`${frame} .cm-editor`, { backgroundColor: 'transparent' });
globalStyle(`${frame} .cm-changedText`, { textDecoration: 'underline', textDecorationThickness: '2px' });
globalStyle(`${frame} .cm-deletedChunk .cm-deletedText, ${frame} del`, { textDecoration: 'line-through' });
// The folded stretch's marks: CodeMirror's 「⦚」 is missing from the Japanese fonts (it showed as a box).
globalStyle(`${frame} .cm-editor .cm-collapsedLines::before, ${frame} .cm-editor .cm-collapsedLines::after`, {
  content: '"…"',
});
