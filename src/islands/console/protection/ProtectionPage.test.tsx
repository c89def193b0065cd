// @vitest-environment happy-dom
// Console protection: a player looked up shows limits, changes (staff with the reason), exclusions
// (no control to lift one) and reality answers; staff with protection.tighten send kind, period,
// amount and reason and see the refusal of a looser limit; staff without it get no form.
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { protectionApi, type ConsoleProtectionPlayer } from '../../../lib/console/protection.ts';

const perms = vi.hoisted(() => ({ list: ['protection.view', 'protection.tighten'] as string[] }));
vi.mock('../../../lib/console/api.ts', async (orig) => ({
  ...(await orig<Record<string, unknown>>()),
  me: () => Promise.resolve({ id: '1', name: 'sup', role: 'support', permissions: perms.list, csrfToken: 'x', mustChangePassword: false }),
}));
import ProtectionPage from './ProtectionPage.tsx';

const player: ConsoleProtectionPlayer = {
  userId: '42', nickname: '玩家42',
  limits: [{ kind: 'deposit', period: 'day', amount: '100.00', updateTime: '2026-11-24T08:00:00.000Z' }],
  changes: [
    { id: '2', kind: 'deposit', period: 'day', from: '200.00', to: '100.00', state: 'applied', effectiveTime: '2026-11-24T08:00:00.000Z', decidedTime: '2026-11-24T08:00:00.000Z', staffName: 'sup', reason: '玩家来电', createTime: '2026-11-24T08:00:00.000Z' },
    { id: '1', kind: 'deposit', period: 'day', from: null, to: '200.00', state: 'applied', effectiveTime: '2026-11-23T08:00:00.000Z', decidedTime: null, staffName: null, reason: null, createTime: '2026-11-23T08:00:00.000Z' },
  ],
  exclusions: [{ id: '5', kind: 'cooloff', length: '7d', startTime: '2026-11-24T08:00:00.000Z', endTime: '2026-12-01T08:00:00.000Z', running: true }],
  reality: { intervalMinutes: 30, answers: [{ id: '9', continued: false, sessionMinutes: 62, net: '-12.50', createTime: '2026-11-24T09:00:00.000Z' }] },
};
const report = { from: '2026-10-26', to: '2026-11-24', limitsSet: [{ kind: 'deposit' as const, period: 'day' as const, count: 3 }], realityChecks: { continued: 4, stopped: 1 }, exclusions: [] };

describe('console protection page', () => {
  afterEach(() => { cleanup(); vi.restoreAllMocks(); perms.list = ['protection.view', 'protection.tighten']; });

  it('shows a player\'s history and tightens with a reason; a refusal is shown', async () => {
    vi.spyOn(protectionApi, 'report').mockResolvedValue(report);
    const look = vi.spyOn(protectionApi, 'player').mockResolvedValue(player);
    const tighten = vi.spyOn(protectionApi, 'tighten')
      .mockResolvedValueOnce({ ...player, limits: [{ ...player.limits[0], amount: '50.00' }] })
      .mockRejectedValueOnce(new Error('工作人员只能收紧限额'));
    render(<ProtectionPage lang="zh-CN" />);
    fireEvent.change(screen.getByTestId('protection-lookup'), { target: { value: '42' } });
    fireEvent.click(screen.getByTestId('protection-lookup-go'));
    await screen.findByTestId('protection-player');
    expect(look).toHaveBeenCalledWith('42');
    expect(screen.getByTestId('protection-limits').textContent).toContain('¥100.00');
    expect(screen.getByTestId('protection-changes').textContent).toContain('玩家来电');
    expect(screen.getByTestId('protection-exclusions').textContent).toContain('进行中');
    expect(screen.getByTestId('protection-reality').textContent).toContain('¥-12.50');
    // Nothing on the page lifts or shortens an exclusion.
    expect(screen.getByTestId('protection-exclusions').querySelector('button')).toBeNull();
    expect((await screen.findByTestId('protection-report')).textContent).toContain('3');

    fireEvent.change(await screen.findByTestId('tighten-amount'), { target: { value: '50' } });
    fireEvent.change(screen.getByTestId('tighten-reason'), { target: { value: '风控复核' } });
    fireEvent.click(screen.getByTestId('tighten-submit'));
    await waitFor(() => expect(tighten).toHaveBeenCalledWith({ userId: '42', kind: 'deposit', period: 'day', amount: '50', reason: '风控复核' }));
    await waitFor(() => expect(screen.getByTestId('protection-limits').textContent).toContain('¥50.00'));
    fireEvent.change(screen.getByTestId('tighten-amount'), { target: { value: '500' } });
    fireEvent.change(screen.getByTestId('tighten-reason'), { target: { value: '放宽' } });
    fireEvent.click(screen.getByTestId('tighten-submit'));
    expect((await screen.findByRole('alert')).textContent).toBe('工作人员只能收紧限额');
  });

  it('staff without protection.tighten see the history but no form', async () => {
    perms.list = ['protection.view'];
    vi.spyOn(protectionApi, 'report').mockResolvedValue(report);
    vi.spyOn(protectionApi, 'player').mockResolvedValue(player);
    render(<ProtectionPage lang="en" initialUserId="42" />);
    await screen.findByTestId('protection-player');
    await new Promise((r) => setTimeout(r, 20));
    expect(screen.queryByTestId('protection-tighten')).toBeNull();
  });
});
