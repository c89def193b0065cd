// The inbox dialog's store: the first page on opening, a message read on this visit, a failed
// detail, and an answer for a message left behind is dropped.
import { beforeEach, describe, expect, it, vi } from 'vitest';

const api = vi.hoisted(() => ({ list: vi.fn(), detail: vi.fn() }));
vi.mock('../api/inbox.ts', () => ({ inboxApi: api }));
const { $inboxDetail, $inboxReadIds, dropInboxDetail, inboxList, leaveInbox, openInboxMessage, startInbox } = await import('./messages.ts');

const message = { id: '3', title: 'Hi', body: 'b', createdAt: '2026-01-01T00:00:00.000Z' };

beforeEach(() => {
  api.list.mockReset().mockResolvedValue({ list: [], total: 0, page: 1, pageSize: 10 });
  api.detail.mockReset();
  leaveInbox();
});

describe('inbox messages', () => {
  it('opens on page 1 and marks an opened message read for this visit', async () => {
    await startInbox();
    expect(api.list).toHaveBeenCalledWith(1, { silent: true });
    expect(inboxList.$state.get().data?.total).toBe(0);
    api.detail.mockResolvedValue(message);
    await openInboxMessage('3');
    expect($inboxDetail.get()).toEqual({ state: 'shown', message });
    expect([...$inboxReadIds.get()]).toEqual(['3']);
    leaveInbox();
    expect($inboxReadIds.get().size).toBe(0);
    expect(inboxList.$state.get().data).toBeNull();
  });

  it('shows a failed detail, and drops one for a message left', async () => {
    api.detail.mockRejectedValueOnce(new Error('down'));
    await openInboxMessage('3');
    expect($inboxDetail.get()).toEqual({ state: 'failed' });
    let resolve!: (v: unknown) => void;
    api.detail.mockReturnValue(new Promise((r) => { resolve = r; }));
    const p = openInboxMessage('3');
    dropInboxDetail();
    resolve(message);
    await p;
    expect($inboxDetail.get()).toEqual({ state: 'loading' });
    expect($inboxReadIds.get().size).toBe(0);
  });
});
