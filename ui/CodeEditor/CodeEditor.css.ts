import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import * as field from '../Field/Field.css.ts';
import { vars } from '../theme/index.ts';

/*
 * CodeMirror's own base theme is mounted at run time into a constructed style sheet, which comes after the
 * document's style sheets: every rule here for a `.cm-*` part goes through `.cm-editor` under the frame, one
 * class more than CodeMirror's `.ͼ1 .cm-*`, so ours win.
 */

export const root = field.root;
export const label = field.label;
export const hint = field.hint;

/** One line of code: the editor's text size and line height. */
const lineHeight = `calc(${vars.font.size[14]} * ${vars.font.lineHeight[14]})`;
const linesTall = (lines: number) => `calc(${lineHeight} * ${lines} + 2 * ${vars.space[8]})`;

export const frame = style([
  field.box,
  {
    position: 'relative',
    display: 'flex',
    overflow: 'hidden',
    fontFamily: vars.font.mono,
    fontSize: vars.font.size[14],
    lineHeight: vars.font.lineHeight[14],
    color: vars.color.text.body,
    selectors: {
      '&:hover': field.boxHovered,
      '&[data-invalid]': field.boxInvalid,
      '&[data-readonly]': { backgroundColor: vars.color.surface.subtle },
    },
  },
]);

/** The same height while loading and once loaded, so nothing below moves when the editor arrives. */
export const height = styleVariants({
  small: { height: linesTall(10) },
  medium: { height: linesTall(20) },
  large: { height: linesTall(32) },
});

export const loading = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space[8],
  width: '100%',
  fontFamily: vars.font.family,
  color: vars.color.text.secondary,
});

const part = (selector: string) => `${frame} .cm-editor${selector}`;

globalStyle(`${frame} .cm-editor`, {
  flex: 1,
  minWidth: 0,
  height: '100%',
  backgroundColor: 'transparent',
  color: vars.color.text.body,
});

// The frame shows the focus, DADS style, in place of CodeMirror's dotted outline and the global ring on the
// editable element inside it.
globalStyle(part('.cm-focused'), { outline: 'none' });
globalStyle(`${frame}:focus-within`, {
  outline: vars.focus.outline,
  outlineOffset: vars.focus.offset,
  boxShadow: vars.focus.ring,
});
globalStyle(part(' .cm-content:focus-visible'), { outline: 'none', boxShadow: 'none' });

globalStyle(part(' .cm-scroller'), {
  fontFamily: vars.font.mono,
  lineHeight: vars.font.lineHeight[14],
  overflow: 'auto',
});

globalStyle(part(' .cm-content'), {
  paddingBlock: vars.space[8],
  caretColor: vars.color.text.body,
});

globalStyle(part(' .cm-gutters'), {
  backgroundColor: vars.color.surface.subtle,
  color: vars.color.text.secondary,
  borderRight: `${vars.borderWidth.thin} solid ${vars.color.border.subtle}`,
});

globalStyle(part(' .cm-activeLineGutter'), {
  backgroundColor: vars.color.primary.subtle,
  color: vars.color.text.body,
});

globalStyle(part(' .cm-cursor'), { borderLeftColor: vars.color.text.body });

globalStyle(part(' .cm-selectionBackground'), { backgroundColor: vars.color.primary.subtleHover });
globalStyle(part('.cm-focused .cm-selectionBackground'), { backgroundColor: vars.color.primary.subtleHover });
globalStyle(part('.cm-focused .cm-content ::selection'), { backgroundColor: vars.color.primary.subtleHover });

globalStyle(part(' .cm-matchingBracket'), {
  backgroundColor: vars.color.success.subtle,
  outline: `${vars.borderWidth.thin} solid ${vars.color.success.strong}`,
});
globalStyle(part(' .cm-nonmatchingBracket'), {
  backgroundColor: vars.color.danger.subtle,
  outline: `${vars.borderWidth.thin} solid ${vars.color.border.error}`,
});

globalStyle(part(' .cm-searchMatch'), {
  backgroundColor: vars.color.warning.subtle,
  outline: `${vars.borderWidth.thin} solid ${vars.color.warning.strong}`,
});
globalStyle(part(' .cm-searchMatch-selected'), {
  outline: `${vars.borderWidth.thick} solid ${vars.color.warning.strong}`,
});

