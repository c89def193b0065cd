// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MessageDetail, MessageSummary } from '../../shared/contracts/inbox.ts';
import { clearToken, setToken } from '../../lib/stores/auth.ts';
import { $dialogs, closeAllDialogs, openDialog } from '../../lib/stores/dialogs.ts';
import { $unreadCount } from '../../lib/stores/inbox.ts';
import { InboxDialog } from './InboxDialog.tsx';

const ok = (data: unknown) => new Response(JSON.stringify({ status: 0, msg: '', data, success: true }));

function summary(id: number, read = false): MessageSummary {
  return { id: String(id), kind: 'deposit', title: `标题 ${id}`, summary: `摘要 ${id}`, read, createdAt: '2026-01-02T03:04:05Z' };
}

function detailOf(id: string): MessageDetail {
  return { id, kind: 'deposit', title: `标题 ${id}`, body: `正文 ${id}`, ref: 'R1', read: true, createdAt: '2026-01-02T03:04:05Z', readAt: '2026-01-02T04:00:00Z' };
}

/** A promise whose settling the test controls. */
function deferred<T>() {
  let resolve!: (v: T) => void;
  const promise = new Promise<T>((r) => { resolve = r; });
  return { promise, resolve };
}

describe('InboxDialog', () => {
  const fetch = vi.fn<(url: string, init: RequestInit) => Promise<Response>>();
  const calls = (path: string) => fetch.mock.calls.map(([url]) => url).filter((url) => url.startsWith(path));
  let messages: MessageSummary[];
  let count: number;

  beforeEach(() => {
    messages = [summary(2), summary(1, true)];
    count = 1;
    fetch.mockReset();
    vi.stubGlobal('fetch', fetch);
    fetch.mockImplementation(async (url) => {
      const u = new URL(url, 'http://x');
      if (u.pathname === '/api/message/listMessage') {
        const page = Number(u.searchParams.get('page'));
        const size = Number(u.searchParams.get('pageSize'));
        return ok({ list: messages.slice((page - 1) * size, page * size), total: messages.length, page, pageSize: size });
      }
      if (u.pathname === '/api/message/getMessageDetail') return ok(detailOf(u.searchParams.get('id')!));
      if (u.pathname === '/api/message/countUserUnreadMessage') return ok(count);
      throw new Error(url);
    });
    setToken('tok');
    openDialog('info');
  });
  afterEach(() => {
    cleanup();
    clearToken();
    closeAllDialogs();
    $unreadCount.set(0);
    vi.unstubAllGlobals();
  });

  it('lists messages newest first with the unread ones marked, and shows the empty state', async () => {
    render(<InboxDialog lang="zh-CN" />);
    const rows = await screen.findAllByTestId('inbox-row');
    expect(rows.map((r) => r.textContent)).toEqual([expect.stringContaining('标题 2'), expect.stringContaining('标题 1')]);
    expect(rows.map((r) => r.dataset.read)).toEqual(['false', 'true']);
    expect(within(rows[0]).getByText('未读')).toBeTruthy();
    expect(calls('/api/message/listMessage')).toEqual(['/api/message/listMessage?page=1&pageSize=15']);

    cleanup();
    messages = [];
    render(<InboxDialog lang="en" />);
    expect((await screen.findByTestId('inbox-empty')).textContent).toBe('No messages yet');
  });

  it('opens a message in full, which marks it read, and goes back to the list', async () => {
    render(<InboxDialog lang="zh-CN" />);
    fireEvent.click((await screen.findAllByTestId('inbox-row'))[0]);
    const detail = await screen.findByTestId('inbox-detail');
    expect(detail.textContent).toContain('正文 2');
    expect(calls('/api/message/getMessageDetail')).toEqual(['/api/message/getMessageDetail?id=2']);
    fireEvent.click(screen.getByTestId('inbox-back'));
    const rows = await screen.findAllByTestId('inbox-row');
    expect(rows.map((r) => r.dataset.read)).toEqual(['true', 'true']);
  });

  it('pages through the list', async () => {
    messages = Array.from({ length: 20 }, (_, i) => summary(20 - i));
    render(<InboxDialog lang="zh-CN" />);
    expect(await screen.findAllByTestId('inbox-row')).toHaveLength(15);
    fireEvent.click(screen.getByTestId('inbox-next'));
    await waitFor(() => expect(screen.getAllByTestId('inbox-row')).toHaveLength(5));
    expect(screen.getAllByTestId('inbox-row')[0].textContent).toContain('标题 5');
    expect(calls('/api/message/listMessage').at(-1)).toBe('/api/message/listMessage?page=2&pageSize=15');
  });

  it('drops a slow detail answer once another message was opened', async () => {
    const slow = deferred<Response>();
    const base = fetch.getMockImplementation()!;
    fetch.mockImplementation(async (url, init) => (url.endsWith('id=2') ? slow.promise : base(url, init)));
    render(<InboxDialog lang="zh-CN" />);
    fireEvent.click((await screen.findAllByTestId('inbox-row'))[0]);
    fireEvent.click(screen.getByTestId('inbox-back'));
    fireEvent.click((await screen.findAllByTestId('inbox-row'))[1]);
    expect((await screen.findByTestId('inbox-detail')).textContent).toContain('正文 1');
    await act(async () => slow.resolve(ok(detailOf('2'))));
    expect(screen.getByTestId('inbox-detail').textContent).toContain('正文 1');
  });

  it('closing refreshes the unread count first, then hides the dialog', async () => {
    const answer = deferred<Response>();
    const base = fetch.getMockImplementation()!;
    fetch.mockImplementation(async (url, init) => (url.startsWith('/api/message/countUserUnreadMessage') ? answer.promise : base(url, init)));
    $unreadCount.set(1);
    // The count the badge holds at the moment the dialog goes away.
    const seenAtHide: number[] = [];
    const un = $dialogs.listen((d) => { if (!d.info) seenAtHide.push($unreadCount.get()); });

    render(<InboxDialog lang="zh-CN" />);
    await screen.findAllByTestId('inbox-row');
    fireEvent.click(screen.getByRole('button', { name: '关闭' }));
    await waitFor(() => expect(calls('/api/message/countUserUnreadMessage')).toHaveLength(1));
    expect($dialogs.get().info).toBe(true); // still shown while the count is asked
    await act(async () => answer.resolve(ok(0)));
    await waitFor(() => expect($dialogs.get().info).toBe(false));
    expect(seenAtHide).toEqual([0]);
    un();
  });

  it('Escape closes through the same refresh, and a failed refresh still hides the dialog', async () => {
    const base = fetch.getMockImplementation()!;
    fetch.mockImplementation(async (url, init) =>
      (url.startsWith('/api/message/countUserUnreadMessage') ? new Response('oops', { status: 500 }) : base(url, init)));
    $unreadCount.set(4);
    render(<InboxDialog lang="zh-CN" />);
    await screen.findAllByTestId('inbox-row');
    fireEvent.keyDown(document, { key: 'Escape' });
    await waitFor(() => expect($dialogs.get().info).toBe(false));
    expect(calls('/api/message/countUserUnreadMessage')).toHaveLength(1);
    expect($unreadCount.get()).toBe(4); // the last known count stays
  });
});
