// @vitest-environment happy-dom
// The channel list: create sends code and name; rename and enable / disable send the whole
// channel (code, name, enabled); a refusal is shown; without promotion.manage nothing is editable.
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ConsoleChannel } from '../../../shared/console/promotion.ts';
import { t } from '../../../lib/i18n/ui.ts';
import { levelsApi } from '../../../lib/console/promotion.ts';
import { ChannelList } from './ChannelList.tsx';

const channel: ConsoleChannel = { code: 'bili', name: 'B 站', enabled: true, players: 12, createdAt: '2026-11-24T08:00:00.000Z' };
const tr = (key: Parameters<typeof t>[1], p?: Record<string, string | number>) => t('zh-CN', key, p);

describe('console channel list', () => {
  afterEach(() => { cleanup(); vi.restoreAllMocks(); });

  it('creates, renames and disables', async () => {
    const create = vi.spyOn(levelsApi, 'createChannel').mockResolvedValue(null);
    const update = vi.spyOn(levelsApi, 'updateChannel').mockResolvedValue(null);
    const changed = vi.fn();
    render(<ChannelList lang="zh-CN" t={tr} channels={[channel]} error="" canManage onChanged={changed} />);
    const row = screen.getByTestId('channel-row');
    expect(row.textContent).toContain('启用中');
    expect(row.textContent).toContain('12');

    fireEvent.change(screen.getByTestId('channel-new-code'), { target: { value: ' douyin ' } });
    fireEvent.change(screen.getByTestId('channel-new-name'), { target: { value: '抖音' } });
    fireEvent.click(screen.getByTestId('channel-new-submit'));
    await waitFor(() => expect(create).toHaveBeenCalledWith('douyin', '抖音'));
    await waitFor(() => expect(changed).toHaveBeenCalledTimes(1));

    fireEvent.click(within(row).getByTestId('channel-rename'));
    fireEvent.change(within(row).getByTestId('channel-rename-input'), { target: { value: '哔哩哔哩' } });
    fireEvent.click(within(row).getByTestId('channel-rename-save'));
    await waitFor(() => expect(update).toHaveBeenCalledWith('bili', '哔哩哔哩', true));

    fireEvent.click(within(row).getByTestId('channel-toggle'));
    await waitFor(() => expect(update).toHaveBeenLastCalledWith('bili', 'B 站', false));
    await waitFor(() => expect(changed).toHaveBeenCalledTimes(3));
  });

  it('shows a refusal and offers nothing to edit without promotion.manage', async () => {
    vi.spyOn(levelsApi, 'createChannel').mockRejectedValue(new Error('该渠道代码已存在'));
    const changed = vi.fn();
    const { rerender } = render(<ChannelList lang="zh-CN" t={tr} channels={[channel]} error="" canManage onChanged={changed} />);
    fireEvent.change(screen.getByTestId('channel-new-code'), { target: { value: 'bili' } });
    fireEvent.change(screen.getByTestId('channel-new-name'), { target: { value: '重复' } });
    fireEvent.click(screen.getByTestId('channel-new-submit'));
    expect((await screen.findByRole('alert')).textContent).toBe('该渠道代码已存在');
    expect(changed).not.toHaveBeenCalled();

    rerender(<ChannelList lang="zh-CN" t={tr} channels={[channel]} error="" canManage={false} onChanged={changed} />);
    expect(screen.queryByTestId('channel-create')).toBeNull();
    expect(screen.queryByTestId('channel-toggle')).toBeNull();
    expect(screen.queryByTestId('channel-rename')).toBeNull();
  });
});
