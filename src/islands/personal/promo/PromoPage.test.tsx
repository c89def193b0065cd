// @vitest-environment happy-dom
// /personal/promo: exactly the spec's fields from getPromotionInfo, the link with its
// copy button and QR code, the owed, pending and awaiting-start notes only when there is something
// to say, the level table, and the two paged lists (promoted players masked with their purchases;
// rebate records with reversals).
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PromotedPlayer, PromotionInfo, RebateRecord } from '../../../shared/contracts/promotion.ts';
import { clearToken, setToken } from '../../../lib/stores/auth.ts';
import { ok } from '../../box/fixtures.ts';
import PromoPage from './PromoPage.tsx';
import { absoluteLink, PromoLink } from './PromoLink.tsx';
import { qrPath } from './QrCode.tsx';

const INFO: PromotionInfo = {
  code: 'ABC123XY',
  link: 'https://skins.example/?promoteCode=ABC123XY',
  parentCode: 'PARENT01',
  level: 2,
  ratio: '4.00',
  experience: '3000.00',
  nextLevelExperience: '5000.00',
  promotedCount: 3,
  purchases: '3000.00',
  reward: '105.50',
  owed: '0.00',
  pending: '0.00',
  awaitingStart: '0.00',
  levels: [
    { level: 1, minPurchases: '0.00', ratio: '3.00' },
    { level: 2, minPurchases: '1000.00', ratio: '4.00' },
    { level: 3, minPurchases: '5000.00', ratio: '5.00' },
  ],
};

const PROMOTED: PromotedPlayer[] = [
  { nickname: '玩***8', avatar: '', vipLevel: 3, boundTime: '2026-11-24T08:00:00.000Z', purchases: '2500.00', rebate: '90.00', earnsNothing: false },
  { nickname: 'a***z', avatar: '', vipLevel: 0, boundTime: '2026-11-23T08:00:00.000Z', purchases: '500.00', rebate: '0.00', earnsNothing: true },
];

const REBATES: RebateRecord[] = [
  { id: '2', source: 'battle', nickname: '玩***8', spent: '100.00', level: 2, ratio: '4.00', amount: '4.00', createTime: '2026-11-24T09:00:00.000Z', reversedTime: '2026-11-24T09:05:00.000Z' },
  { id: '1', source: 'case', nickname: '玩***8', spent: '50.00', level: 2, ratio: '4.00', amount: '2.00', createTime: '2026-11-24T08:30:00.000Z', reversedTime: null },
];

