// The staff page's actions: each write answers what the server said and reads the list (and the
// owner requests) again, saying whether the list came; a refused write rejects; a decision on an
// owner request reads the requests again either way.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Page, StaffRow } from '../../shared/contracts/console-staff.ts';
import { decideRoleRequest, roleRequests, staffActions, staffApi } from './staff.ts';

const page: Page<StaffRow> = { rows: [], total: 0, page: 1, pageSize: 20 } as unknown as Page<StaffRow>;
const flush = () => new Promise((r) => setTimeout(r, 0));

afterEach(() => { vi.restoreAllMocks(); vi.unstubAllGlobals(); });

describe('the staff actions', () => {
  it('create answers the credentials and reads the list and the requests again', async () => {
    vi.spyOn(staffApi, 'create').mockResolvedValue({ id: '5', name: 'ann', password: 'once' } as never);
    const requests = vi.spyOn(staffApi, 'roleRequests').mockResolvedValue([]);
    const fetch = vi.fn(async (_url: string) => new Response(JSON.stringify({ status: 0, msg: '', data: page, success: true })));
    vi.stubGlobal('fetch', fetch);
    const r = await staffActions.create('ann', 'support');
    expect(r).toEqual({ answer: { id: '5', name: 'ann', password: 'once' }, reloadError: '' });
    expect(requests).toHaveBeenCalled();
    expect(fetch.mock.calls.some(([url]) => url.startsWith('/api/console/staff/list'))).toBe(true);
  });

  it('a list that fails to load after a write is said; a reset leaves the requests alone', async () => {
    vi.spyOn(staffApi, 'reset').mockResolvedValue({ id: '5', name: 'ann', password: 'again' } as never);
    const requests = vi.spyOn(staffApi, 'roleRequests').mockResolvedValue([]);
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ status: 1, msg: 'list down', data: null, success: false }), { status: 500 })));
    expect((await staffActions.reset('5')).reloadError).toBe('list down');
    expect(requests).not.toHaveBeenCalled();
  });

  it('a refused write rejects', async () => {
    vi.spyOn(staffApi, 'disable').mockRejectedValue(new Error('not yourself'));
    await expect(staffActions.disable('1')).rejects.toThrow('not yourself');
  });

  it('a decision reads the requests again, refused or not', async () => {
    const requests = vi.spyOn(staffApi, 'roleRequests').mockResolvedValue([]);
    vi.spyOn(staffApi, 'decide').mockRejectedValueOnce(new Error('your own request')).mockResolvedValueOnce(null);
    await expect(decideRoleRequest('4', true)).rejects.toThrow('your own request');
    await decideRoleRequest('4', false);
    await flush();
    expect(requests).toHaveBeenCalledTimes(2);
    expect(roleRequests.$state.get().data).toEqual([]);
  });
});
