// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useBusyAction } from './hooks.ts';

describe('useBusyAction', () => {
  it('is busy while the task runs and ignores a second submit meanwhile', async () => {
    const { result } = renderHook(() => useBusyAction());
    let finish!: () => void;
    const task = vi.fn(() => new Promise<void>((resolve) => { finish = resolve; }));
    let first!: Promise<void>;
    act(() => { first = result.current[1](task); });
    expect(result.current[0]).toBe(true);
    await act(async () => { await result.current[1](task); });
    expect(task).toHaveBeenCalledTimes(1);
    await act(async () => { finish(); await first; });
    expect(result.current[0]).toBe(false);
  });

  it('hands a failure to onError and is free again afterwards', async () => {
    const { result } = renderHook(() => useBusyAction());
    const onError = vi.fn();
    const boom = new Error('refused');
    await act(async () => { await result.current[1](async () => { throw boom; }, onError); });
    expect(onError).toHaveBeenCalledWith(boom);
    expect(result.current[0]).toBe(false);
  });
});
