import type { ReactNode, Ref } from 'react';

/** The languages the editor highlights and indents. */
export const codeEditorModes = ['html', 'css', 'javascript'] as const;
export type CodeEditorMode = (typeof codeEditorModes)[number];

/** How many lines the editor shows before it scrolls: about 10, 20 or 32. */
export const codeEditorHeights = ['small', 'medium', 'large'] as const;
export type CodeEditorHeight = (typeof codeEditorHeights)[number];

export const codeProblemSeverities = ['error', 'warning'] as const;
export type CodeProblemSeverity = (typeof codeProblemSeverities)[number];

/** A problem a validator found, where it found it: line and column count from 1, as validators report them. */
export interface CodeProblem {
  line: number;
  /** Without a column the whole line is marked. */
  column?: number | undefined;
  message: string;
  severity: CodeProblemSeverity;
}

/** What a screen can ask of a mounted editor (through `ref`); nothing happens while it is still loading. */
export interface CodeEditorHandle {
  focus(): void;
  /** Moves the cursor to the line (and column), scrolls it into view and focuses the editor. */
  focusLine(line: number, column?: number): void;
  /**
   * Puts text where the cursor is (over the selection), as the user's own change: reported through
   * `onChange`, undone with Ctrl+Z; the cursor goes after it and the editor is focused.
   */
  insertText(text: string): void;
}

export interface CodeEditorProps {
  /** The editor's visible label, also its accessible name (aria-labelledby). */
  label: string;
  mode: CodeEditorMode;
  /**
   * The text. A value that differs from the editor's text replaces it as one change (the cursor kept where the
   * change allows, left out of the undo history); the value last reported coming back does nothing, so echoing
   * `onChange` is free and never takes back what was typed since.
   */
  value: string;
  /**
   * The whole text after each change the user makes; never for a change that came in through `value`. While
   * a Japanese input method composes, nothing is reported: the text comes once the composition ends.
   */
  onChange?: ((value: string) => void) | undefined;
  readOnly?: boolean | undefined;
  /** Shown at their lines: a marker in the gutter, the text underlined, the message on hover. */
  problems?: readonly CodeProblem[] | undefined;
  height?: CodeEditorHeight | undefined;
  /** Long lines wrap at the editor's width (page HTML with long Japanese paragraphs) instead of scrolling. */
  wrapLines?: boolean | undefined;
  /** Said under the label and read out with the editor (aria-describedby), before the keyboard hint. */
  hint?: ReactNode;
  /** The id of the editable element (for a skip link or an error summary). */
  id?: string | undefined;
  /**
   * Only for a page whose Content-Security-Policy takes a style nonce. Not needed under the console's
   * policy: the editor's styles go into a constructed style sheet, which `style-src` does not govern.
   */
  cspNonce?: string | undefined;
  onBlur?: (() => void) | undefined;
  ref?: Ref<CodeEditorHandle> | undefined;
  className?: string | undefined;
}
