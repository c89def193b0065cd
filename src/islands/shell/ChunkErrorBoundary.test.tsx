// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { nav } from '../../lib/nav.ts';
import { ChunkErrorBoundary } from './ChunkErrorBoundary.tsx';
import { lazyWithRetry } from './lazy.ts';

function Hello({ name }: { name: string }) {
  return <p>hello {name}</p>;
}

describe('ChunkErrorBoundary with a retryable lazy import', () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('shows the reload prompt when the import rejects, and retry imports again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let fail = true;
    const load = vi.fn(async () => {
      if (fail) throw new TypeError('Failed to fetch dynamically imported module: /_astro/Hello.js');
      return { default: Hello };
    });
    const Lazy = lazyWithRetry(load, 'Hello');
    render(
      <ChunkErrorBoundary lang="zh-CN" onRetry={Lazy.retry}>
        <Suspense fallback={<p>loading</p>}>
          <Lazy name="world" />
        </Suspense>
      </ChunkErrorBoundary>,
    );
    const prompt = await screen.findByTestId('chunk-error');
    expect(prompt.getAttribute('role')).toBe('alert');
    expect(prompt.textContent).toContain('页面内容加载失败');
    expect(screen.queryByText('hello world')).toBeNull();

    fail = false;
    await act(async () => fireEvent.click(screen.getByTestId('chunk-retry')));
    expect(await screen.findByText('hello world')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
    expect(screen.queryByTestId('chunk-error')).toBeNull();
  });

  it('reloads the page from the prompt, and a dialog can be dismissed', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const reload = vi.spyOn(nav, 'reload').mockImplementation(() => {});
    const dismiss = vi.fn();
    const Lazy = lazyWithRetry(() => Promise.reject(new Error('Loading chunk 9 failed.')));
    render(
      <ChunkErrorBoundary lang="en" overlay onDismiss={dismiss}>
        <Suspense fallback={null}>
          <Lazy />
        </Suspense>
      </ChunkErrorBoundary>,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Reload page' }));
    expect(reload).toHaveBeenCalledOnce();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(dismiss).toHaveBeenCalledOnce();
  });

  it('renders its children untouched when nothing fails', async () => {
    const Lazy = lazyWithRetry(async () => ({ default: Hello }));
    render(
      <ChunkErrorBoundary lang="zh-CN">
        <Suspense fallback={null}>
          <Lazy name="there" />
        </Suspense>
      </ChunkErrorBoundary>,
    );
    expect(await screen.findByText('hello there')).toBeTruthy();
    expect(screen.queryByTestId('chunk-error')).toBeNull();
  });
});
