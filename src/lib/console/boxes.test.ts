// The case pages' stores: a case opened from nothing, retire / put back and a proposal decision
// sent as the server wants them, a retire reading the case again; the new case's options.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ConsoleBoxDetail } from '../../shared/console/boxes.ts';
import { boxDetail, boxesApi, boxNewOptions, boxRetire, decideProposal, openBox, proposalDecisions, setBoxRetired } from './boxes.ts';

const detail = { box: { id: 3, currentVersion: 1, retiredAt: null }, versions: [], proposals: [] } as unknown as ConsoleBoxDetail;
const flush = () => new Promise((r) => setTimeout(r, 0));

afterEach(() => vi.restoreAllMocks());

describe('the case stores', () => {
  it('opens a case from nothing; a retire sends the reason and reads the case again', async () => {
    const get = vi.spyOn(boxesApi, 'detail').mockResolvedValue(detail);
    const retire = vi.spyOn(boxesApi, 'retire').mockResolvedValue({ id: 3 });
    const unretire = vi.spyOn(boxesApi, 'unretire').mockResolvedValue({ id: 3 });
    boxDetail.set({ ...detail, versions: [{}] } as never);
    const opening = openBox(3);
    expect(boxDetail.$state.get().data).toBeNull();
    await opening;
    expect(boxDetail.$state.get().data).toEqual(detail);
    await setBoxRetired(3, true, 'odds wrong');
    await setBoxRetired(3, false, 'fixed');
    await flush();
    expect(retire).toHaveBeenCalledWith(3, 'odds wrong');
    expect(unretire).toHaveBeenCalledWith(3, 'fixed');
    expect(get).toHaveBeenCalledTimes(3);
  });

  it('approving answers the version it became, rejecting null', async () => {
    const approve = vi.spyOn(boxesApi, 'approve').mockResolvedValue({ boxId: 3, version: 4 });
    const reject = vi.spyOn(boxesApi, 'reject').mockResolvedValue({ id: 8 });
    expect(await decideProposal(8, true, 'ok')).toBe(4);
    expect(await decideProposal(9, false, 'no')).toBeNull();
    expect(approve).toHaveBeenCalledWith(8, 'ok');
    expect(reject).toHaveBeenCalledWith(9, 'no');
  });

  it('the new case\'s options come from the list\'s first page', async () => {
    const list = vi.spyOn(boxesApi, 'list').mockResolvedValue({ themes: [], images: [], houseEdgePercent: 10 } as never);
    await boxNewOptions.load();
    expect(list).toHaveBeenCalledWith({ page: 1, pageSize: 1 });
    expect(boxNewOptions.$state.get().data).toMatchObject({ houseEdgePercent: 10 });
  });
});

describe('the case page\'s forms', () => {
  const t = (key: string, p?: Record<string, string | number>) => (p ? `${key} ${JSON.stringify(p)}` : key);

  it('retire says which was done; a proposal\'s decision says the version or the rejection, a refusal on that proposal alone; opening the case clears them', async () => {
    vi.spyOn(boxesApi, 'detail').mockResolvedValue(detail);
    vi.spyOn(boxesApi, 'retire').mockResolvedValue({ id: 3 });
    vi.spyOn(boxesApi, 'approve').mockResolvedValueOnce({ boxId: 3, version: 4 }).mockRejectedValueOnce(new Error('own proposal'));
    vi.spyOn(boxesApi, 'reject').mockResolvedValue({ id: 9 });
    await boxRetire.run(t, 3, true, 'odds wrong');
    expect(boxRetire.$state.get()).toEqual({ busy: false, error: '', notice: 'console_boxes_retireDone' });
    await proposalDecisions.get(8).run(t, true, '');
    await proposalDecisions.get(9).run(t, false, 'no');
    await proposalDecisions.get(10).run(t, true, '');
    expect(proposalDecisions.get(8).$state.get().notice).toBe('console_boxes_approved {"version":4}');
    expect(proposalDecisions.get(9).$state.get().notice).toBe('console_boxes_rejected');
    expect(proposalDecisions.get(10).$state.get()).toEqual({ busy: false, error: 'own proposal', notice: '' });
    await openBox(3);
    expect(boxRetire.$state.get().notice).toBe('');
    expect(proposalDecisions.get(8).$state.get().notice).toBe('');
    expect(proposalDecisions.get(10).$state.get().error).toBe('');
  });
});
