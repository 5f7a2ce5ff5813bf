import { undoDepth } from '@codemirror/commands';
import { Text } from '@codemirror/state';
import { EditorView } from '@codemirror/view';
import { act, cleanup, render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import { CodeEditor } from './CodeEditor.tsx';
import { minimalChange, positionOf, toDiagnostic } from './diagnostics.ts';
import type { CodeEditorHandle } from './types.ts';

const doc = Text.of(['<section>', '  <img src="a.png">', '', '</section>']);

describe('problems placed in the text', () => {
  test('line and column count from 1; past the end they stay in the text', () => {
    expect(positionOf(doc, 2, 3)).toBe(doc.line(2).from + 2);
    expect(positionOf(doc, 2)).toBe(doc.line(2).from);
    expect(positionOf(doc, 2, 999)).toBe(doc.line(2).to);
    expect(positionOf(doc, 99, 1)).toBe(doc.line(4).from);
    expect(positionOf(doc, 0, 0)).toBe(0);
  });

  test('with a column, the word starting there; without, the line from its first non-blank', () => {
    const word = toDiagnostic(doc, { line: 2, column: 3, message: 'alt がありません', severity: 'error' });
    expect(doc.sliceString(word.from, word.to)).toBe('<img');
    expect(word).toMatchObject({ severity: 'error', message: 'alt がありません' });
    const line = toDiagnostic(doc, { line: 2, message: '警告', severity: 'warning' });
    expect(doc.sliceString(line.from, line.to)).toBe('<img src="a.png">');
    const empty = toDiagnostic(doc, { line: 3, column: 1, message: '空行', severity: 'warning' });
    expect(empty.from).toBe(doc.line(3).from);
    expect(empty.to).toBe(doc.line(3).to);
  });
});

describe('a value from outside applied as one change', () => {
  test('only what differs is replaced', () => {
    expect(minimalChange('abc', 'abc')).toBeNull();
    expect(minimalChange('<p>本文</p>', '<p>本文です</p>')).toEqual({ from: 5, to: 5, insert: 'です' });
    expect(minimalChange('aXc', 'aYc')).toEqual({ from: 1, to: 2, insert: 'Y' });
    expect(minimalChange('', 'new')).toEqual({ from: 0, to: 0, insert: 'new' });
    expect(minimalChange('old', '')).toEqual({ from: 0, to: 3, insert: '' });
  });

  test('a surrogate pair is never cut in two', () => {
    // 𠮷 (U+20BB7) and 𠮟 (U+20B9F) share their high surrogate.
    const change = minimalChange('a𠮷b', 'a𠮟b');
    expect(change).toEqual({ from: 1, to: 3, insert: '𠮟' });
  });
});

describe('CodeEditor', () => {
  // jsdom lays nothing out and has no text-range geometry, which CodeMirror's measuring asks for: give it
  // empty answers, as in a hidden editor. What needs layout is in the stories, in Chromium.
  beforeAll(() => {
    const range = Range.prototype as Partial<Range>;
    range.getClientRects ??= () =>
      ({ length: 0, item: () => null, [Symbol.iterator]: [][Symbol.iterator] }) as DOMRectList;
    range.getBoundingClientRect ??= () => new DOMRect();
  });
  afterEach(cleanup);

  test('shows its label and a loading box until CodeMirror has loaded, then the editor named by the label', async () => {
    const onChange = vi.fn();
    const ref = createRef<CodeEditorHandle>();
    render(<CodeEditor label="本文（HTML）" mode="html" value={'<p>a</p>\n<p>b</p>'} onChange={onChange} ref={ref} />);
    expect(screen.getByRole('status').textContent).toBe('エディターを読み込んでいます');
    const content = await screen.findByRole('textbox', { name: '本文（HTML）' });
    expect(content.getAttribute('aria-describedby')).toMatch(/-keys$/);
    const view = EditorView.findFromDOM(content);
    expect(view?.state.doc.toString()).toBe('<p>a</p>\n<p>b</p>');
    act(() => ref.current?.focusLine(2, 4));
    expect(view?.state.selection.main.head).toBe(12);
    // A change made in the editor is reported; one that came in through `value` is not.
    act(() => view?.dispatch({ changes: { from: 0, insert: 'x' } }));
    expect(onChange).toHaveBeenLastCalledWith('x<p>a</p>\n<p>b</p>');
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  test('a new value replaces the text without being reported; the same value again does nothing', async () => {
    const onChange = vi.fn();
    const { rerender } = render(<CodeEditor label="CSS" mode="css" value="a {}" onChange={onChange} />);
    const content = await screen.findByRole('textbox', { name: 'CSS' });
    const view = EditorView.findFromDOM(content);
    rerender(<CodeEditor label="CSS" mode="css" value="a { color: red; }" onChange={onChange} />);
    expect(view?.state.doc.toString()).toBe('a { color: red; }');
    // Not in the undo history: Ctrl+Z must not take back a text the screen loaded.
    expect(view && undoDepth(view.state)).toBe(0);
    rerender(<CodeEditor label="CSS" mode="css" value="a { color: red; }" onChange={onChange} />);
    expect(onChange).not.toHaveBeenCalled();
  });

  test('read-only: said to assistive technology, and no change gets in from the user', async () => {
    render(<CodeEditor label="JS" mode="javascript" value="let a = 1;" readOnly />);
    const content = await screen.findByRole('textbox', { name: 'JS' });
    expect(content.getAttribute('aria-readonly')).toBe('true');
    expect(EditorView.findFromDOM(content)?.state.readOnly).toBe(true);
  });

  test('long lines wrap when asked, and stop wrapping when no longer asked', async () => {
    const { rerender } = render(<CodeEditor label="本文" mode="html" value="<p>長い段落</p>" wrapLines />);
    const content = await screen.findByRole('textbox', { name: '本文' });
    expect(content.classList.contains('cm-lineWrapping')).toBe(true);
    rerender(<CodeEditor label="本文" mode="html" value="<p>長い段落</p>" />);
    expect(content.classList.contains('cm-lineWrapping')).toBe(false);
  });
});
