// Component tests wait for what a loaded machine (CI, two cores) may take longer than Testing
// Library's default second to show; waiting longer never makes a passing test slower.
import { setPersistentEngine, type PersistentListener } from '@nanostores/persistent';
import { configure, fireEvent } from '@testing-library/react';

configure({ asyncUtilTimeout: 5_000 });

// The islands run on Preact (docs/decisions/0109-light-pages.md), whose compat layer gives a text
// field's onChange to the input event, as a browser fires it on every keystroke; React's onChange
// answered a bare change event too. A browser never changes a field's value with a change event
// alone: it fires input, then change. fireEvent.change does the same here, as Testing Library already
// fires focusin with focus for React's sake.
const change = fireEvent.change;
fireEvent.change = (element, init) => {
  fireEvent.input(element, init);
  return change(element, init);
};

// A persistent nanostore stops listening to the window one second after its last subscriber left
// (nanostores' unmount delay); when a component test file ends sooner, that timer fires after the
// DOM environment is gone and `window` is undefined: an uncaught error that fails the whole run.
// The same listeners, looked up at call time, make the late call harmless.
if (typeof window !== 'undefined') {
  const on = (method: 'addEventListener' | 'removeEventListener') =>
    (_key: string, listener: PersistentListener, restore: () => void) => {
      const w = (globalThis as { window?: Window }).window;
      w?.[method]('storage', listener as unknown as EventListener);
      w?.[method]('pageshow', restore);
    };
  setPersistentEngine(localStorage, { addEventListener: on('addEventListener'), removeEventListener: on('removeEventListener') });
}
