// @vitest-environment happy-dom
// The record centre's shop tab and the balance log's balance type filter.
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearToken, setToken } from '../../lib/stores/auth.ts';
import { ok } from '../box/fixtures.ts';
import RecordCentre from './RecordCentre.tsx';

const ornament = {
  ornamentId: 5, name: 'AK-47 | Redline (Field-Tested)', image: '', rarity: { key: 'classified', color: '#d32ce6', name: '保密' },
  price: '12.00', marketPrice: '10.00', grade: 2, weaponType: 'ak', wear: 'FT', wearName: '久经沙场', statTrak: false,
};
const log = (balanceType: number, amount: string) => ({
  id: `${balanceType}${amount}`, orderId: 'T202611240000000001', actionType: 7, balanceType, amount, balanceAfter: '0.00', createTime: '2026-11-24T00:00:00.000Z',
});

describe('record centre, shop purchases and points and coins movements', () => {
  const fetch = vi.fn<(url: string, init: RequestInit) => Promise<Response>>();
  beforeEach(() => {
    vi.stubGlobal('fetch', fetch);
    setToken('t');
    fetch.mockImplementation(async (url) => {
      if (url.startsWith('/api/profile/getMyShopLog')) {
        return ok({ list: [{ id: '3', ornament, price: '12.00', coinsPaid: '5.00', pointsPaid: '7.00', createTime: '2026-11-24T00:00:00.000Z' }], total: 1, page: 1, pageSize: 15 });
      }
      if (url.startsWith('/api/profile/getMyBalanceLog')) {
        const type = Number(new URL(url, 'http://x').searchParams.get('balanceType'));
        const rows = [log(3, '-7.00'), log(4, '-5.00')].filter((r) => type === -1 || r.balanceType === type);
        return ok({ list: rows, total: rows.length, page: 1, pageSize: 15 });
      }
      return ok({ list: [], total: 0, page: 1, pageSize: 15 });
    });
  });
  afterEach(() => {
    cleanup();
    clearToken();
    vi.restoreAllMocks();
  });

  it('lists purchases with what coins and points paid', async () => {
    render(<RecordCentre lang="zh-CN" initialTab="balance" />);
    fireEvent.click(await screen.findByRole('tab', { name: '商城记录' }));
    const [row] = await screen.findAllByTestId('shop-record-row');
    expect(row.textContent).toContain('AK-47 | Redline (Field-Tested)');
    expect(row.textContent).toContain('金币支付5');
    expect(row.textContent).toContain('积分支付7');
  });

  it('filters the balance log by balance type: points, then gold coins', async () => {
    render(<RecordCentre lang="zh-CN" initialTab="balance" />);
    expect(await screen.findAllByTestId('balance-log-row')).toHaveLength(2);
    fireEvent.click(screen.getByRole('radio', { name: '积分' }));
    await waitFor(() => expect(screen.getAllByTestId('balance-log-row')).toHaveLength(1));
    expect(screen.getByTestId('balance-log-row').textContent).toContain('商城兑换');
    expect(screen.getByTestId('balance-log-row').textContent).toContain('-7');
    fireEvent.click(screen.getByRole('radio', { name: '金币' }));
    await waitFor(() => expect(screen.getByTestId('balance-log-row').textContent).toContain('-5'));
    expect(fetch.mock.calls.some(([url]) => url.includes('balanceType=4'))).toBe(true);
  });
});
