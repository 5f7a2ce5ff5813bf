import { act, cleanup, fireEvent, render } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { PagePreview } from './PagePreview.tsx';

const frameOf = (container: HTMLElement): HTMLIFrameElement => {
  const frame = container.querySelector('iframe');
  if (!frame?.contentWindow) throw new Error('no frame');
  return frame;
};

/** What the frame posts back once the page is written (server/web/previewFrame.ts). */
const frameSaysShown = (frame: HTMLIFrameElement) =>
  act(() => {
    window.dispatchEvent(
      new MessageEvent('message', { data: { type: 'cms-preview-shown' }, source: frame.contentWindow }),
    );
  });

describe('PagePreview', () => {
  afterEach(cleanup);

  test('a sandboxed frame without same-origin, named by its title, on the preview document', () => {
    const { container } = render(<PagePreview html="<p>x</p>" title="プレビュー: お知らせ" />);
    const frame = frameOf(container);
    expect(frame.getAttribute('sandbox')).toBe('allow-scripts');
    expect(frame.getAttribute('src')).toBe('/cms-preview.html');
    expect(frame.title).toBe('プレビュー: お知らせ');
    expect(container.querySelector('[data-state]')?.getAttribute('data-state')).toBe('loading');
  });

  test('hands the page over once on load, to any origin (the frame has none)', () => {
    const { container } = render(<PagePreview html="<p>本文</p>" title="プレビュー" src="/frame" />);
    const frame = frameOf(container);
    expect(frame.getAttribute('src')).toBe('/frame');
    const post = vi.spyOn(frame.contentWindow as Window, 'postMessage');
    fireEvent.load(frame);
    fireEvent.load(frame);
    expect(post).toHaveBeenCalledTimes(1);
    expect(post).toHaveBeenCalledWith({ type: 'cms-preview', html: '<p>本文</p>', scrollY: 0 }, '*');
  });

  test('shown when its own frame says so; another window saying it changes nothing', () => {
    const { container } = render(<PagePreview html="<p>x</p>" title="プレビュー" />);
    const wrapper = container.querySelector('[data-state]');
    act(() => {
      window.dispatchEvent(new MessageEvent('message', { data: { type: 'cms-preview-shown' }, source: window }));
    });
    expect(wrapper?.getAttribute('data-state')).toBe('loading');
    frameSaysShown(frameOf(container));
    expect(wrapper?.getAttribute('data-state')).toBe('shown');
  });

  test('a new html is a new frame, loading behind the one on show, which it replaces once written', () => {
    const view = render(<PagePreview html="<p>一</p>" title="プレビュー" />);
    const first = frameOf(view.container);
    frameSaysShown(first);
    view.rerender(<PagePreview html="<p>一</p>" title="プレビュー" />);
    expect(frameOf(view.container)).toBe(first);
    view.rerender(<PagePreview html="<p>二</p>" title="プレビュー" />);
    const frames = [...view.container.querySelectorAll('iframe')];
    expect(frames).toHaveLength(2);
    const second = frames[1] as HTMLIFrameElement;
    expect(frames[0]).toBe(first);
    expect(second.getAttribute('aria-hidden')).toBe('true');
    expect(view.container.querySelector('[data-state]')?.getAttribute('data-state')).toBe('loading');
    const post = vi.spyOn(second.contentWindow as Window, 'postMessage');
    fireEvent.load(second);
    expect(post).toHaveBeenCalledWith({ type: 'cms-preview', html: '<p>二</p>', scrollY: 0 }, '*');
    frameSaysShown(second);
    expect(first.isConnected).toBe(false);
    expect(frameOf(view.container)).toBe(second);
    expect(second.hasAttribute('aria-hidden')).toBe(false);
    expect(view.container.querySelector('[data-state]')?.getAttribute('data-state')).toBe('shown');
  });

  test('the next frame opens where the reader had scrolled the one on show', () => {
    const view = render(<PagePreview html="<p>一</p>" title="プレビュー" />);
    const first = frameOf(view.container);
    frameSaysShown(first);
    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', { data: { type: 'cms-preview-scroll', y: 420 }, source: first.contentWindow }),
      );
    });
    view.rerender(<PagePreview html="<p>二</p>" title="プレビュー" />);
    const second = view.container.querySelectorAll('iframe')[1] as HTMLIFrameElement;
    const post = vi.spyOn(second.contentWindow as Window, 'postMessage');
    fireEvent.load(second);
    expect(post).toHaveBeenCalledWith({ type: 'cms-preview', html: '<p>二</p>', scrollY: 420 }, '*');
  });
});