describe('/personal/promo', () => {
  const fetch = vi.fn<(url: string, init: RequestInit) => Promise<Response>>();
  let info: PromotionInfo;

  beforeEach(() => {
    vi.stubGlobal('fetch', fetch);
    setToken('t');
    info = INFO;
    fetch.mockImplementation(async (url) => {
      if (url.startsWith('/api/profile/getPromotionInfo')) return ok(info);
      if (url.startsWith('/api/profile/getPromotedPage')) return ok({ list: PROMOTED, total: 12, page: 1, pageSize: 10 });
      if (url.startsWith('/api/profile/getRebatePage')) return ok({ list: REBATES, total: 2, page: 1, pageSize: 10 });
      return ok(null);
    });
  });
  afterEach(() => {
    cleanup();
    clearToken();
    fetch.mockReset();
    vi.unstubAllGlobals();
  });

  it('shows the spec fields: code, link, parent code, level, ratio, next-level experience, count, purchases, reward', async () => {
    render(<PromoPage lang="zh-CN" />);
    expect((await screen.findByTestId('promo-code')).textContent).toBe('ABC123XY');
    expect(screen.getByTestId('promo-link').textContent).toBe('https://skins.example/?promoteCode=ABC123XY');
    expect(screen.getByTestId('promo-parent-code').textContent).toBe('PARENT01');
    expect(screen.getByTestId('promo-level').textContent).toBe('Lv.2');
    expect(screen.getByTestId('promo-ratio').textContent).toBe('4.00%');
    expect(screen.getByTestId('promo-experience').textContent).toBe('¥3000 / ¥5000');
    // From level 2's 1000 to level 3's 5000: 2000 of 4000.
    expect(screen.getByTestId('promo-progress').getAttribute('aria-valuenow')).toBe('50');
    expect(screen.getByTestId('promo-next').textContent).toBe('再消费 ¥2000 即可升至 Lv.3');
    expect(screen.getByTestId('promo-promoted-count').textContent).toBe('3');
    expect(screen.getByTestId('promo-purchases').textContent).toBe('¥3000');
    expect(screen.getByTestId('promo-reward').textContent).toBe('¥105.50');
    expect(screen.queryByTestId('promo-owed')).toBeNull();
    expect(screen.getByTestId('promo-qr').getAttribute('data-text')).toBe(INFO.link);
    expect(screen.getByTestId('promo-level-row-2').getAttribute('data-current')).toBe('true');
    expect(screen.getByTestId('promo-level-row-3').getAttribute('data-current')).toBeNull();
  });

  it('lists the promoted players (masked, badge, purchases, rebate) and the rebate records, paged', async () => {
    render(<PromoPage lang="zh-CN" />);
    const rows = await screen.findAllByTestId('promo-promoted-row');
    expect(rows).toHaveLength(2);
    expect(rows[0].textContent).toContain('玩***8');
    expect(within(rows[0]).getByTestId('vip-badge').textContent).toBe('V3');
    expect(within(rows[0]).getByTestId('promo-promoted-purchases').textContent).toBe('¥2500');
    expect(within(rows[0]).getByTestId('promo-promoted-rebate').textContent).toBe('¥90');
    expect(within(rows[1]).queryByTestId('vip-badge')).toBeNull();
    expect(rows[1].textContent).toContain('不产生返利');
    const calls = fetch.mock.calls.map(([u]) => u);
    expect(calls).toContain('/api/profile/getPromotedPage?page=1&pageSize=10');
    expect(calls).toContain('/api/profile/getRebatePage?page=1&pageSize=10');
    // 12 players at 10 a page: a pager that asks for page 2.
    fireEvent.click(within(screen.getByTestId('promo-promoted')).getByRole('button', { name: '下一页' }));
    await waitFor(() => expect(fetch.mock.calls.map(([u]) => u)).toContain('/api/profile/getPromotedPage?page=2&pageSize=10'));
    const rebates = await screen.findAllByTestId('promo-rebate-row');
    expect(rebates[0].textContent).toContain('对战');
    expect(rebates[0].textContent).toContain('已于');
    expect(rebates[1].textContent).toContain('玩***8 消费 ¥50 × 4.00%');
    expect(within(rebates[1]).getByTestId('promo-rebate-amount').textContent).toBe('+¥2');
  });

  it('explains what is owed only when something is', async () => {
    info = { ...INFO, owed: '3.20', parentCode: null, nextLevelExperience: null, level: 3, ratio: '5.00' };
    render(<PromoPage lang="en" />);
    expect((await screen.findByTestId('promo-owed')).textContent).toContain('¥3.20 owed');
    expect(screen.getByTestId('promo-parent-code').textContent).toBe('Nobody');
    expect(screen.getByTestId('promo-next').textContent).toBe('Top level reached');
    expect(screen.getByTestId('promo-progress').getAttribute('aria-valuenow')).toBe('100');
  });

  it('tells what is not transferable yet and what waits for a battle to start, only when something does', async () => {
    render(<PromoPage lang="en" />);
    await screen.findByTestId('promo-reward');
    expect(screen.queryByTestId('promo-pending')).toBeNull();
    expect(screen.queryByTestId('promo-awaiting')).toBeNull();
    cleanup();
    info = { ...INFO, pending: '1.35', awaitingStart: '45.01' };
    render(<PromoPage lang="en" />);
    expect((await screen.findByTestId('promo-pending')).textContent).toContain('¥1.35');
    expect(screen.getByTestId('promo-awaiting').textContent).toContain('¥45.01');
  });

  it('copies the link', async () => {
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    render(<PromoLink t={(k) => k} info={INFO} />);
    fireEvent.click(screen.getByTestId('promo-copy'));
    expect(writeText).toHaveBeenCalledWith(INFO.link);
    await waitFor(() => expect(screen.getByTestId('promo-copy').textContent).toBe('promo_copiedShort'));
  });

  it('asks a signed-out visitor to log in and calls nothing', async () => {
    clearToken();
    render(<PromoPage lang="zh-CN" />);
    expect(await screen.findByTestId('promo-login-prompt')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe('promo link and QR', () => {
  it('completes a link given as a path with the site origin', () => {
    expect(absoluteLink('/?promoteCode=ABC123', 'https://a.example')).toBe('https://a.example/?promoteCode=ABC123');
    expect(absoluteLink('https://b.example/?promoteCode=ABC123', 'https://a.example')).toBe('https://b.example/?promoteCode=ABC123');
  });

  it('draws the QR matrix: square, with the three finder patterns, different for a different link', () => {
    const a = qrPath('https://skins.example/?promoteCode=ABC123XY');
    const b = qrPath('https://skins.example/?promoteCode=ZZZ999QQ');
    // Version 3 (29 modules) plus a 2-module quiet zone each side.
    expect(a.size).toBe(33);
    // Each finder's top-left dark module sits just inside the quiet zone.
    for (const corner of ['M2 2h1', 'M28 2h1', 'M2 28h1']) expect(a.d).toContain(corner);
    expect(a.d).not.toBe(b.d);
  });
});
