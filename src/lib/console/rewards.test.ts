// The redeem-code page's store: making a batch downloads its CSV and reads the batches again; a
// batch's redemptions open and close.
import { afterEach, describe, expect, it, vi } from 'vitest';

const saved = vi.hoisted(() => [] as { name: string }[]);
vi.mock('../download.ts', () => ({ download: (_b: Blob, name: string) => saved.push({ name }) }));
import { $openBatchId, batchCreate, batchDetail, batchList, closeBatch, makeBatch, openBatch, rewardsApi, type BatchInput } from './rewards.ts';

afterEach(() => { vi.restoreAllMocks(); saved.length = 0; });

const input: BatchInput = { name: 'b', prefix: 'AB', count: 2, usesPerCode: 1, usesPerPlayer: 1, expiresAt: '', reward: { kind: 'balance', amount: '1' } };

describe('the rewards store', () => {
  it('makes a batch: the CSV is downloaded, the batches read again', async () => {
    vi.spyOn(rewardsApi, 'create').mockResolvedValue({ csv: new Blob(['x']), fileName: 'AB.csv', count: 2 });
    const batches = vi.spyOn(rewardsApi, 'batches').mockResolvedValue({ list: [], total: 0, page: 1, pageSize: 20 });
    expect(await makeBatch(input)).toEqual({ count: 2, fileName: 'AB.csv' });
    expect(saved).toEqual([{ name: 'AB.csv' }]);
    expect(batches).toHaveBeenCalled();
    expect(batchList.$query.get().page).toBe(1);
  });

  it('a refused batch downloads nothing', async () => {
    vi.spyOn(rewardsApi, 'create').mockRejectedValue(new Error('prefix taken'));
    await expect(makeBatch(input)).rejects.toThrow('prefix taken');
    expect(saved).toEqual([]);
  });

  it('the form\'s write: busy meanwhile, the notice names the codes and the file; a build that throws is the refusal and sends nothing', async () => {
    const create = vi.spyOn(rewardsApi, 'create').mockResolvedValue({ csv: new Blob(['x']), fileName: 'AB.csv', count: 2 });
    vi.spyOn(rewardsApi, 'batches').mockResolvedValue({ list: [], total: 0, page: 1, pageSize: 20 });
    const t = (key: string, p?: Record<string, string | number>) => `${key} ${JSON.stringify(p)}`;
    batchCreate.reset();
    const run = batchCreate.run(t, () => input);
    expect(batchCreate.$state.get().busy).toBe(true);
    expect(await run).toEqual({ ok: true, value: { count: 2, fileName: 'AB.csv' } });
    expect(batchCreate.$state.get()).toEqual({ busy: false, error: '', notice: 'console_rewards_downloaded {"count":2,"file":"AB.csv"}' });
    create.mockClear();
    expect(await batchCreate.run(t, () => ({ ...input, expiresAt: new Date('x').toISOString() }))).toEqual({ ok: false });
    expect(batchCreate.$state.get()).toEqual({ busy: false, error: 'Invalid time value', notice: '' });
    expect(create).not.toHaveBeenCalled();
  });

  it('opens a batch\'s redemptions and closes them', async () => {
    const detail = { batch: { id: '3' }, redemptions: [] } as never;
    vi.spyOn(rewardsApi, 'batch').mockResolvedValue(detail);
    await openBatch('3');
    expect($openBatchId.get()).toBe('3');
    expect(batchDetail.$state.get().data).toBe(detail);
    closeBatch();
    expect($openBatchId.get()).toBeNull();
    expect(batchDetail.$state.get().data).toBeNull();
  });
});
