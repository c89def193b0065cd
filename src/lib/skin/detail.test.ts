// The skin dialog's store: the skin, "not found" for the catalogue's code or a bare 404, "failed"
// otherwise, and an answer for a skin no longer shown is dropped.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/client.ts';
import { ERROR_CODE } from '../api/error-codes.ts';

const api = vi.hoisted(() => ({ detail: vi.fn() }));
vi.mock('../api/skin.ts', () => ({ skinApi: api }));
const { $skinDetail, loadSkinDetail, resetSkinDetail } = await import('./detail.ts');

beforeEach(() => {
  api.detail.mockReset();
  resetSkinDetail();
});

describe('loadSkinDetail', () => {
  it('shows the skin', async () => {
    api.detail.mockResolvedValue({ ornamentId: 5 });
    await loadSkinDetail(5);
    expect($skinDetail.get()).toEqual({ kind: 'ready', skin: { ornamentId: 5 } });
  });

  it('tells not found from failed', async () => {
    api.detail.mockRejectedValueOnce(new ApiError(ERROR_CODE.SKIN_NOT_FOUND, 'gone'));
    await loadSkinDetail(5);
    expect($skinDetail.get()).toEqual({ kind: 'notFound' });
    api.detail.mockRejectedValueOnce(new ApiError(500, 'down'));
    await loadSkinDetail(5);
    expect($skinDetail.get()).toEqual({ kind: 'failed' });
  });

  it('drops an answer that comes after the dialog closed', async () => {
    let resolve!: (v: unknown) => void;
    api.detail.mockReturnValue(new Promise((r) => { resolve = r; }));
    const p = loadSkinDetail(5);
    resetSkinDetail();
    resolve({ ornamentId: 5 });
    await p;
    expect($skinDetail.get()).toEqual({ kind: 'loading' });
  });
});
