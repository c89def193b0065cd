// @ts-check
/**
 * What the islands need to run on Preact wherever Vite resolves them: the site's build
 * (astro.config.mjs) and the component tests (vitest.config.ts), so that both render on the same
 * Preact (docs/decisions/0109-light-pages.md).
 */

/**
 * The React libraries the islands use. Left external, a package imports the real React at run time
 * and its hooks find no React renderer (the prerender failed so; the component tests mixed two
 * renderers so): the build bundles them and the tests inline them, where the aliases reach them.
 */
export const REACT_LIBRARIES = ['@nanostores/react', 'react-hot-toast', '@tanstack/react-table', '@tanstack/react-store'];

/**
 * React's use-sync-external-store (CommonJS; @tanstack/react-table's store reads through its
 * with-selector) as a module on preact/compat. Bundled from CommonJS, its require('react') took
 * preact/compat's CommonJS build on the server: a second Preact beside the one that renders, whose
 * hooks found no component (the console's tables failed to render); in the tests Node's require
 * would load the real React. The same selector logic as React's shim, on the one Preact.
 * @type {import('vite').Plugin}
 */
export const syncStoreOnPreact = (() => {
  const ids = new Map([
    ['use-sync-external-store/shim', '\0sync-store-shim'],
    ['use-sync-external-store/shim/index.js', '\0sync-store-shim'],
    ['use-sync-external-store/shim/with-selector', '\0sync-store-with-selector'],
    ['use-sync-external-store/shim/with-selector.js', '\0sync-store-with-selector'],
  ]);
  const code = {
    '\0sync-store-shim': "export { useSyncExternalStore } from 'preact/compat';",
    '\0sync-store-with-selector': `import { useDebugValue, useEffect, useMemo, useRef, useSyncExternalStore } from 'preact/compat';
export function useSyncExternalStoreWithSelector(subscribe, getSnapshot, getServerSnapshot, selector, isEqual) {
  const instRef = useRef(null);
  if (instRef.current === null) instRef.current = { hasValue: false, value: null };
  const inst = instRef.current;
  const [getSelection, getServerSelection] = useMemo(() => {
    let hasMemo = false;
    let memoizedSnapshot;
    let memoizedSelection;
    const memoizedSelector = (nextSnapshot) => {
      if (!hasMemo) {
        hasMemo = true;
        memoizedSnapshot = nextSnapshot;
        const nextSelection = selector(nextSnapshot);
        if (isEqual !== undefined && inst.hasValue && isEqual(inst.value, nextSelection)) return (memoizedSelection = inst.value);
        return (memoizedSelection = nextSelection);
      }
      const currentSelection = memoizedSelection;
      if (Object.is(memoizedSnapshot, nextSnapshot)) return currentSelection;
      const nextSelection = selector(nextSnapshot);
      if (isEqual !== undefined && isEqual(currentSelection, nextSelection)) {
        memoizedSnapshot = nextSnapshot;
        return currentSelection;
      }
      memoizedSnapshot = nextSnapshot;
      return (memoizedSelection = nextSelection);
    };
    return [() => memoizedSelector(getSnapshot()), getServerSnapshot == null ? undefined : () => memoizedSelector(getServerSnapshot())];
  }, [getSnapshot, getServerSnapshot, selector, isEqual]);
  const value = useSyncExternalStore(subscribe, getSelection, getServerSelection);
  useEffect(() => {
    inst.hasValue = true;
    inst.value = value;
  }, [value]);
  useDebugValue(value);
  return value;
}`,
  };
  return {
    name: 'sync-store-on-preact',
    enforce: /** @type {const} */ ('pre'),
    resolveId(source) {
      return ids.get(source);
    },
    load(id) {
      return Object.hasOwn(code, id) ? code[/** @type {keyof typeof code} */ (id)] : undefined;
    },
  };
})();
