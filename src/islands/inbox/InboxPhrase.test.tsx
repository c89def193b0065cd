// @vitest-environment happy-dom
// The anti-phishing phrase at the top of an opened message (docs/decisions/0104): shown when the
// API answers one, absent when the player set none.
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MessageDetail, MessageSummary } from '../../shared/contracts/inbox.ts';
import { clearToken, setToken } from '../../lib/stores/auth.ts';
import { closeAllDialogs, openDialog } from '../../lib/stores/dialogs.ts';
import { InboxDialog } from './InboxDialog.tsx';

const ok = (data: unknown) => new Response(JSON.stringify({ status: 0, msg: '', data, success: true }));
const row: MessageSummary = { id: '7', kind: 'security', title: '新设备登录', summary: '摘要', read: false, createdAt: '2026-01-02T03:04:05Z' };

describe('the anti-phishing phrase in the inbox', () => {
  let phrase = '';
  beforeEach(() => {
    vi.stubGlobal('fetch', vi.fn(async (url: string) => {
      const u = new URL(url, 'http://x');
      if (u.pathname === '/api/message/listMessage') return ok({ list: [{ ...row, antiPhishingPhrase: phrase }], total: 1, page: 1, pageSize: 15 });
      if (u.pathname === '/api/message/getMessageDetail') {
        const d: MessageDetail = { id: '7', kind: 'security', title: '新设备登录', body: '正文', ref: null, read: true, createdAt: row.createdAt, readAt: row.createdAt, antiPhishingPhrase: phrase };
        return ok(d);
      }
      if (u.pathname === '/api/message/countUserUnreadMessage') return ok(0);
      throw new Error(url);
    }));
    setToken('tok');
    openDialog('info');
  });
  afterEach(() => {
    cleanup();
    clearToken();
    closeAllDialogs();
    vi.unstubAllGlobals();
  });

  it('shows the phrase at the top of the message', async () => {
    phrase = '蓝色海豚';
    render(<InboxDialog lang="en" />);
    fireEvent.click(await screen.findByTestId('inbox-row'));
    await screen.findByTestId('inbox-detail');
    expect(screen.getByTestId('inbox-phrase').textContent).toBe('Your anti-phishing phrase: 蓝色海豚');
  });

  it('shows none when the player set none', async () => {
    phrase = '';
    render(<InboxDialog lang="zh-CN" />);
    fireEvent.click(await screen.findByTestId('inbox-row'));
    await screen.findByTestId('inbox-detail');
    expect(screen.queryByTestId('inbox-phrase')).toBeNull();
  });
});
