import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, test } from 'vitest';
import { SanitizedHtml } from './SanitizedHtml.tsx';
import { sanitizeHtmlToString as clean, sanitizeConfig } from './sanitize.ts';

afterEach(cleanup);

/** The markup parsed back, to ask about elements rather than match strings. */
const parsed = (dirty: string): HTMLElement => {
  const box = document.createElement('div');
  box.innerHTML = clean(dirty);
  return box;
};

describe('the allow-list for notices and messages', () => {
  test('keeps what a rich-text notice is made of', () => {
    const notice =
      '<p><strong>本日 18:00</strong>に<em>メンテナンス</em>を行います。<br>詳しくは<a href="https://www.digital.go.jp/">こちら</a>。</p>' +
      '<ul><li>一</li></ul><ol><li>二</li></ol><blockquote>引用</blockquote><table><caption>表</caption><thead><tr><th scope="col">列</th></tr></thead><tbody><tr><td colspan="2">値</td></tr></tbody></table>' +
      '<img src="/assets/map.png" alt="地図" width="10" height="10"><time datetime="2026-01-05">1月5日</time><hr><code>x</code><s>旧</s><u>下線</u><small>注</small><sub>1</sub><sup>2</sup><mark>印</mark>';
    const box = parsed(notice);
    for (const tag of [
      'p',
      'strong',
      'em',
      'br',
      'a',
      'ul',
      'ol',
      'li',
      'blockquote',
      'table',
      'caption',
      'th',
      'td',
    ]) {
      expect(box.querySelector(tag), tag).not.toBeNull();
    }
    for (const tag of ['img', 'time', 'hr', 'code', 's', 'u', 'small', 'sub', 'sup', 'mark']) {
      expect(box.querySelector(tag), tag).not.toBeNull();
    }
    expect(box.querySelector('img')?.getAttribute('alt')).toBe('地図');
    expect(box.querySelector('th')?.getAttribute('scope')).toBe('col');
    expect(box.querySelector('td')?.getAttribute('colspan')).toBe('2');
    expect(box.textContent).toContain('本日 18:00にメンテナンスを行います。');
  });

  test('no form controls: the element goes, its text stays', () => {
    const box = parsed(
      '<form action="https://evil.example/"><label>パスワード<input type="password" name="pw"></label><select><option>一</option></select><textarea>本文</textarea><button formaction="https://evil.example/">送信</button><fieldset><legend>欄</legend></fieldset></form>',
    );
    for (const tag of ['form', 'input', 'label', 'select', 'option', 'textarea', 'button', 'fieldset', 'legend']) {
      expect(box.querySelector(tag), tag).toBeNull();
    }
    expect(box.textContent).toContain('パスワード');
    expect(box.textContent).toContain('送信');
  });

  test('no style, class, id, role, aria or data attributes, and no style elements', () => {
    const box = parsed(
      '<p style="position:fixed;inset:0" class="button" id="root" role="button" aria-hidden="true" data-x="1" tabindex="0" name="x">文</p><style>p{color:red}</style>',
    );
    const p = box.querySelector('p');
    expect(p?.getAttributeNames()).toEqual([]);
    expect(box.querySelector('style')).toBeNull();
    expect(box.innerHTML).not.toContain('color:red');
  });

  test('links: rel="noopener noreferrer" always; another site opens a new tab, our own paths, mailto and tel do not', () => {
    const box = parsed(
      '<a href="https://www.digital.go.jp/" target="_self">外部</a><a href="/pw-update" target="_blank">内部</a><a href="mailto:info@example.go.jp">メール</a><a href="tel:0312345678">電話</a><a>名前だけ</a>',
    );
    const links = [...box.querySelectorAll('a')];
    expect(links.map((link) => link.getAttribute('rel'))).toEqual(Array(5).fill('noopener noreferrer'));
    expect(links.map((link) => link.getAttribute('target'))).toEqual(['_blank', null, null, null, null]);
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      'https://www.digital.go.jp/',
      '/pw-update',
      'mailto:info@example.go.jp',
      'tel:0312345678',
      null,
    ]);
  });

  test.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'java&#x09;script:alert(1)',
    '&#106;avascript:alert(1)',
    'javascript&colon;alert(1)',
    'vbscript:msgbox(1)',
    'data:text/html,<script>alert(1)</script>',
    'ftp://example.go.jp/',
    'sms:0312345678',
  ])('drops the link target %s', (href) => {
    const box = parsed(`<a href="${href}">x</a>`);
    expect(box.querySelector('a')?.hasAttribute('href')).toBe(false);
  });

  test('no script, event handlers, SVG, MathML, iframes, objects, base or meta', () => {
    const box = parsed(
      '<script>alert(1)</script><img src=x onerror=alert(1)><svg onload=alert(1)><circle/></svg><math><mi>x</mi></math>' +
        '<iframe src="https://evil.example/"></iframe><iframe srcdoc="<script>alert(1)</script>"></iframe><object data="x"></object><embed src="x"><base href="https://evil.example/"><meta http-equiv="refresh" content="0;url=https://evil.example/"><link rel="stylesheet" href="x">',
    );
    for (const tag of ['script', 'svg', 'math', 'iframe', 'object', 'embed', 'base', 'meta', 'link']) {
      expect(box.querySelector(tag), tag).toBeNull();
    }
    expect(box.querySelector('img')?.getAttributeNames()).toEqual(['src']);
  });

  test('mutation cases come out inert', () => {
    const cases = [
      '<svg></p><style><a id="</style><img src=1 onerror=alert(1)>">',
      '<math><mtext><table><mglyph><style><!--</style><img title="--&gt;&lt;/mglyph&gt;&lt;img&Tab;src=1&Tab;onerror=alert(1)&gt;">',
      '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
      '<form><math><mtext></form><form><mglyph><style></math><img src onerror=alert(1)>',
      '<template><img src=x onerror=alert(1)></template>',
      '<textarea><img src=x onerror=alert(1)></textarea>',
    ];
    for (const dirty of cases) {
      const once = clean(dirty);
      // Sanitising the output again changes nothing (no markup appears on re-parse), and no handler survives.
      expect(clean(once), dirty).toBe(once);
      expect(parsed(once).querySelectorAll('[onerror], script, style, svg, math').length, dirty).toBe(0);
    }
  });

  test('the config names no form control or style among its tags and attributes', () => {
    const tags: readonly string[] = sanitizeConfig.ALLOWED_TAGS;
    const attributes: readonly string[] = sanitizeConfig.ALLOWED_ATTR;
    for (const tag of ['form', 'input', 'button', 'select', 'textarea', 'option', 'style', 'svg', 'math']) {
      expect(tags).not.toContain(tag);
    }
    for (const attribute of ['style', 'class', 'id', 'name', 'target', 'srcset', 'action', 'formaction']) {
      expect(attributes).not.toContain(attribute);
    }
  });
});

describe('SanitizedHtml', () => {
  test('renders the cleaned markup in a div or a span', () => {
    const { container } = render(
      <>
        <SanitizedHtml html='<b>重要</b><img src=x onerror="window.__xss=1">' />
        <SanitizedHtml as="span" html="<em>本日</em><input>" />
      </>,
    );
    const [div, span] = [...container.children];
    expect(div?.tagName).toBe('DIV');
    expect(div?.innerHTML).toBe('<b>重要</b><img src="x">');
    expect(span?.tagName).toBe('SPAN');
    expect(span?.innerHTML).toBe('<em>本日</em>');
  });
});
