// React.lazy keeps a rejected import forever, so "retry" needs a fresh lazy component. This one
// can start over, and gives up after the spec's 120 s chunk time-out (src/lib/shell/chunk.ts).
import { createElement, lazy, type ComponentProps, type ComponentType, type ReactElement } from 'react';
import { guardedImport, withChunkTimeout } from '../../lib/shell/chunk.ts';

export interface RetryableLazy<P extends object> {
  (props: P): ReactElement;
  /** The next render imports again (after a failure). A closure, passed on detached as onRetry. */
  retry: () => void;
}

// The same constraint as React.lazy's own signature.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function lazyWithRetry<T extends ComponentType<any>>(load: () => Promise<{ default: T }>, name = 'chunk'): RetryableLazy<ComponentProps<T>> {
  type P = ComponentProps<T>;
  // Guarded: the boundary around the island shows a failure, not the page-wide prompt as well.
  const make = () => lazy(() => withChunkTimeout(guardedImport(load), name));
  let current = make();
  const Retryable = ((props: P) => createElement(current as unknown as ComponentType<P>, props)) as RetryableLazy<P>;
  Retryable.retry = () => {
    current = make();
  };
  return Retryable;
}
