// Toast settings (the spec's constants): durations blank 4000, error 4000, success 2000, custom 4000,
// loading none; max width 350 px; gap 8 px; 20 held at once; removed 1 s after dismissal.
import type { DefaultToastOptions, Toast } from 'react-hot-toast';

export const TOAST_LIMIT = 20;
export const TOAST_GAP = 8;
export const TOAST_MAX_WIDTH = 350;
export const TOAST_REMOVE_DELAY = 1000;

export const TOAST_OPTIONS: DefaultToastOptions = {
  removeDelay: TOAST_REMOVE_DELAY,
  style: {
    maxWidth: `${TOAST_MAX_WIDTH}px`,
    background: '#1b1d2a',
    color: '#f1f1f4',
    border: '1px solid rgba(255,255,255,0.08)',
  },
  blank: { duration: 4000 },
  error: { duration: 4000 },
  success: { duration: 2000 },
  custom: { duration: 4000 },
  loading: { duration: Number.POSITIVE_INFINITY },
};

/** The visible toasts beyond the limit (newest first, as react-hot-toast keeps them). */
export function toastsOverLimit(toasts: readonly Pick<Toast, 'id' | 'visible'>[], limit = TOAST_LIMIT): string[] {
  return toasts
    .filter((t) => t.visible)
    .slice(limit)
    .map((t) => t.id);
}
