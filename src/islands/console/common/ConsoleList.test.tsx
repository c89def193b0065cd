// @vitest-environment happy-dom
// A console list: the table shows the store's rows, total and page; its pager asks the store for
// the next page; a failure shows as the error line, or goes to the page's own message (onError).
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { t } from '../../../lib/i18n/ui.ts';
import { createQueryList } from '../../../lib/paged.ts';
import ConsoleList from './ConsoleList.tsx';
import type { ConsoleColumn } from './DataTable.tsx';

interface Row { id: string; name: string }
const columns: ConsoleColumn<Row>[] = [{ id: 'name', header: 'Name', accessorKey: 'name', enableSorting: false }];
const Q = { page: 1, pageSize: 2, sort: null };

afterEach(cleanup);

describe('ConsoleList', () => {
  it('shows the store\'s page and pages through it', async () => {
    const fetch = vi.fn(async (_f: object, q: { page: number }) => ({ total: 3, list: [{ id: String(q.page), name: `row ${q.page}` }] }));
    const list = createQueryList({}, Q, fetch);
    await list.start();
    render(<ConsoleList lang="en" list={list} columns={columns} rows={(d) => d.list} total={(d) => d.total} rowId={(r) => r.id} testId="things" />);
    expect(screen.getByTestId('things').textContent).toContain('row 1');
    fireEvent.click(screen.getByRole('button', { name: t('en', 'console_table_next') }));
    await screen.findByText('row 2');
    expect(fetch.mock.calls.at(-1)?.[1]).toMatchObject({ page: 2, pageSize: 2 });
  });

  it('shows a failure as the error line, or hands it to onError', async () => {
    const list = createQueryList({}, Q, async (_f, q) => {
      if (q.page > 1) throw new Error('refused');
      return { total: 3, list: [] as Row[] };
    });
    await list.start();
    const onError = vi.fn();
    const { rerender } = render(<ConsoleList lang="en" list={list} columns={columns} rows={(d) => d.list} total={(d) => d.total} testId="things" errorClassName={null} onError={onError} />);
    fireEvent.click(screen.getByRole('button', { name: t('en', 'console_table_next') }));
    await waitFor(() => expect(onError).toHaveBeenCalledWith('refused'));
    expect(screen.queryByRole('alert')).toBeNull();
    rerender(<ConsoleList lang="en" list={list} columns={columns} rows={(d) => d.list} total={(d) => d.total} testId="things" />);
    expect(screen.getByRole('alert').textContent).toBe('refused');
  });
});
