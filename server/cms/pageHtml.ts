import {
  type ElementReadyEvent,
  HtmlValidate,
  type Message,
  type Plugin,
  Rule,
  type RuleDocumentation,
} from 'html-validate';
import type { HtmlProblem } from '../../contract/index.ts';
import { InlineContrast } from './inlineContrastRule.ts';

/**
 * ours (issue 17): a table with data cells and no header cell (`<th>`) anywhere. html-validate checks `<th>`'s
 * scope (wcag/h63) but has no rule for a table without headers, so this plugin adds it.
 */
class TableHeaders extends Rule {
  override documentation(): RuleDocumentation {
    return { description: 'Data tables need header cells (<th>).' };
  }
  override setup(): void {
    this.on('element:ready', (event: ElementReadyEvent) => {
      const table = event.target;
      if (table.tagName !== 'table') return;
      if (table.querySelector('td') && !table.querySelector('th')) this.report(table, 'Table has no header cells');
    });
  }
}

const oursPlugin: Plugin = {
  name: 'console',
  rules: { 'console/table-headers': TableHeaders, 'console/inline-contrast': InlineContrast },
};

/**
 * The checker of page HTML (spec §5: validated by the server): html-validate's recommended rules and its
 * accessibility rules (images without alt: wcag/h37, skipped heading levels: heading-level, links without
 * text: wcag/h30 and text-content, tables without headers: console/table-headers and wcag/h63, low-contrast
 * inline colours: console/inline-contrast, since html-validate has no contrast rule). A page is a fragment
 * inside its template and theme, so rules about a whole document and pure style choices are off. Contrast is
 * checked for the colours the page's own `style` attributes set; the template's and theme's style sheets
 * are not applied (their colours are the theme's, chosen once).
 */
const validator = new HtmlValidate({
  plugins: [oursPlugin],
  extends: ['html-validate:recommended', 'html-validate:a11y'],
  rules: {
    // A page starts below its template's heading (the title's <h1>), so its first heading may be any level.
    'heading-level': ['error', { allowMultipleH1: true, minInitialRank: 'any' }],
    'empty-heading': 'error',
    'console/table-headers': 'error',
    'console/inline-contrast': 'error',
    'wcag/h63': 'warn',
    // Style choices, not faults.
    'attribute-boolean-style': 'off',
    'attribute-empty-style': 'off',
    'doctype-style': 'off',
    'void-style': 'off',
    'no-trailing-whitespace': 'off',
    'prefer-tbody': 'off',
    'no-inline-style': 'warn',
    'no-raw-characters': 'warn',
    'long-title': 'warn',
    'no-redundant-for': 'warn',
    'prefer-native-element': 'warn',
    'tel-non-breaking': 'warn',
  },
});

/**
 * Japanese for the rules a page is checked with; any other rule's message is 「検証:」 + the library's. A
 * `{name}` is filled from what the rule reported with it (the contrast rule's ratio and minimum).
 */
export const ruleMessages: Readonly<Record<string, string>> = {
  'wcag/h37':
    '画像に代替テキスト（alt属性）がありません。画像の内容を説明する文を入れてください（飾りの画像は alt="" ）。',
  'wcag/h36': '画像ボタンに代替テキスト（alt属性）がありません。',
  'wcag/h30': 'リンクに、行き先を説明する文字がありません。',
  'wcag/h32': 'フォームに送信ボタンがありません。',
  'wcag/h63': '見出しセル（th）に scope 属性がありません。',
  'wcag/h67': '飾りの画像（alt=""）に title 属性があります。',
  'wcag/h71': 'fieldset に legend がありません。',
  'heading-level': '見出しのレベルが飛んでいます。見出しは1段ずつ下げてください（例: h1 の次は h2）。',
  'empty-heading': '見出しが空です。',
  'text-content': 'ボタンやリンクに読み上げられる文字がありません。',
  'console/table-headers': '表に見出しセル（th）がありません。',
  'console/inline-contrast':
    '文字の色と背景の色のコントラスト比が {ratio}:1 しかありません。{minimum}:1 以上になるよう、文字の色を濃く（または背景の色を薄く）してください。',
  'input-missing-label': '入力欄にラベル（label）がありません。',
  'area-alt': 'イメージマップの領域に代替テキスト（alt属性）がありません。',
  'svg-focusable': 'SVG に focusable 属性がありません。',
  'close-order': 'タグの閉じる順番が正しくありません。開いたタグを内側から順に閉じてください。',
  'close-attr': '閉じタグに属性は書けません。',
  'no-dup-id': '同じ id がページの中で二度以上使われています。',
  'no-dup-attr': '同じ属性が二度書かれています。',
  'element-permitted-content': 'この場所には置けない要素があります。',
  'element-permitted-parent': 'この要素は、この親要素の中に置けません。',
  'element-permitted-order': '要素の並び順が正しくありません。',
  'element-required-content': '必要な子要素が足りません。',
  'element-required-attributes': '必要な属性がありません。',
  'attribute-allowed-values': '属性の値が正しくありません。',
  'unrecognized-char-ref': '文字参照（&…;）が正しくありません。',
  deprecated: '廃止された要素が使われています。',
  'deprecated-rule': '廃止された書き方が使われています。',
  'no-deprecated-attr': '廃止された属性が使われています。',
  'no-implicit-button-type': 'ボタンに type 属性（button または submit）がありません。',
  'tel-non-breaking': '電話番号の「-」は改行されない記号（&#8209;）にすると、番号が途中で折り返されません。',
  'no-inline-style': 'style 属性で見た目を指定しています。テンプレートやテーマのスタイルを使ってください。',
  'no-raw-characters': '「&」などの記号は文字参照（&amp; など）で書いてください。',
  'parser-error': 'HTMLとして読めない箇所があります。',
  'no-implicit-close': '閉じタグが省略されています。',
  'no-conditional-comment': '条件付きコメントは使えません。',
  'unique-landmark': '同じ種類の領域（nav など）が複数あり、区別する名前（aria-label）がありません。',
  'hidden-focusable': '見えない要素にフォーカスが移ります。',
  'valid-id': 'id の書き方が正しくありません。',
};

const filled = (text: string, context: unknown): string =>
  text.replace(/\{(\w+)\}/g, (placeholder, name: string) => {
    const value =
      typeof context === 'object' && context !== null ? (context as Record<string, unknown>)[name] : undefined;
    return typeof value === 'string' || typeof value === 'number' ? String(value) : placeholder;
  });

const toProblem = (message: Message): HtmlProblem => {
  const ours = ruleMessages[message.ruleId];
  return {
    line: Math.max(1, message.line),
    column: Math.max(1, message.column),
    message: ours === undefined ? `検証: ${message.message}` : filled(ours, message.context),
    severity: message.severity >= 2 ? 'error' : 'warning',
    rule: message.ruleId,
  };
};

/** Every problem of a page's HTML, in reading order; errors block a save, warnings do not. */
export const checkPageHtml = async (html: string): Promise<HtmlProblem[]> => {
  if (html.trim() === '') return [];
  const report = await validator.validateString(html, 'page.html');
  return report.results
    .flatMap((result) => result.messages.map(toProblem))
    .sort((a, b) => a.line - b.line || a.column - b.column);
};

export const hasErrors = (problems: readonly HtmlProblem[]): boolean =>
  problems.some((problem) => problem.severity === 'error');
