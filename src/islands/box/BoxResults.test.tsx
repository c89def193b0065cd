// @vitest-environment happy-dom
// Published results: each opening a row (time, the masked player as the server gives it, the item
// with its price), the pager asks for the next page, an empty list says so, an unknown case says so.
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BOX, fail, ok } from './fixtures.ts';
import BoxResults from './BoxResults.tsx';

const row = (id: string, nickname: string) => ({ ...BOX.items[0], id, nickname, createTime: '2026-11-20T08:00:00.000Z' });

describe('published results', () => {
  const fetch = vi.fn<(url: string, init: RequestInit) => Promise<Response>>();
  beforeEach(() => { vi.stubGlobal('fetch', fetch); });
  afterEach(() => { cleanup(); vi.restoreAllMocks(); fetch.mockReset(); });

  it('lists the openings with the masked player, item and price, and pages', async () => {
    fetch.mockImplementation(async (url) => {
      if (url.startsWith('/api/box/getBoxDetail')) return ok(BOX);
      if (url.includes('page=2')) return ok({ list: [row('3', 'C***c')], total: 21, page: 2, pageSize: 20 });
      if (url.startsWith('/api/box/results')) return ok({ list: [row('1', '张***三'), row('2', 'Z***d')], total: 21, page: 1, pageSize: 20 });
      throw new Error(url);
    });
    render(<BoxResults lang="zh-CN" id={BOX.id} />);
    const rows = await screen.findAllByTestId('results-row');
    expect(rows).toHaveLength(2);
    expect(rows[0].querySelector('[data-testid="results-player"]')?.textContent).toBe('张***三');
    expect(rows[0].textContent).toContain(BOX.items[0].name);
    expect(fetch.mock.calls.some(([u]) => u.startsWith(`/api/box/results?`) && u.includes(`boxId=${BOX.id}`) && u.includes('pageSize=20'))).toBe(true);
    expect(await screen.findByText(`${BOX.name} · 开箱结果公示`)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '下一页' }));
    await waitFor(() => expect(screen.getAllByTestId('results-row')[0].textContent).toContain('C***c'));
  });

  it('says when there is nothing in 90 days, and when the case does not exist', async () => {
    fetch.mockImplementation(async (url) => (url.startsWith('/api/box/getBoxDetail') ? ok(BOX) : ok({ list: [], total: 0, page: 1, pageSize: 20 })));
    render(<BoxResults lang="en" id={BOX.id} />);
    expect((await screen.findByTestId('results-empty')).textContent).toBe('No openings in the last 90 days');
    cleanup();
    fetch.mockImplementation(async () => fail(1402, 'not found', 404));
    render(<BoxResults lang="en" id={999} />);
    expect((await screen.findByTestId('results-missing')).textContent).toBe('This case was not found');
  });
});
