import { EditorView } from '@codemirror/view';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useRef, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/index.ts';
import { ProblemList } from '../ProblemList/index.ts';
import * as styles from './CodeEditor.css.ts';
import { CodeEditor } from './CodeEditor.tsx';
import { type CodeEditorHandle, type CodeEditorProps, codeEditorHeights, codeEditorModes } from './types.ts';

/**
 * Keyboard: Tab indents, so it cannot also move focus. CodeMirror's own escape applies: Escape, then Tab (or
 * Shift+Tab) within two seconds leaves the editor; Ctrl+M switches Tab to leaving until pressed again. The hint
 * under the editor says so and is part of its description.
 *
 * Content-Security-Policy: the styles CodeMirror writes at run time go into a constructed style sheet, never a
 * `<style>` element, so the console's `style-src 'self'` (no nonce) holds: `StylesUnderTheConsolesPolicy`.
 */

const sampleHtml = '<section>\n  <h2>お知らせ</h2>\n  <p>本文です。</p>\n</section>\n';

/** A parent that owns the value, as a screen does; it shows the value it holds and has a control after the editor. */
const Controlled = ({ externalValue, ...args }: CodeEditorProps & { externalValue?: ExternalValue }) => {
  const [value, setValue] = useState(args.value);
  useEffect(() => {
    if (externalValue) externalValue.set = setValue;
  }, [externalValue]);
  return (
    <>
      <CodeEditor
        {...args}
        value={value}
        onChange={(next) => {
          setValue(next);
          args.onChange?.(next);
        }}
      />
      <p>
        保持している値: <output data-testid="held">{value}</output>
      </p>
      <Button variant="secondary">次の項目</Button>
    </>
  );
};

/** Lets a play function change the parent's value from outside, as a reload from the server would. */
interface ExternalValue {
  set?: (value: string) => void;
}

const meta = {
  title: 'ui/CodeEditor',
  component: CodeEditor,
  args: { label: '本文（HTML）', mode: 'html', value: sampleHtml, onChange: fn(), height: 'small' },
  argTypes: {
    mode: { control: 'inline-radio', options: codeEditorModes },
    height: { control: 'inline-radio', options: codeEditorHeights },
  },
  render: (args) => <Controlled {...args} />,
  decorators: [
    (Story) => (
      <main>
        <Story />
      </main>
    ),
  ],
} satisfies Meta<typeof CodeEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The editor once its chunk has loaded, and CodeMirror's view of it. */
const editorIn = async (canvasElement: HTMLElement, name: string | RegExp = /本文/) => {
  const content = await within(canvasElement).findByRole('textbox', { name });
  const view = EditorView.findFromDOM(content);
  if (!view) throw new Error('no CodeMirror view');
  return { content, view };
};

/** Types as the browser does for a keystroke or a paste (beforeinput, the DOM edit, input). */
const insertText = (text: string) => document.execCommand('insertText', false, text);

const textNodeWith = (root: HTMLElement, text: string): Text => {
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if ((node as Text).data.includes(text)) return node as Text;
  }
  throw new Error(`no text node with ${text}`);
};

const held = (canvasElement: HTMLElement) => within(canvasElement).getByTestId('held');

export const TypingUpdatesValue: Story = {
  play: async ({ args, canvasElement }) => {
    const { content, view } = await editorIn(canvasElement);
    await expect(content).toHaveAccessibleName('本文（HTML）');
    await expect(content).toHaveAccessibleDescription(/Esc キーを押してから Tab キー/);
    view.focus();
    view.dispatch({ selection: { anchor: view.state.doc.line(3).to } });
    insertText('追記');
    await waitFor(() => expect(held(canvasElement)).toHaveTextContent('<p>本文です。</p>追記'));
    await expect(args.onChange).toHaveBeenLastCalledWith(view.state.doc.toString());
    // Undo (history) takes it back, and that is a change too.
    await userEvent.keyboard('{Control>}z{/Control}');
    await waitFor(() => expect(held(canvasElement)).not.toHaveTextContent('追記'));
  },
};

