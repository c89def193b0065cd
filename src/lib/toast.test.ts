import { describe, expect, it } from 'vitest';
import { TOAST_GAP, TOAST_LIMIT, TOAST_MAX_WIDTH, TOAST_OPTIONS, toastsOverLimit } from './toast.ts';

describe('toast settings', () => {
  it('uses the spec durations and sizes', () => {
    expect(TOAST_OPTIONS.blank?.duration).toBe(4000);
    expect(TOAST_OPTIONS.error?.duration).toBe(4000);
    expect(TOAST_OPTIONS.success?.duration).toBe(2000);
    expect(TOAST_OPTIONS.custom?.duration).toBe(4000);
    expect(TOAST_OPTIONS.loading?.duration).toBe(Number.POSITIVE_INFINITY);
    expect(TOAST_OPTIONS.removeDelay).toBe(1000);
    expect(TOAST_OPTIONS.style?.maxWidth).toBe('350px');
    expect([TOAST_LIMIT, TOAST_GAP, TOAST_MAX_WIDTH]).toEqual([20, 8, 350]);
  });

  it('dismisses visible toasts beyond 20, oldest first to go', () => {
    const toasts = Array.from({ length: 23 }, (_, i) => ({ id: `t${i}`, visible: i !== 1 }));
    // t1 is already dismissed; the 20 newest visible ones stay.
    expect(toastsOverLimit(toasts)).toEqual(['t21', 't22']);
    expect(toastsOverLimit(toasts.slice(0, 20))).toEqual([]);
  });
});
