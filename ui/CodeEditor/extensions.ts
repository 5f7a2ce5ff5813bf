import { defaultKeymap, history, historyKeymap, indentWithTab } from '@codemirror/commands';
import { css } from '@codemirror/lang-css';
import { html } from '@codemirror/lang-html';
import { javascript } from '@codemirror/lang-javascript';
import { bracketMatching, HighlightStyle, indentOnInput, indentUnit, syntaxHighlighting } from '@codemirror/language';
import { lintGutter, lintKeymap } from '@codemirror/lint';
import { search, searchKeymap } from '@codemirror/search';
import { EditorState, type Extension } from '@codemirror/state';
import { drawSelection, highlightActiveLineGutter, keymap, lineNumbers } from '@codemirror/view';
import { tags } from '@lezer/highlight';
import * as styles from './CodeEditor.css.ts';
import { phrases } from './text.ts';
import type { CodeEditorMode } from './types.ts';

export const languageOf: Record<CodeEditorMode, () => Extension> = {
  html: () => html(),
  css: () => css(),
  javascript: () => javascript(),
};

/** Token colours from the theme's classes (CodeEditor.css.ts), so no colour is written at run time. */
const highlightStyle = HighlightStyle.define([
  { tag: [tags.keyword, tags.modifier, tags.operatorKeyword, tags.controlKeyword], class: styles.token.keyword },
  { tag: [tags.tagName, tags.typeName, tags.className], class: styles.token.tagName },
  { tag: [tags.attributeName], class: styles.token.attributeName },
  { tag: [tags.string, tags.special(tags.string), tags.regexp, tags.attributeValue], class: styles.token.string },
  { tag: [tags.number, tags.bool, tags.null, tags.atom, tags.unit, tags.color], class: styles.token.number },
  { tag: [tags.comment, tags.lineComment, tags.blockComment], class: styles.token.comment },
  { tag: [tags.propertyName, tags.labelName], class: styles.token.property },
  { tag: [tags.definition(tags.variableName), tags.function(tags.variableName)], class: styles.token.definition },
  { tag: [tags.angleBracket, tags.bracket, tags.punctuation, tags.separator], class: styles.token.punctuation },
  { tag: tags.invalid, class: styles.token.invalid },
]);

/**
 * What every editor has. Tab indents (indentWithTab), and CodeMirror's own escape applies: Escape, then Tab
 * or Shift+Tab within two seconds moves focus out of the editor as in any other field; Ctrl+M (Shift+Alt+M on
 * a Mac) switches Tab to moving focus until pressed again. The keyboard hint under the editor says so.
 */
export const baseExtensions = (): Extension[] => [
  lineNumbers(),
  highlightActiveLineGutter(),
  history(),
  drawSelection(),
  indentOnInput(),
  indentUnit.of('  '),
  bracketMatching(),
  syntaxHighlighting(highlightStyle),
  search({ top: true }),
  lintGutter(),
  EditorState.phrases.of(phrases),
  keymap.of([...defaultKeymap, ...historyKeymap, ...searchKeymap, ...lintKeymap, indentWithTab]),
];
