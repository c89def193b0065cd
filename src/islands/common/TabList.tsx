// An ARIA tab row: one tab in the focus order (the chosen one), arrow keys move the choice and the
// focus, each tab names the panel it controls (`<idPrefix>-panel-<name>`). The chosen tab is
// scrolled into view when the row mounts: one opened by its address may sit past a phone's edge.
import { useEffect, useRef, type KeyboardEvent } from 'react';

interface TabListProps<T extends string> {
  tabs: readonly T[];
  tab: T;
  onSelect: (next: T) => void;
  label: string;
  labelOf: (name: T) => string;
  /** Tab ids are `<idPrefix>-tab-<name>`, their panels `<idPrefix>-panel-<name>`. */
  idPrefix: string;
  /** data-testid `<testIdPrefix>-<name>` on each tab, when given. */
  testIdPrefix?: string;
  className: string;
  tabClassName: string;
}

export function TabList<T extends string>(p: TabListProps<T>) {
  const refs = useRef<Partial<Record<T, HTMLButtonElement | null>>>({});

  useEffect(() => {
    refs.current[p.tab]?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
    // Only on mount: later choices are made where the player already looks.
  }, []);

  function onKey(e: KeyboardEvent<HTMLButtonElement>) {
    const step = e.key === 'ArrowRight' ? 1 : e.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    e.preventDefault();
    const next = p.tabs[(p.tabs.indexOf(p.tab) + step + p.tabs.length) % p.tabs.length]!;
    p.onSelect(next);
    refs.current[next]?.focus();
  }

  return (
    <div role="tablist" aria-label={p.label} className={p.className}>
      {p.tabs.map((name) => (
        <button
          key={name}
          ref={(el) => {
            refs.current[name] = el;
          }}
          type="button"
          role="tab"
          id={`${p.idPrefix}-tab-${name}`}
          data-testid={p.testIdPrefix ? `${p.testIdPrefix}-${name}` : undefined}
          aria-selected={p.tab === name}
          aria-controls={`${p.idPrefix}-panel-${name}`}
          tabIndex={p.tab === name ? 0 : -1}
          onClick={() => p.onSelect(name)}
          onKeyDown={onKey}
          className={p.tabClassName}
        >
          {p.labelOf(name)}
        </button>
      ))}
    </div>
  );
}
