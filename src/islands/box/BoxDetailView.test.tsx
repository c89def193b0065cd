// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearToken, setToken } from '../../lib/stores/auth.ts';
import { $dialogs, closeAllDialogs } from '../../lib/stores/dialogs.ts';
import { setPref } from '../../lib/stores/prefs.ts';
import { $user, $wallet } from '../../lib/stores/user.ts';
import BoxDetailView from './BoxDetailView.tsx';
import { BOX, fail, OPENED, ok } from './fixtures.ts';

describe('case page', () => {
  const fetch = vi.fn<(url: string, init: RequestInit) => Promise<Response>>();
  const calls = (path: string) => fetch.mock.calls.filter(([url]) => url.startsWith(path));
  const header = (init: RequestInit, name: string) => (init.headers as Record<string, string>)[name];

  beforeEach(() => {
    fetch.mockReset();
    vi.stubGlobal('fetch', fetch);
    closeAllDialogs();
    setPref('fast', true);
    setPref('voice', false);
    fetch.mockImplementation(async (url) => {
      if (url.startsWith('/api/box/getBoxDetail')) return ok(BOX);
      if (url === '/api/box/openBox') return ok(OPENED);
      if (url === '/api/profile/exchangeQuantity') return ok({ count: 2, amount: '855.45', balance: '935.45' });
      throw new Error(`unexpected ${url}`);
    });
  });
  afterEach(() => {
    cleanup();
    clearToken();
    $user.set(null);
    vi.restoreAllMocks();
  });

  it('lists the contents by value with odds as given plus "%" and ticket ranges', async () => {
    render(<BoxDetailView lang="zh-CN" id={7} />);
    const rows = await screen.findAllByTestId('box-item');
    expect(rows.map((r) => r.getAttribute('data-ornament-id'))).toEqual(['1', '2', '3']);
    expect(within(rows[0]).getByTestId('box-item-odds').textContent).toBe('0.2600%');
    expect(rows[0].textContent).toContain('1 – 2600');
    expect(screen.getByTestId('box-rtp').textContent).toBe('返还率 92.50%');
    expect(calls('/api/box/getBoxDetail')[0][0]).toBe('/api/box/getBoxDetail?id=7');
  });

  it('shows the version\'s committed tableHash beside the odds', async () => {
    render(<BoxDetailView lang="zh-CN" id={7} />);
    const hash = await screen.findByTestId('box-table-hash');
    expect(hash.textContent).toBe(`掉落表哈希: ${'ab'.repeat(32)}`);
    expect(hash.closest('section')?.getAttribute('aria-labelledby')).toBe('box-contents');
  });

  it('heads the page with the case\'s container picture over its own drawing, never a shared crate', async () => {
    // happy-dom calls every picture complete and broken: act like a browser still loading it.
    vi.spyOn(HTMLImageElement.prototype, 'complete', 'get').mockReturnValue(false);
    const { container } = render(<BoxDetailView lang="zh-CN" id={7} />);
    await screen.findAllByTestId('box-item');
    await waitFor(() => expect(container.querySelector('img[src$="boxes/7.png"]')?.getAttribute('alt')).toBe('测试箱'));
    // Its drawing holds the place until the picture has loaded, unnamed (the picture is the name).
    expect(container.querySelector('img[src="/art/cases/7.svg"]')?.getAttribute('alt')).toBe('');
  });

  it('with pictures off, heads the page with the case\'s own drawing, named', async () => {
    vi.spyOn(HTMLImageElement.prototype, 'complete', 'get').mockReturnValue(false);
    document.head.insertAdjacentHTML('beforeend', '<meta name="asset-base" content="off">');
    try {
      const { container } = render(<BoxDetailView lang="zh-CN" id={7} />);
      await screen.findAllByTestId('box-item');
      expect(container.querySelector('img[src="/art/cases/7.svg"]')?.getAttribute('alt')).toBe('测试箱');
      expect(container.querySelector('img[src*="boxes/7.png"]')).toBeNull();
    } finally {
      document.head.querySelector('meta[name="asset-base"]')?.remove();
    }
  });

  it('asks a signed-out visitor to log in instead of showing the open button', async () => {
    render(<BoxDetailView lang="zh-CN" id={7} />);
    expect((await screen.findByTestId('open-login-prompt')).textContent).toBe('请登录后开箱');
    expect(screen.queryByTestId('open-box')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '登录' }));
    expect($dialogs.get().login).toBe(true);
  });

  it('opens 2 with fast-open: idempotent POST, balance applied, result dialog, sell all', async () => {
    setToken('tok');
    $user.set({ balance: '100.00', secondaryBalance: '0.00', points: '0.00', goldCoins: '0.00' } as never);
    render(<BoxDetailView lang="zh-CN" id={7} />);
    fireEvent.click(within(await screen.findByTestId('open-count')).getByRole('radio', { name: '开 2 个' }));
    const open = screen.getByTestId('open-box');
    expect(open.textContent).toBe('开箱 ¥20');
    fireEvent.click(open);

    const dialog = await screen.findByTestId('open-result');
    const [, init] = calls('/api/box/openBox')[0];
    expect(init.body).toBe('boxId=7&number=2');
    expect(header(init, 'Idempotency-Key')).toMatch(/[0-9a-f-]{36}/);
    expect($wallet.get()?.balance).toBe('80.00');
    expect(within(dialog).getAllByTestId('result-item').map((r) => r.getAttribute('data-item-id'))).toEqual(['501', '502']);
    expect(within(dialog).getAllByTestId('result-verify')[0].getAttribute('href')).toBe('/provably-fair/verify/r501');
    expect(within(dialog).getByTestId('result-total').textContent).toBe('¥855.45');
    // Fast open: no reel.
    expect(screen.queryByTestId('reel')).toBeNull();

    fireEvent.click(within(dialog).getByTestId('result-sell'));
    await waitFor(() => expect(screen.queryByTestId('open-result')).toBeNull());
    const [, sellInit] = calls('/api/profile/exchangeQuantity')[0];
    expect(sellInit.body).toBe('ids=501%2C502');
    expect(header(sellInit, 'Idempotency-Key')).toBeTruthy();
    expect($wallet.get()?.balance).toBe('935.45');
  });

  it('without fast-open the reel lands on the returned item, then the dialog opens', async () => {
    setPref('fast', false);
    setToken('tok');
    $user.set({ balance: '100.00' } as never);
    render(<BoxDetailView lang="zh-CN" id={7} />);
    fireEvent.click(await screen.findByTestId('open-box'));
    // One reel per drop, each landing on its own drop.
    const winners = await screen.findAllByTestId('reel-winner');
    expect(winners.map((w) => w.getAttribute('data-ornament-id'))).toEqual(['1', '3']);
    expect(screen.getAllByTestId('reel')).toHaveLength(2);
    // Skipping ends the animation: the dialog shows the same item.
    fireEvent.click(screen.getByTestId('reel-skip'));
    const dialog = await screen.findByTestId('open-result');
    expect(within(dialog).getAllByTestId('result-item')[0].getAttribute('data-ornament-id')).toBe('1');
  });

  it('keep closes the dialog and sells nothing; a refused open returns to the button', async () => {
    setToken('tok');
    $user.set({ balance: '100.00' } as never);
    render(<BoxDetailView lang="zh-CN" id={7} />);
    fireEvent.click(await screen.findByTestId('open-box'));
    fireEvent.click(within(await screen.findByTestId('open-result')).getByTestId('result-keep'));
    expect(screen.queryByTestId('open-result')).toBeNull();
    expect(calls('/api/profile/exchangeQuantity')).toHaveLength(0);

    fetch.mockImplementation(async (url) => (url === '/api/box/openBox' ? fail(2001, '余额不足') : ok(BOX)));
    fireEvent.click(screen.getByTestId('open-box'));
    await waitFor(() => expect(screen.getByTestId('open-box').textContent).toBe('开箱 ¥10'));
    expect(screen.queryByTestId('open-result')).toBeNull();
  });

  it('an unknown case says so', async () => {
    fetch.mockImplementation(async () => fail(1402, '箱子不存在', 404));
    render(<BoxDetailView lang="zh-CN" id={99} />);
    expect((await screen.findByTestId('box-missing')).textContent).toContain('箱子不存在或已下架');
  });
});
