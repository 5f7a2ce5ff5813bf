import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, test } from 'vitest';
import { DeferredSanitizedHtml } from './DeferredSanitizedHtml.tsx';
import { SanitizedHtml } from './SanitizedHtml.tsx';

describe('HTML sanitised on first need', () => {
  afterEach(cleanup);

  test('plain text shows at once, as the sanitiser would show it', () => {
    const text = 'パスワードが違います。 > 5 回で停止';
    const deferred = render(<DeferredSanitizedHtml html={text} />).container.innerHTML;
    cleanup();
    const direct = render(<SanitizedHtml html={text} />).container.innerHTML;
    expect(deferred).toBe(direct);
  });

  test('markup waits for the sanitiser and is never shown raw', async () => {
    const view = render(<DeferredSanitizedHtml html={'<a href="/pw-update">変更</a><img src=x onerror=alert(1)>'} />);
    expect(view.container.textContent).not.toContain('<a');
    const link = await screen.findByRole('link', { name: '変更' });
    expect(link.getAttribute('href')).toBe('/pw-update');
    expect(view.container.querySelector('[onerror]')).toBeNull();
  });

  test('a character reference is markup: it goes through the sanitiser', async () => {
    const view = render(<DeferredSanitizedHtml html="A &amp; B" />);
    expect(await screen.findByText('A & B')).toBeTruthy();
    expect(view.container.textContent).not.toContain('&amp;');
  });
});
