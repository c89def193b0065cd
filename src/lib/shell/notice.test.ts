// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { $dialogs, closeAllDialogs, closeDialog, openDialog } from '../stores/dialogs.ts';
import { $notice, markNoticeSeen, NOTICE_SEEN_KEY, noticeToShow, seenNotices, showNoticeOnce, type NoticeItem } from './notice.ts';

const notice = (id: string): NoticeItem => ({ id, title: `t-${id}`, content: 'a\n\nb', publishedAt: '2026-05-01T00:00:00Z', level: 'info' });
const on = { balanceTypeSwitch: false, publicText: true };

describe('the public notice, once per notice', () => {
  beforeEach(() => {
    localStorage.clear();
    closeAllDialogs();
    $notice.set(null);
  });

  it('picks the newest notice only when sysConfig allows it, and not one already seen', () => {
    expect(noticeToShow(on, [notice('n2'), notice('n1')], [])?.id).toBe('n2');
    expect(noticeToShow({ ...on, publicText: false }, [notice('n2')], [])).toBeNull();
    expect(noticeToShow(null, [notice('n2')], [])).toBeNull();
    expect(noticeToShow(on, [], [])).toBeNull();
    expect(noticeToShow(on, [notice('n2')], ['n2'])).toBeNull();
    expect(noticeToShow({ ...on, noticeId: 'n2' }, [notice('n2')], [])?.id).toBe('n2');
    expect(noticeToShow({ ...on, noticeId: 'n1' }, [notice('n2')], [])).toBeNull();
  });

  it('opens the dialog once; a reload (same notice) does not ask again; a new notice shows', async () => {
    const fetchNewest = vi.fn(async () => [notice('n1')]);
    expect((await showNoticeOnce(on, fetchNewest))?.id).toBe('n1');
    expect($dialogs.get().notice).toBe(true);
    expect($notice.get()?.id).toBe('n1');
    expect(JSON.parse(localStorage.getItem(NOTICE_SEEN_KEY)!)).toEqual(['n1']);

    closeAllDialogs();
    expect(await showNoticeOnce(on, fetchNewest)).toBeNull();
    expect($dialogs.get().notice).toBe(false);

    expect((await showNoticeOnce(on, async () => [notice('n2')]))?.id).toBe('n2');
    expect(seenNotices()).toEqual(['n1', 'n2']);
  });

  it('waits while another dialog is open (a sign-in the visitor started) and opens once it closes', async () => {
    openDialog('register');
    const shown = showNoticeOnce(on, async () => [notice('n1')]);
    await new Promise((r) => setTimeout(r, 10));
    expect($dialogs.get().notice).toBe(false);
    expect($dialogs.get().register).toBe(true);
    expect(seenNotices()).toEqual([]);
    closeDialog('register');
    expect((await shown)?.id).toBe('n1');
    expect($dialogs.get().notice).toBe(true);
    expect(seenNotices()).toEqual(['n1']);
  });

  it('does not even ask for notices when publicText is off; a failed or odd answer shows nothing', async () => {
    const fetchNewest = vi.fn(async () => [notice('n1')]);
    expect(await showNoticeOnce({ ...on, publicText: false }, fetchNewest)).toBeNull();
    expect(fetchNewest).not.toHaveBeenCalled();
    expect(await showNoticeOnce(on, async () => Promise.reject(new Error('network')))).toBeNull();
    expect(await showNoticeOnce(on, async () => ({ list: [] }) as unknown as NoticeItem[])).toBeNull();
    expect(await showNoticeOnce(on, async () => [{ ...notice(''), id: 7 } as unknown as NoticeItem])).toBeNull();
    expect($dialogs.get().notice).toBe(false);
  });

  it('survives a corrupt stored list and keeps only the last 20 ids', () => {
    localStorage.setItem(NOTICE_SEEN_KEY, '{not json');
    expect(seenNotices()).toEqual([]);
    localStorage.setItem(NOTICE_SEEN_KEY, JSON.stringify(['a', 3, null]));
    expect(seenNotices()).toEqual(['a']);
    for (let i = 0; i < 25; i++) markNoticeSeen(`n${i}`);
    expect(seenNotices()).toHaveLength(20);
    expect(seenNotices().at(-1)).toBe('n24');
  });
});
