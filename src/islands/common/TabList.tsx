// An ARIA tab row: one tab in the focus order (the chosen one), arrow keys move the choice and the
// focus, each tab names the panel it controls (`<idPrefix>-panel-<name>`). The chosen tab is
// scrolled into view when the row mounts: one opened by its address may sit past a phone's edge.
// With `hrefOf`, each tab is a link to its own address: a tap before the island has hydrated (a
// slow phone) loads that tab from the server instead of doing nothing; once hydrated, a tap
// switches in place.
import { useEffect, useRef, type KeyboardEvent, type MouseEvent } from 'react';

interface TabListProps<T extends string> {
  tabs: readonly T[];
  tab: T;
  onSelect: (next: T) => void;
  label: string;
  labelOf: (name: T) => string;
  /** Tab ids are `<idPrefix>-tab-<name>`, their panels `<idPrefix>-panel-<name>`. */
  idPrefix: string;
  /** The address that opens the page on this tab (its `?tab=`), for tabs that work before hydration. */
  hrefOf?: (name: T) => string;
  /** data-testid `<testIdPrefix>-<name>` on each tab, when given. */
  testIdPrefix?: string;
  className: string;
  tabClassName: string;
}

export function TabList<T extends string>(p: TabListProps<T>) {
  const refs = useRef<Partial<Record<T, HTMLElement | null>>>({});

  useEffect(() => {
    refs.current[p.tab]?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
    // Only on mount: later choices are made where the player already looks.
  }, []);

  function onKey(e: KeyboardEvent<HTMLElement>) {
    const step = e.key === 'ArrowRight' ? 1 : e.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    e.preventDefault();
    const next = p.tabs[(p.tabs.indexOf(p.tab) + step + p.tabs.length) % p.tabs.length];
    p.onSelect(next);
    refs.current[next]?.focus();
  }

  return (
    <div role="tablist" aria-label={p.label} className={p.className}>
      {p.tabs.map((name) => {
        const common = {
          ref: (el: HTMLElement | null) => {
            refs.current[name] = el;
          },
          role: 'tab',
          id: `${p.idPrefix}-tab-${name}`,
          'data-testid': p.testIdPrefix ? `${p.testIdPrefix}-${name}` : undefined,
          'aria-selected': p.tab === name,
          'aria-controls': `${p.idPrefix}-panel-${name}`,
          tabIndex: p.tab === name ? 0 : -1,
          onKeyDown: onKey,
          className: p.tabClassName,
        };
        return p.hrefOf ? (
          <a
            key={name}
            {...common}
            href={p.hrefOf(name)}
            onClick={(e: MouseEvent<HTMLAnchorElement>) => {
              // A modified click (new tab or window) keeps the link's own meaning.
              if (e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
              e.preventDefault();
              p.onSelect(name);
            }}
          >
            {p.labelOf(name)}
          </a>
        ) : (
          <button key={name} {...common} type="button" onClick={() => p.onSelect(name)}>
            {p.labelOf(name)}
          </button>
        );
      })}
    </div>
  );
}