export const SearchAndReplaceInJapanese: Story = {
  args: { value: '<p>旧名称</p>\n<p>旧名称の説明</p>\n' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const { view } = await editorIn(canvasElement);
    view.focus();
    await userEvent.keyboard('{Control>}f{/Control}');
    const find = await canvas.findByRole('textbox', { name: '検索' });
    await expect(find).toHaveFocus();
    for (const name of ['次へ', '前へ', 'すべて選択', '置換', 'すべて置換', '閉じる']) {
      await expect(canvas.getByRole('button', { name })).toBeVisible();
    }
    for (const name of ['大文字と小文字を区別', '正規表現', '単語単位']) {
      await expect(canvas.getByRole('checkbox', { name })).toBeVisible();
    }
    await userEvent.type(find, '旧名称');
    await userEvent.type(canvas.getByRole('textbox', { name: '置換' }), '新名称');
    await userEvent.click(canvas.getByRole('button', { name: 'すべて置換' }));
    await waitFor(() => expect(held(canvasElement)).toHaveTextContent('<p>新名称</p> <p>新名称の説明</p>'));
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    // Escape closes the panel and gives the focus back to the text.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByRole('textbox', { name: '検索' })).not.toBeInTheDocument());
    await expect(view.hasFocus).toBe(true);
  },
};

/**
 * Browsers give every key event its legacy `keyCode`, and CodeMirror's Escape-then-Tab reads it; user-event
 * leaves it 0. While `run` runs, key events report the code a browser would for the keys used here.
 */
const withBrowserKeyCodes = async (run: () => Promise<void>) => {
  const codes: Record<string, number> = { Tab: 9, Escape: 27, Shift: 16, Enter: 13 };
  const original = Object.getOwnPropertyDescriptor(KeyboardEvent.prototype, 'keyCode');
  Object.defineProperty(KeyboardEvent.prototype, 'keyCode', {
    configurable: true,
    get(this: KeyboardEvent) {
      return codes[this.key] ?? 0;
    },
  });
  try {
    await run();
  } finally {
    if (original) Object.defineProperty(KeyboardEvent.prototype, 'keyCode', original);
  }
};

export const TabIndentsEscapeThenTabLeaves: Story = {
  play: async ({ canvasElement }) =>
    withBrowserKeyCodes(async () => {
      const canvas = within(canvasElement);
      const { content, view } = await editorIn(canvasElement);
      view.focus();
      view.dispatch({ selection: { anchor: view.state.doc.line(3).from } });
      // Tab alone indents and keeps the focus.
      await userEvent.tab();
      await expect(content).toHaveFocus();
      await waitFor(() => expect(view.state.doc.line(3).text).toBe('    <p>本文です。</p>'));
      // Escape, then Tab: the focus goes to the next control.
      await userEvent.keyboard('{Escape}');
      await userEvent.tab();
      await expect(canvas.getByRole('button', { name: '次の項目' })).toHaveFocus();
      // Shift+Tab comes back into the editor.
      await userEvent.tab({ shift: true });
      await expect(content).toHaveFocus();
      // Escape, then Shift+Tab leaves backwards as well (to the body here: nothing focusable comes before).
      await userEvent.keyboard('{Escape}');
      await userEvent.tab({ shift: true });
      await expect(content).not.toHaveFocus();
    }),
};

/**
 * A Japanese input method composing 「にほん」 and converting it to 「日本語」, simulated as CodeMirror's own tests
 * do (composition events around DOM edits of the text). While it composes, nothing is reported and a value
 * the parent sets does not reset the text; the result is reported once, at compositionend.
 */
const external: ExternalValue = {};
export const ImeCompositionIsNotInterrupted: Story = {
  args: { value: '<p></p>\n' },
  render: (args) => <Controlled {...args} externalValue={external} />,
  play: async ({ args, canvasElement }) => {
    const { content, view } = await editorIn(canvasElement);
    view.focus();
    view.dispatch({ selection: { anchor: 3 } });
    content.dispatchEvent(new CompositionEvent('compositionstart', { bubbles: true, data: '' }));

    const composed = document.createTextNode('にほん');
    const { node, offset } = view.domAtPos(3);
    if (node.nodeType === Node.TEXT_NODE) (node as Text).splitText(offset).before(composed);
    else node.insertBefore(composed, node.childNodes[offset] ?? null);
    document.getSelection()?.collapse(composed, composed.length);
    content.dispatchEvent(new CompositionEvent('compositionupdate', { bubbles: true, data: 'にほん' }));
    await waitFor(() => expect(view.state.doc.toString()).toBe('<p>にほん</p>\n'));
    await expect(view.composing).toBe(true);

    // The parent is told nothing yet, and a value it sets now does not reset the text being composed.
    external.set?.('<p>サーバーから読み直した値</p>\n');
    await new Promise((resolve) => setTimeout(resolve, 50));
    await expect(view.state.doc.toString()).toBe('<p>にほん</p>\n');
    await expect(args.onChange).not.toHaveBeenCalled();

    // Conversion, then the composition ends: one report with the converted text.
    // CodeMirror may have redrawn the line around the composed text: edit the text node that holds it now.
    const holder = textNodeWith(content, 'にほん');
    const at = holder.data.indexOf('にほん');
    holder.replaceData(at, 3, '日本語');
    document.getSelection()?.collapse(holder, at + 3);
    content.dispatchEvent(new CompositionEvent('compositionupdate', { bubbles: true, data: '日本語' }));
    await waitFor(() => expect(view.state.doc.toString()).toBe('<p>日本語</p>\n'));
    await expect(args.onChange).not.toHaveBeenCalled();
    content.dispatchEvent(new CompositionEvent('compositionend', { bubbles: true, data: '日本語' }));
    await waitFor(() => expect(args.onChange).toHaveBeenCalledTimes(1));
    await expect(args.onChange).toHaveBeenCalledWith('<p>日本語</p>\n');
    await waitFor(() => expect(held(canvasElement)).toHaveTextContent('<p>日本語</p>'));
    await expect(view.state.doc.toString()).toBe('<p>日本語</p>\n');
    await expect(view.state.selection.main.head).toBe(6);
  },
};

