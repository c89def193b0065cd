// @vitest-environment happy-dom
// The console table sorts and pages on the server: it shows the rows it is given, and a header
// click or a pager button asks the page (onChange) for the next query instead of sorting or
// slicing rows itself.
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import DataTable, { type ConsoleColumn } from './DataTable.tsx';

interface Row { id: string; name: string; n: number }
const columns: ConsoleColumn<Row>[] = [
  { id: 'name', header: 'Name', accessorKey: 'name', enableSorting: true },
  { id: 'n', header: 'Count', accessorKey: 'n', enableSorting: false },
];
// Deliberately not in name order: the table must not reorder what the server sent.
const rows: Row[] = [{ id: '1', name: 'zed', n: 1 }, { id: '2', name: 'amy', n: 2 }];

afterEach(cleanup);

describe('DataTable', () => {
  it('shows the rows as given, the total and the page', () => {
    render(<DataTable lang="en" columns={columns} data={rows} total={45} page={2} pageSize={20} onChange={vi.fn()} />);
    const body = screen.getAllByRole('row').slice(1).map((r) => within(r).getAllByRole('cell')[0].textContent);
    expect(body).toEqual(['zed', 'amy']);
    expect(screen.getByText('45 rows')).toBeTruthy();
    expect(screen.getByText('Page 2 of 3')).toBeTruthy();
  });

  it('a sortable header asks for the sort (page 1), then the other direction; an unsortable one is plain text', () => {
    const onChange = vi.fn();
    const { rerender } = render(<DataTable lang="en" columns={columns} data={rows} total={45} page={2} pageSize={20} onChange={onChange} />);
    expect(screen.queryByRole('button', { name: /Count/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /Name/ }));
    const first = onChange.mock.calls[0][0];
    expect(first.page).toBe(1);
    expect(first.pageSize).toBe(20);
    expect(first.sort?.id).toBe('name');
    rerender(<DataTable lang="en" columns={columns} data={rows} total={45} page={1} pageSize={20} sort={first.sort} onChange={onChange} />);
    fireEvent.click(screen.getByRole('button', { name: /Name/ }));
    const second = onChange.mock.calls[1][0];
    expect(second.sort?.id === 'name' ? second.sort.desc : null).toBe(!first.sort.desc);
    // The rows were never reordered by the table.
    expect(screen.getAllByRole('row').slice(1).map((r) => within(r).getAllByRole('cell')[0].textContent)).toEqual(['zed', 'amy']);
  });

  it('pager buttons and the page size ask for pages; the ends are disabled', () => {
    const onChange = vi.fn();
    render(<DataTable lang="en" columns={columns} data={rows} total={45} page={3} pageSize={20} sort={{ id: 'name', desc: true }} onChange={onChange} />);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Next' }).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(onChange).toHaveBeenLastCalledWith({ page: 2, pageSize: 20, sort: { id: 'name', desc: true } });
    fireEvent.change(screen.getByRole('combobox'), { target: { value: '50' } });
    expect(onChange.mock.calls.at(-1)?.[0].pageSize).toBe(50);
  });

  it('says so when there are no rows', () => {
    render(<DataTable lang="en" columns={columns} data={[]} total={0} page={1} pageSize={20} onChange={vi.fn()} />);
    expect(screen.getByText('No rows')).toBeTruthy();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Previous' }).disabled).toBe(true);
  });
});
