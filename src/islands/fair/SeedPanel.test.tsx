// @vitest-environment happy-dom
// Rotating the seed pair asks first, in the site's own dialog: cancel changes nothing.
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { translator } from '../../lib/i18n/ui.ts';
import { SeedPanel } from './SeedPanel.tsx';

const ok = (data: unknown) => new Response(JSON.stringify({ status: 0, msg: '', data, success: true }));
const current = { publicHash: 'a'.repeat(64), clientSeed: 'mine', nonce: 7 };
const rotated = {
  revealed: { serverSeed: 'b'.repeat(64), salt: 'c'.repeat(32), publicHash: 'a'.repeat(64), clientSeed: 'mine', lastNonce: 6 },
  current: { publicHash: 'd'.repeat(64), clientSeed: 'mine', nonce: 1 },
};

describe('SeedPanel rotation', () => {
  const fetch = vi.fn<(url: string, init?: RequestInit) => Promise<Response>>();
  const rotateCalls = () => fetch.mock.calls.filter(([url]) => url === '/api/fair/rotateSeed');
  beforeEach(() => {
    fetch.mockReset();
    fetch.mockImplementation(async (url) => ok(url === '/api/fair/rotateSeed' ? rotated : current));
    vi.stubGlobal('fetch', fetch);
  });
  afterEach(cleanup);

  it('asks for confirmation, explaining the reveal and the nonce restart; cancel does nothing', async () => {
    const onRotated = vi.fn();
    const confirm = vi.fn(() => true);
    vi.stubGlobal('confirm', confirm);
    render(<SeedPanel lang="zh-CN" t={translator('zh-CN')} onRotated={onRotated} />);
    fireEvent.click(await screen.findByTestId('fair-rotate'));

    const dialog = await screen.findByRole('dialog', { name: '确认更换种子对？' });
    expect(dialog.textContent).toContain('服务器种子和盐将被公开');
    expect(dialog.textContent).toContain('nonce 从 1 重新开始');
    expect(confirm).not.toHaveBeenCalled();
    expect(rotateCalls()).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: '取消' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(rotateCalls()).toHaveLength(0);
    expect(onRotated).not.toHaveBeenCalled();
    expect(screen.getByTestId('fair-nonce').textContent).toBe('7');
  });

  it('rotates once confirmed and shows the revealed pair', async () => {
    const onRotated = vi.fn();
    render(<SeedPanel lang="zh-CN" t={translator('zh-CN')} onRotated={onRotated} />);
    fireEvent.click(await screen.findByTestId('fair-rotate'));
    fireEvent.click(await screen.findByRole('button', { name: '确认更换' }));
    await waitFor(() => expect(onRotated).toHaveBeenCalledTimes(1));
    expect(rotateCalls()).toHaveLength(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByTestId('fair-revealed-server-seed').textContent).toContain('b'.repeat(8));
    expect(screen.getByTestId('fair-nonce').textContent).toBe('1');
  });
});