/** A new value from outside, when nobody is composing, is one change: the cursor stays on its text. */
const reloaded: ExternalValue = {};
export const ValueFromOutsideKeepsTheCursor: Story = {
  render: (args) => <Controlled {...args} externalValue={reloaded} />,
  play: async ({ args, canvasElement }) => {
    const { view } = await editorIn(canvasElement);
    view.focus();
    const at = view.state.doc.toString().indexOf('本文です');
    view.dispatch({ selection: { anchor: at } });
    reloaded.set?.(`<!-- 更新 -->\n${sampleHtml}`);
    await waitFor(() => expect(view.state.doc.line(1).text).toBe('<!-- 更新 -->'));
    await expect(view.state.sliceDoc(view.state.selection.main.head).startsWith('本文です')).toBe(true);
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const ProblemsAtTheirLines: Story = {
  args: {
    value: '<section>\n  <h2>お知らせ</h2>\n  <img src="a.png">\n  <p>本文</p>\n</section>\n',
    problems: [
      { line: 3, column: 3, message: '画像に代替テキスト（alt 属性）がありません。', severity: 'error' },
      { line: 4, message: '段落が空に近い内容です。', severity: 'warning' },
    ],
  },
  render: function Render(args) {
    const editor = useRef<CodeEditorHandle>(null);
    return (
      <>
        <CodeEditor {...args} ref={editor} />
        <ProblemList
          problems={args.problems ?? []}
          onSelect={(problem) => editor.current?.focusLine(problem.line, problem.column)}
        />
      </>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const { content, view } = await editorIn(canvasElement);
    await expect(content).toHaveAttribute('aria-invalid', 'true');
    await expect(content).toHaveAccessibleDescription(/エラー 1 件、警告 1 件/);
    // A marker in the gutter beside each line, and the text underlined where the problem is.
    const error = await waitFor(() => {
      const marker = canvasElement.querySelector('.cm-lint-marker-error');
      if (!marker) throw new Error('no error marker');
      return marker;
    });
    const warning = canvasElement.querySelector('.cm-lint-marker-warning');
    await expect(warning).not.toBeNull();
    const lineTop = (line: number) => view.coordsAtPos(view.state.doc.line(line).from)?.top ?? Number.NaN;
    // (once CodeMirror has measured and laid out the gutter)
    await waitFor(() => expect(Math.abs(error.getBoundingClientRect().top - lineTop(3))).toBeLessThan(8));
    await waitFor(() => expect(Math.abs((warning?.getBoundingClientRect().top ?? 0) - lineTop(4))).toBeLessThan(8));
    const marked = (selector: string) =>
      [...canvasElement.querySelectorAll(selector)].map((mark) => mark.textContent).join('');
    await expect(marked('.cm-lintRange-error')).toBe('<img');
    await expect(marked('.cm-lintRange-warning')).toBe('<p>本文</p>');

    // Choosing a problem in the list puts the cursor there, with a click or with Enter.
    await userEvent.click(canvas.getByRole('button', { name: /警告.*4 行目/ }));
    await expect(content).toHaveFocus();
    await expect(view.state.selection.main.head).toBe(view.state.doc.line(4).from);
    canvas.getByRole('button', { name: /エラー.*3 行 3 列/ }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(content).toHaveFocus();
    await expect(view.state.selection.main.head).toBe(view.state.doc.line(3).from + 2);
  },
};

/** A screen puts text where the cursor is (an image chosen from the library): the user's change, undoable. */
export const InsertAtTheCursor: Story = {
  args: { value: '<p>前</p>\n<p>後</p>\n' },
  render: function Render(args) {
    const editor = useRef<CodeEditorHandle>(null);
    return (
      <>
        <CodeEditor {...args} ref={editor} />
        <Button
          variant="secondary"
          onClick={() => editor.current?.insertText('<img src="/files/a/庁舎.png" alt="庁舎">')}
        >
          画像を挿入
        </Button>
      </>
    );
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const { content, view } = await editorIn(canvasElement);
    view.focus();
    view.dispatch({ selection: { anchor: view.state.doc.line(1).to } });
    await userEvent.click(canvas.getByRole('button', { name: '画像を挿入' }));
    await expect(content).toHaveFocus();
    const inserted = '<p>前</p><img src="/files/a/庁舎.png" alt="庁舎">\n<p>後</p>\n';
    await waitFor(() => expect(view.state.doc.toString()).toBe(inserted));
    await expect(args.onChange).toHaveBeenLastCalledWith(inserted);
    await expect(view.state.selection.main.head).toBe(view.state.doc.line(1).to);
    await userEvent.keyboard('{Control>}z{/Control}');
    await waitFor(() => expect(view.state.doc.toString()).toBe('<p>前</p>\n<p>後</p>\n'));
  },
};

export const ReadOnly: Story = {
  args: { readOnly: true, label: '公開中の本文（HTML）' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const { content, view } = await editorIn(canvasElement, '公開中の本文（HTML）');
    await expect(content).toHaveAttribute('aria-readonly', 'true');
    await expect(content).toHaveAccessibleDescription(/読み取り専用です/);
    view.focus();
    insertText('書き換え');
    await new Promise((resolve) => setTimeout(resolve, 50));
    await expect(view.state.doc.toString()).toBe(sampleHtml);
    await expect(args.onChange).not.toHaveBeenCalled();
    // Nothing to indent: Tab moves on at once.
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: '次の項目' })).toHaveFocus();
  },
};

const highlighted = async (canvasElement: HTMLElement, className: string, text: string) =>
  waitFor(() =>
    expect([...canvasElement.querySelectorAll(`.${className}`)].map((token) => token.textContent)).toContain(text),
  );

export const HtmlMode: Story = {
  play: async ({ canvasElement }) => {
    await editorIn(canvasElement);
    await highlighted(canvasElement, styles.token.tagName, 'section');
  },
};

export const CssMode: Story = {
  args: { label: 'スタイル（CSS）', mode: 'css', value: '.notice {\n  color: #1a1a1c;\n  margin: 0 auto;\n}\n' },
  play: async ({ canvasElement }) => {
    const { view } = await editorIn(canvasElement, 'スタイル（CSS）');
    await highlighted(canvasElement, styles.token.property, 'color');
    // Bracket matching: the cursor after `{` marks its pair.
    view.dispatch({ selection: { anchor: view.state.doc.toString().indexOf('{') + 1 } });
    await waitFor(() => expect(canvasElement.querySelectorAll('.cm-matchingBracket')).toHaveLength(2));
  },
};

export const JavaScriptMode: Story = {
  args: {
    label: 'スクリプト（JavaScript）',
    mode: 'javascript',
    value:
      "const form = document.querySelector('form');\n// 送信前に確認する\nform.addEventListener('submit', () => {});\n",
  },
  play: async ({ canvasElement }) => {
    await editorIn(canvasElement, 'スクリプト（JavaScript）');
    await highlighted(canvasElement, styles.token.keyword, 'const');
    await highlighted(canvasElement, styles.token.comment, '// 送信前に確認する');
  },
};

/**
 * The console's policy is `style-src 'self'` with no nonce: a `<style>` element written at run time would be
 * refused. CodeMirror's styles must therefore be in a constructed style sheet, and applied.
 */
export const StylesUnderTheConsolesPolicy: Story = {
  play: async ({ canvasElement }) => {
    const { view } = await editorIn(canvasElement);
    const styleElements = [...document.querySelectorAll('style')].filter((element) =>
      element.textContent?.includes('.cm-'),
    );
    await expect(styleElements).toHaveLength(0);
    const constructed = document.adoptedStyleSheets.flatMap((sheet) => [...sheet.cssRules]);
    await expect(constructed.some((rule) => rule.cssText.includes('.cm-scroller'))).toBe(true);
    // CodeMirror's base theme applies: the editor lays out its gutter and text side by side.
    await expect(getComputedStyle(view.dom).display).toBe('flex');
  },
};
