// @vitest-environment happy-dom
// The shared tab row: one tab in the focus order, arrows move the choice and the focus (wrapping),
// each tab names its panel, and the chosen tab is scrolled into view when the row mounts.
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TabList } from './TabList.tsx';

const TABS = ['a', 'b', 'c'] as const;

function Row({ initial, onSelect }: { initial: (typeof TABS)[number]; onSelect?: (t: string) => void }) {
  const [tab, setTab] = useState<(typeof TABS)[number]>(initial);
  return (
    <TabList
      tabs={TABS}
      tab={tab}
      onSelect={(t) => { setTab(t); onSelect?.(t); }}
      label="Tabs"
      labelOf={(n) => n.toUpperCase()}
      idPrefix="x"
      testIdPrefix="x-tab"
      className=""
      tabClassName=""
    />
  );
}

describe('TabList', () => {
  afterEach(cleanup);

  it('keeps only the chosen tab in the focus order and names its panel', () => {
    render(<Row initial="b" />);
    const b = screen.getByTestId('x-tab-b');
    expect(b.getAttribute('aria-selected')).toBe('true');
    expect(b.tabIndex).toBe(0);
    expect(screen.getByTestId('x-tab-a').tabIndex).toBe(-1);
    expect(b.getAttribute('aria-controls')).toBe('x-panel-b');
    expect(b.id).toBe('x-tab-b');
    expect(screen.getByRole('tablist').getAttribute('aria-label')).toBe('Tabs');
  });

  it('moves the choice and the focus with the arrows, wrapping at both ends; a click chooses', () => {
    const chosen: string[] = [];
    render(<Row initial="c" onSelect={(t) => chosen.push(t)} />);
    fireEvent.keyDown(screen.getByTestId('x-tab-c'), { key: 'ArrowRight' });
    expect(document.activeElement).toBe(screen.getByTestId('x-tab-a'));
    fireEvent.keyDown(screen.getByTestId('x-tab-a'), { key: 'ArrowLeft' });
    fireEvent.keyDown(screen.getByTestId('x-tab-c'), { key: 'Enter' });
    fireEvent.click(screen.getByText('B'));
    expect(chosen).toEqual(['a', 'c', 'b']);
    expect(screen.getByTestId('x-tab-b').getAttribute('aria-selected')).toBe('true');
  });

  it('scrolls the chosen tab into view once, when it mounts', () => {
    const scroll = vi.fn();
    const proto = HTMLElement.prototype as HTMLElement & { scrollIntoView?: unknown };
    const before = proto.scrollIntoView;
    proto.scrollIntoView = scroll;
    try {
      render(<Row initial="c" />);
      expect(scroll).toHaveBeenCalledTimes(1);
      fireEvent.click(screen.getByText('A'));
      expect(scroll).toHaveBeenCalledTimes(1);
    } finally {
      proto.scrollIntoView = before;
    }
  });
});
