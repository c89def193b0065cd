// @vitest-environment happy-dom
// The notice dialog through the real DialogHost (lazy import included), opened by the real
// once-per-notice logic with a stubbed notice API.
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { $notice, showNoticeOnce, type NoticeItem } from '../../lib/shell/notice.ts';
import { $dialogs, closeAllDialogs } from '../../lib/stores/dialogs.ts';
import DialogHost from '../dialogs/DialogHost.tsx';

const newest: NoticeItem = {
  id: 'maintenance-0501',
  title: '系统维护公告',
  content: '5 月 1 日凌晨维护。\n\n维护期间暂停提现。',
  publishedAt: '2026-04-28T08:00:00.000Z',
  level: 'important',
};
const config = { balanceTypeSwitch: false, publicText: true };

describe('NoticeDialog', () => {
  beforeEach(() => {
    localStorage.clear();
    closeAllDialogs();
    $notice.set(null);
  });
  afterEach(() => cleanup());

  it('shows the newest notice once: closed, it does not come back for the same notice', async () => {
    render(<DialogHost lang="zh-CN" />);
    await act(async () => {
      await showNoticeOnce(config, async () => [newest]);
    });
    const dialog = await screen.findByTestId('notice-dialog');
    expect(screen.getByRole('heading', { name: '系统维护公告' })).toBeTruthy();
    expect(dialog.querySelectorAll('p.whitespace-pre-line')).toHaveLength(2);
    expect(dialog.textContent).toContain('发布于 2026-04-28');

    fireEvent.click(screen.getByRole('button', { name: '我知道了' }));
    await waitFor(() => expect(screen.queryByTestId('notice-dialog')).toBeNull());
    expect($dialogs.get().notice).toBe(false);

    // The next page load asks again: the same notice stays closed.
    await act(async () => {
      expect(await showNoticeOnce(config, async () => [newest])).toBeNull();
    });
    expect(screen.queryByTestId('notice-dialog')).toBeNull();
  });

  it('closes with Escape, in English too', async () => {
    render(<DialogHost lang="en" />);
    await act(async () => {
      await showNoticeOnce(config, async () => [{ ...newest, id: 'n2', title: '' }]);
    });
    expect(await screen.findByRole('heading', { name: 'Notice' })).toBeTruthy();
    fireEvent.keyDown(document, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByTestId('notice-dialog')).toBeNull());
  });
});
