// @vitest-environment happy-dom
// The record centre's dream tab (the spec's fields): target, fee or staked items, chance, result,
// and the ticket linked to its verify page.
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearToken, setToken } from '../../lib/stores/auth.ts';
import { ok } from '../box/fixtures.ts';
import RecordCentre from './RecordCentre.tsx';

const target = {
  ornamentId: 5, name: 'AK-47 | Redline (Field-Tested)', image: '', rarity: { key: 'classified', color: '#d32ce6', name: '保密' },
  price: '120.00', grade: 2, weaponType: 'ak', wear: 'FT', wearName: '久经沙场', statTrak: false,
};
const entry = (id: string, more: Record<string, unknown>) => ({
  id, target, fee: '0.00', stakeValue: '0.00', stakeCount: 0, chancePpm: 250_000, ticket: 1, nonce: 1, won: false, itemId: null,
  createTime: '2026-11-24T00:00:00.000Z', ...more,
});

describe('record centre, dream records', () => {
  const fetch = vi.fn<(url: string, init: RequestInit) => Promise<Response>>();
  beforeEach(() => {
    vi.stubGlobal('fetch', fetch);
    setToken('t');
    fetch.mockImplementation(async (url) => {
      if (url.startsWith('/api/profile/getMyDreamLog')) {
        return ok({
          list: [
            entry('8', { fee: '31.58', chancePpm: 250_000, ticket: 123_456, won: true, itemId: '77' }),
            entry('7', { stakeValue: '60.00', stakeCount: 2, chancePpm: 475_000, ticket: 912_345 }),
          ],
          total: 2, page: 1, pageSize: 15,
        });
      }
      return ok({ list: [], total: 0, page: 1, pageSize: 15 });
    });
  });
  afterEach(() => {
    cleanup();
    clearToken();
    vi.restoreAllMocks();
  });

  it('lists each dream with its fee or stake, chance, result and verifiable ticket', async () => {
    render(<RecordCentre lang="zh-CN" initialTab="balance" />);
    fireEvent.click(await screen.findByRole('tab', { name: '追梦记录' }));
    const [won, lost] = await screen.findAllByTestId('dream-record-row');
    expect(won.textContent).toContain('AK-47 | Redline (Field-Tested)');
    expect(won.textContent).toContain('¥31.58');
    expect(won.textContent).toContain('25%');
    expect(won.querySelector('[data-dream-won]')?.getAttribute('data-dream-won')).toBe('true');
    expect(won.querySelector('a[href="/provably-fair/verify/dream/8"]')?.textContent).toBe('123456');
    expect(lost.textContent).toContain('投入 2 件饰品（¥60）');
    expect(lost.textContent).toContain('47.5%');
    expect(lost.querySelector('[data-dream-won]')?.getAttribute('data-dream-won')).toBe('false');
    expect(fetch.mock.calls.some(([url]) => url.startsWith('/api/profile/getMyDreamLog?'))).toBe(true);
  });
});
