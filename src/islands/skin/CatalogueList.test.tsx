// @vitest-environment happy-dom
// The catalogues' shared list: the total, the empty note, the grid, a retry before any answer, and
// a turned page scrolling back to the catalogue's top.
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { t, type Translator } from '../../lib/i18n/ui.ts';
import { createFilteredList } from '../../lib/paged.ts';
import { CatalogueList } from './CatalogueList.tsx';

const tr: Translator = (key, params) => t('en', key, params);
const page = (n: number, total: number, list: string[]) => ({ list, total, page: n, pageSize: 2 });

function show(list: ReturnType<typeof createFilteredList<object, string>>, top = createRef<HTMLDivElement>()) {
  return render(
    <div ref={top}>
      <CatalogueList t={tr} mounted list={list} name="cat" total={(n) => `${n} in all`} empty="None" itemKey={(s) => s} renderItem={(s) => <span data-testid="item">{s}</span>} top={top} />
    </div>,
  );
}

afterEach(cleanup);

describe('CatalogueList', () => {
  it('shows the total and the grid, then scrolls to the top after a turned page', async () => {
    const list = createFilteredList({}, async (_f, n) => page(n, 3, n === 1 ? ['a', 'b'] : ['c']));
    await list.start();
    const scroll = vi.fn();
    HTMLElement.prototype.scrollIntoView = scroll;
    show(list);
    expect(screen.getByTestId('cat-total').textContent).toBe('3 in all');
    expect(screen.getAllByTestId('item').map((e) => e.textContent)).toEqual(['a', 'b']);
    fireEvent.click(screen.getByTestId('cat-next'));
    await waitFor(() => expect(screen.getAllByTestId('item').map((e) => e.textContent)).toEqual(['c']));
    await waitFor(() => expect(scroll).toHaveBeenCalledOnce());
  });

  it('shows the empty note, and a retry when the first page failed', async () => {
    let fail = true;
    const list = createFilteredList({}, async (_f, n) => {
      if (fail) throw new Error('down');
      return page(n, 0, []);
    });
    await list.start();
    show(list);
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: tr('common.retry') }));
    expect((await screen.findByTestId('cat-empty')).textContent).toBe('None');
  });
});
