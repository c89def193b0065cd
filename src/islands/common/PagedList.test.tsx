// @vitest-environment happy-dom
// The shared paged list: retry on failure, loading before the first answer, the empty note, the
// items, and a pager only when there is more than one page.
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { t, type Translator } from '../../lib/i18n/ui.ts';
import type { PagedState } from '../../lib/paged.ts';
import { PagedList } from './PagedList.tsx';

const tr: Translator = (key, params) => t('en', key, params);

function show(state: PagedState<string>, on: { retry?: () => void; page?: (n: number) => void } = {}) {
  return render(
    <PagedList
      t={tr}
      state={state}
      pageSize={2}
      onRetry={on.retry ?? (() => undefined)}
      onPage={on.page ?? (() => undefined)}
      renderItem={(s) => <li key={s} data-testid="row">{s}</li>}
      empty={{ testId: 'none', text: 'Nothing' }}
      prevLabel="Prev"
      nextLabel="Next"
    />,
  );
}

afterEach(cleanup);

describe('PagedList', () => {
  it('shows loading before the first answer, then the empty note', () => {
    show({ page: 1, data: null, loading: true, error: null });
    expect(screen.getByText(tr('common.loading'))).toBeTruthy();
    cleanup();
    show({ page: 1, data: { list: [], total: 0, page: 1, pageSize: 2 }, loading: false, error: null });
    expect(screen.getByTestId('none').textContent).toBe('Nothing');
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
  });

  it('renders the items and pages within bounds', () => {
    const page = vi.fn();
    show({ page: 2, data: { list: ['c', 'd'], total: 5, page: 2, pageSize: 2 }, loading: false, error: null }, { page });
    expect(screen.getAllByTestId('row').map((r) => r.textContent)).toEqual(['c', 'd']);
    expect(screen.getByText('2 / 3')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Prev' }));
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(page.mock.calls).toEqual([[1], [3]]);
  });

  it('offers a retry when the page failed, keeping the pager', () => {
    const retry = vi.fn();
    show({ page: 3, data: { list: ['e'], total: 5, page: 3, pageSize: 2 }, loading: false, error: 'boom' }, { retry });
    expect(screen.queryByTestId('row')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: tr('common.retry') }));
    expect(retry).toHaveBeenCalledOnce();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Next' }).disabled).toBe(true);
  });
});
