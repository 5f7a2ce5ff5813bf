import { describe, expect, it } from 'vitest';
import { decodeEntities, htmlToText } from './htmlToText.ts';

describe('htmlToText', () => {
  it('breaks lines at block elements and <br>, not at the source’s line breaks', () => {
    expect(htmlToText('<h1>お知らせ</h1>\n<p>本日は\n晴天です。</p><p>一行目<br>二行目</p>')).toBe(
      'お知らせ\n\n本日は 晴天です。\n\n一行目\n二行目',
    );
  });

  it('gives a link as its text and address, a bare one once', () => {
    expect(htmlToText('<p>詳しくは<a href="https://example.go.jp/a?b=1&amp;c=2">こちら</a>。</p>')).toBe(
      '詳しくはこちら (https://example.go.jp/a?b=1&c=2)。',
    );
    expect(htmlToText('<a href="https://example.go.jp/">https://example.go.jp/</a>')).toBe('https://example.go.jp/');
    expect(htmlToText('<a href="mailto:info@example.go.jp">問い合わせ</a>')).toBe('問い合わせ (info@example.go.jp)');
  });

  it('decodes entities, numeric and named', () => {
    expect(htmlToText('<p>A &amp; B &lt;C&gt; &#12354;&#x3044; &quot;x&quot;&nbsp;y &unknown;</p>')).toBe(
      'A & B <C> あい "x" y &unknown;',
    );
    expect(decodeEntities('&#0;')).toBe('&#0;');
  });

  it('lists items, drops scripts, styles and comments, keeps an image’s alt text', () => {
    expect(
      htmlToText(
        '<style>p{color:red}</style><ul><li>一つ目</li><li>二つ目</li></ul><!-- 内部 --><script>alert(1)</script><img src="a.png" alt="地図">',
      ),
    ).toBe('・一つ目\n・二つ目\n\n地図');
  });
});
