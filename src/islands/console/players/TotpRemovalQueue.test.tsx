// @vitest-environment happy-dom
// Authenticator removals in the console: the player's page offers "remove authenticator" with a
// reason only while the player has one (and says when a removal already waits); the queue offers
// approve to an approver the server did not block, shows the blocked reason instead to one it did,
// lets the proposer withdraw their own, and shows a refusal (a stale proposal) above the list.
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { t } from '../../../lib/i18n/ui.ts';
import { playersApi, playerWrite, type PlayerProfile } from '../../../lib/console/players.ts';
import { totpRemovalsApi } from '../../../lib/console/totp-removals.ts';

const perms = vi.hoisted(() => ({ list: ['players.read', 'players.totpRemove', 'players.totpApprove'] as string[] }));
vi.mock('../../../lib/console/api.ts', async (orig) => ({
  ...(await orig<Record<string, unknown>>()),
  me: () => Promise.resolve({ id: '1', name: 'sup.a', role: 'support', permissions: perms.list, csrfToken: 'x', mustChangePassword: false }),
}));
import { $consoleMe } from '../../../lib/console/me.ts';
import { PlayerActions } from './PlayerActions.tsx';
import TotpRemovalQueue from './TotpRemovalQueue.tsx';

const tr = (key: Parameters<typeof t>[1], p?: Record<string, string | number>) => t('zh-CN', key, p);
const me = () => ({ id: '1', name: 'sup.a', role: 'support' as const, permissions: perms.list as never[], csrfToken: 'x', mustChangePassword: false, mustEnrolTotp: false });
const player = (over: Partial<PlayerProfile> = {}) => ({ id: '42', nickname: '玩家42', status: 0, streamer: false, liveSessions: 1, totpEnabled: true, totpRemovalPending: false, ...over }) as PlayerProfile;
const row = (id: string, over: Record<string, unknown> = {}) => ({
  id, at: '2026-12-05T08:00:00.000Z', userId: '42', nickname: `玩家${id}`, reason: '手机丢失，已核实', state: 0, requestedBy: 'sup.b', decidedBy: null, blockedReason: null, ...over,
});
const page = (list: ReturnType<typeof row>[]) => ({ list, total: list.length, page: 1, pageSize: 20 });

afterEach(() => { cleanup(); vi.restoreAllMocks(); playerWrite.reset(); perms.list = ['players.read', 'players.totpRemove', 'players.totpApprove']; });

describe('the player page\'s remove-authenticator form', () => {
  it('sends the reason, then the page is read again; only while the player has one and none waits', async () => {
    vi.spyOn(playersApi, 'profile').mockResolvedValue(player({ totpRemovalPending: true }));
    vi.spyOn(playersApi, 'records').mockResolvedValue({ list: [], total: 0, page: 1, pageSize: 20 });
    const removeTotp = vi.spyOn(playersApi, 'removeTotp').mockResolvedValue({ id: '5', userId: '42', state: 0 });
    const { rerender } = render(<PlayerActions t={tr} me={me()} player={player()} />);
    const form = screen.getByTestId('remove-totp-form');
    fireEvent.change(within(form).getByRole('textbox'), { target: { value: '玩家手机丢失，视频核实身份' } });
    fireEvent.submit(form);
    await waitFor(() => expect(removeTotp).toHaveBeenCalledWith('42', '玩家手机丢失，视频核实身份'));
    await waitFor(() => expect(playerWrite.$state.get().notice).toBe('已提交移除申请，等待另一名工作人员批准'));
    expect(within(form).getByRole<HTMLInputElement>('textbox').value).toBe('');

    rerender(<PlayerActions t={tr} me={me()} player={player({ totpRemovalPending: true })} />);
    expect(screen.queryByTestId('remove-totp-form')).toBeNull();
    expect(screen.getByTestId('totp-removal-pending').textContent).toContain('待审批');
    rerender(<PlayerActions t={tr} me={me()} player={player({ totpEnabled: false })} />);
    expect(screen.queryByTestId('remove-totp-form')).toBeNull();
    perms.list = ['players.read'];
    rerender(<PlayerActions t={tr} me={me()} player={player()} />);
    expect(screen.queryByTestId('remove-totp-form')).toBeNull();
  });

  it('a refusal is shown and the reason stays', async () => {
    vi.spyOn(playersApi, 'removeTotp').mockRejectedValue(new Error('该玩家已有待审批的身份验证器移除申请'));
    render(<PlayerActions t={tr} me={me()} player={player()} />);
    const form = screen.getByTestId('remove-totp-form');
    fireEvent.change(within(form).getByRole('textbox'), { target: { value: '再次申请' } });
    fireEvent.submit(form);
    expect((await screen.findByTestId('action-error')).textContent).toBe('该玩家已有待审批的身份验证器移除申请');
    expect(within(form).getByRole<HTMLInputElement>('textbox').value).toBe('再次申请');
  });
});

describe('the removal queue', () => {
  it('approve where the server allows, the blocked reason where it does not, withdraw on one\'s own', async () => {
    $consoleMe.set(null);
    const list = vi.spyOn(totpRemovalsApi, 'list').mockResolvedValue(page([
      row('1'),
      row('2', { blockedReason: '你不能批准：该账号由申请人在 30 天内创建' }),
      row('3', { requestedBy: 'sup.a' }),
    ]));
    const decide = vi.spyOn(totpRemovalsApi, 'decide').mockResolvedValue({ id: '1', userId: '42', state: 1 });
    render(<TotpRemovalQueue lang="zh-CN" />);
    const table = await screen.findByTestId('totp-removals-table');
    await waitFor(() => expect(within(table).getAllByTestId('totp-approve')).toHaveLength(1));
    expect(list).toHaveBeenCalledWith({ state: '0', page: 1, pageSize: 20 });
    expect(within(table).getByTestId('totp-approve-blocked').textContent).toBe('你不能批准：该账号由申请人在 30 天内创建');
    // The blocked one can still be rejected; one's own only withdrawn.
    expect(within(table).getAllByTestId('totp-reject')).toHaveLength(2);
    await waitFor(() => expect(within(table).getAllByTestId('totp-cancel')).toHaveLength(1));

    fireEvent.click(within(table).getByTestId('totp-approve'));
    await waitFor(() => expect(decide).toHaveBeenCalledWith('1', 'approve'));
    expect((await screen.findByTestId('totp-decision')).textContent).toBe('已批准：玩家的身份验证器已移除');
    await waitFor(() => expect(list).toHaveBeenCalledTimes(2));

    fireEvent.click(within(table).getByTestId('totp-cancel'));
    await waitFor(() => expect(decide).toHaveBeenCalledWith('3', 'cancel'));
  });

  it('a refusal (the player set up a new one) is shown above the list, and the filter asks the server', async () => {
    const list = vi.spyOn(totpRemovalsApi, 'list').mockResolvedValue(page([row('1')]));
    vi.spyOn(totpRemovalsApi, 'decide').mockRejectedValue(new Error('提交申请后玩家的身份验证器已变更'));
    render(<TotpRemovalQueue lang="zh-CN" />);
    fireEvent.click(await screen.findByTestId('totp-approve'));
    expect((await screen.findByTestId('totp-decision')).textContent).toBe('提交申请后玩家的身份验证器已变更');
    fireEvent.change(screen.getByTestId('totp-state'), { target: { value: '4' } });
    await waitFor(() => expect(list).toHaveBeenLastCalledWith({ state: '4', page: 1, pageSize: 20 }));
  });
});
