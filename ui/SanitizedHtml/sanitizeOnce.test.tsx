import { describe, expect, test, vi } from 'vitest';

/** Every sanitise DOMPurify does, counted through the instance sanitize.ts makes. */
const purified: string[] = [];
vi.mock('dompurify', async (original) => {
  const real = (await original()) as { default: (window: Window) => { sanitize: (dirty: string) => unknown } };
  const factory = (window: Window) => {
    const instance = real.default(window);
    const sanitize = instance.sanitize.bind(instance);
    instance.sanitize = ((dirty: string, ...rest: unknown[]) => {
      purified.push(dirty);
      return (sanitize as (...args: unknown[]) => unknown)(dirty, ...rest);
    }) as typeof instance.sanitize;
    return instance;
  };
  return { ...real, default: factory };
});

const { SANITIZED_CACHE_SIZE, sanitizeHtml } = await import('./sanitize.ts');

describe('sanitising once per text (issue 15: the bell re-sanitised its notices on every open)', () => {
  test('the same text is sanitised once, a changed text again, and the least recently used is forgotten', () => {
    const text = '<p>計画停電のお知らせ <img src=x onerror=alert(1)></p>';
    const first = sanitizeHtml(text);
    expect(sanitizeHtml(text)).toBe(first);
    expect(purified.filter((dirty) => dirty === text)).toHaveLength(1);

    sanitizeHtml(`${text} `);
    expect(purified).toHaveLength(2);

    for (let index = 0; index < SANITIZED_CACHE_SIZE; index += 1) sanitizeHtml(`<p>${index}</p>`);
    sanitizeHtml(text);
    expect(purified.filter((dirty) => dirty === text)).toHaveLength(2);
  });
});