// The search panel: the console's field and button look, targets of at least 36px.
globalStyle(part(' .cm-panels'), {
  backgroundColor: vars.color.surface.subtle,
  color: vars.color.text.body,
  fontFamily: vars.font.family,
  fontSize: vars.font.size[14],
});
globalStyle(part(' .cm-panels-top'), { borderBottom: `${vars.borderWidth.thin} solid ${vars.color.border.strong}` });
globalStyle(part(' .cm-panels-bottom'), { borderTop: `${vars.borderWidth.thin} solid ${vars.color.border.strong}` });
// Inline, so that CodeMirror's <br> puts the replace row under the find row.
globalStyle(part(' .cm-search'), {
  padding: `${vars.space[4]} ${vars.space[48]} ${vars.space[4]} ${vars.space[4]}`,
});
globalStyle(part(' .cm-search > *'), { margin: vars.space[4], verticalAlign: 'middle' });
globalStyle(part(' .cm-textfield'), {
  minHeight: vars.size.control.small,
  paddingInline: vars.space[8],
  border: `${vars.borderWidth.thin} solid ${vars.color.border.field}`,
  borderRadius: vars.radius[4],
  backgroundColor: vars.color.surface.raised,
  color: vars.color.text.body,
  fontFamily: vars.font.family,
  fontSize: vars.font.size[14],
});
globalStyle(part(' .cm-button'), {
  minHeight: vars.size.control.small,
  paddingInline: vars.space[12],
  border: `${vars.borderWidth.thin} solid ${vars.color.primary.base}`,
  borderRadius: vars.radius[4],
  backgroundColor: vars.color.surface.raised,
  backgroundImage: 'none',
  color: vars.color.primary.base,
  fontFamily: vars.font.family,
  fontSize: vars.font.size[14],
  cursor: 'pointer',
});
globalStyle(part(' .cm-button:hover'), { backgroundColor: vars.color.primary.subtle });
globalStyle(part(' .cm-search label'), {
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space[4],
  minHeight: vars.size.control.small,
  fontSize: vars.font.size[14],
});
globalStyle(part(' .cm-search input[type=checkbox]'), {
  width: vars.size.icon.small,
  height: vars.size.icon.small,
  margin: 0,
});
globalStyle(part(' .cm-panel button[name=close]'), {
  top: vars.space[4],
  right: vars.space[4],
  width: vars.size.control.small,
  height: vars.size.control.small,
  border: 0,
  borderRadius: vars.radius[4],
  backgroundColor: 'transparent',
  color: vars.color.text.body,
  fontSize: vars.font.size[20],
  cursor: 'pointer',
});

// Lint tooltips: the message in the console's type, on a raised surface.
globalStyle(part(' .cm-tooltip'), {
  border: `${vars.borderWidth.thin} solid ${vars.color.border.strong}`,
  borderRadius: vars.radius[4],
  backgroundColor: vars.color.surface.raised,
  color: vars.color.text.body,
  boxShadow: vars.shadow.raised,
  fontFamily: vars.font.family,
  fontSize: vars.font.size[14],
});
globalStyle(part(' .cm-diagnostic'), { padding: `${vars.space[4]} ${vars.space[8]}` });
globalStyle(part(' .cm-diagnostic-error'), { borderLeft: `${vars.space[4]} solid ${vars.color.border.error}` });
globalStyle(part(' .cm-diagnostic-warning'), { borderLeft: `${vars.space[4]} solid ${vars.color.warning.strong}` });

/** Highlighting classes (HighlightStyle `class`), each at least 4.5:1 on white. */
export const token = {
  keyword: style({ color: vars.color.primary.base, fontWeight: vars.font.weight.bold }),
  tagName: style({ color: vars.color.primary.base }),
  attributeName: style({ color: vars.color.text.warning }),
  string: style({ color: vars.color.tag.danger }),
  number: style({ color: vars.color.text.warning }),
  comment: style({ color: vars.color.text.success, fontStyle: 'italic' }),
  property: style({ color: vars.color.primary.hover }),
  definition: style({ color: vars.color.text.link }),
  punctuation: style({ color: vars.color.text.secondary }),
  invalid: style({ color: vars.color.text.error, textDecoration: 'underline wavy' }),
};

export const keyboardHint = style([field.hint]);
