// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { escapeHtml, html, trustedHtml } from './html.ts';

describe('escapeHtml', () => {
  it('turns the five HTML-special characters into entities', () => {
    expect(escapeHtml(`<b>x</b> & "y" 'z'`)).toBe('&lt;b&gt;x&lt;/b&gt; &amp; &quot;y&quot; &#39;z&#39;');
  });

  it('leaves other text, Japanese included, as it is', () => {
    expect(escapeHtml('広報課 (第2)')).toBe('広報課 (第2)');
    expect(escapeHtml(42)).toBe('42');
  });

  it('escapes an entity already in the text, so it shows as written', () => {
    expect(escapeHtml('&lt;')).toBe('&amp;lt;');
  });
});

describe('html', () => {
  it('escapes every interpolated value and keeps the template text', () => {
    const name = '<b>x</b>';
    expect(html`組織「${name}」を保存しました。`).toBe('組織「&lt;b&gt;x&lt;/b&gt;」を保存しました。');
  });

  it('escapes each of several values, numbers too', () => {
    expect(html`<p>${'<i>'}（${'a&b@example.go.jp'}）${3}</p>`).toBe('<p>&lt;i&gt;（a&amp;b@example.go.jp）3</p>');
  });

  it('shows a script as text, never as markup', () => {
    const rendered = document.createElement('div');
    rendered.innerHTML = html`アカウント「${'<img src=x onerror="window.__xss=1">'}」を追加しました`;
    expect(rendered.querySelector('img')).toBeNull();
    expect(rendered.textContent).toBe('アカウント「<img src=x onerror="window.__xss=1">」を追加しました');
  });

  it('passes markup of our own through when marked trusted', () => {
    const link = trustedHtml('<a href="/pw-update">パスワードを変更する</a>');
    expect(html`${'<b>'} ${link}`).toBe('&lt;b&gt; <a href="/pw-update">パスワードを変更する</a>');
  });

  it('is the template text alone without values', () => {
    expect(html`保存しました。`).toBe('保存しました。');
  });
});
