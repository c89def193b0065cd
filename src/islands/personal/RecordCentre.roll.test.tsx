// @vitest-environment happy-dom
// The record centre's roll record (the spec's fields): the room (linked), the roll code and its
// range, the room's state and the prize won.
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearToken, setToken } from '../../lib/stores/auth.ts';
import { ok } from '../box/fixtures.ts';
import RecordCentre from './RecordCentre.tsx';

const prize = {
  ornamentId: 5, name: 'AK-47 | Redline (Field-Tested)', image: '', rarity: { key: 'classified', color: '#d32ce6', name: '保密' },
  price: '120.00', grade: 2, weaponType: 'ak', wear: 'FT', wearName: '久经沙场', statTrak: false,
};

describe('record centre, roll records', () => {
  const fetch = vi.fn<(url: string, init: RequestInit) => Promise<Response>>();
  beforeEach(() => {
    vi.stubGlobal('fetch', fetch);
    setToken('t');
    fetch.mockImplementation(async (url) => {
      if (url.startsWith('/api/roll/myEntries')) {
        // The server's answer has no page fields: the client adds the page it asked for.
        return ok({
          list: [
            { giveawayId: '9', title: '周末福利', code: 3, range: [1, 40], state: 2, prize, createTime: '2026-11-24T00:00:00.000Z' },
            { giveawayId: '8', title: '满员开奖', code: 12, range: [1, 12], state: 0, prize: null, createTime: '2026-11-23T00:00:00.000Z' },
          ],
          total: 2,
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

  it('lists each entry with its roll code, range, state and prize', async () => {
    render(<RecordCentre lang="zh-CN" initialTab="balance" />);
    fireEvent.click(await screen.findByRole('tab', { name: '福利记录' }));
    const [won, open] = await screen.findAllByTestId('roll-record-row');
    expect(won.querySelector('a[href="/giveaways/9"]')?.textContent).toBe('周末福利');
    expect(won.querySelector('[data-testid="roll-record-code"]')?.textContent).toBe('#3');
    expect(won.textContent).toContain('1-40');
    expect(won.textContent).toContain('已开奖');
    expect(won.textContent).toContain('AK-47 | Redline (Field-Tested)');
    expect(open.textContent).toContain('#12');
    expect(open.textContent).toContain('进行中');
    expect(screen.getByText('第 1 / 1 页')).toBeTruthy();
  });
});
