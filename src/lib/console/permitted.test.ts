// @vitest-environment happy-dom
// A front-page panel: loaded only for a role holding its permission (nothing asked otherwise),
// the data or the failure's message shown, and a reopening starts from nothing.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetMe } from './api.ts';
import { createPermittedLoad } from './permitted.ts';

const ok = (data: unknown) => new Response(JSON.stringify({ status: 0, msg: '', data, success: true }));
let permissions: string[];

beforeEach(() => {
  forgetMe();
  permissions = ['console.view', 'reports.read'];
  vi.stubGlobal('fetch', vi.fn(async () => ok({ id: '1', name: 'op', role: 'operator', permissions, csrfToken: 'x', mustChangePassword: false })));
});
afterEach(() => vi.unstubAllGlobals());

describe('createPermittedLoad', () => {
  it('loads for a role with the permission, and shows a failure', async () => {
    const fetchData = vi.fn().mockResolvedValueOnce({ n: 1 }).mockRejectedValueOnce(new Error('down'));
    const panel = createPermittedLoad('reports.read', fetchData);
    await panel.start();
    expect(panel.$state.get()).toEqual({ allowed: true, data: { n: 1 }, error: '' });
    await panel.start();
    expect(panel.$state.get()).toEqual({ allowed: true, data: null, error: 'down' });
  });

  it('asks nothing for a role without it', async () => {
    permissions = ['console.view'];
    const fetchData = vi.fn().mockResolvedValue({ n: 1 });
    const panel = createPermittedLoad('reports.read', fetchData);
    await panel.start();
    expect(fetchData).not.toHaveBeenCalled();
    expect(panel.$state.get()).toEqual({ allowed: false, data: null, error: '' });
  });
});
