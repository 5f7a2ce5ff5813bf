import { cleanup, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { preloadable } from './preloadable.tsx';

const Screen = () => <h1>画面</h1>;

describe('a preloadable screen', () => {
  afterEach(cleanup);

  test('preloaded, it renders at once: no fallback', async () => {
    const { Page, preload } = preloadable(async () => Screen);
    await preload();
    render(
      <Suspense fallback={<p>読み込み中</p>}>
        <Page />
      </Suspense>,
    );
    expect(screen.getByRole('heading', { name: '画面' })).toBeTruthy();
    expect(screen.queryByText('読み込み中')).toBeNull();
  });

  test('not preloaded, it suspends and then shows; its code is loaded once', async () => {
    const load = vi.fn(async () => Screen);
    const { Page, preload } = preloadable(load);
    render(
      <Suspense fallback={<p>読み込み中</p>}>
        <Page />
      </Suspense>,
    );
    expect(screen.getByText('読み込み中')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: '画面' })).toBeTruthy();
    await preload();
    expect(load).toHaveBeenCalledTimes(1);
  });

  test('a failed preload does not reject and the next load tries again', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(Screen);
    const { Page, preload } = preloadable(load);
    await expect(preload()).resolves.toBeUndefined();
    render(
      <Suspense fallback={<p>読み込み中</p>}>
        <Page />
      </Suspense>,
    );
    expect(await screen.findByRole('heading', { name: '画面' })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
