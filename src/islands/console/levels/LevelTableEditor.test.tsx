// @vitest-environment happy-dom
// A level table edited as a whole: rows added and removed are renumbered 1…n, saving sends the
// whole table, the server's refusal is shown next to the form, a new version from the server
// replaces the form and shows who saved it; without promotion.manage there is nothing to edit.
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { t } from '../../../lib/i18n/ui.ts';
import { LevelTableEditor, type LevelColumn, type LevelRow } from './LevelTableEditor.tsx';

type K = 'minGrowth' | 'rewardCoins';
const columns: LevelColumn<K>[] = [
  { key: 'minGrowth', label: '累计充值（元）', prefix: '¥' },
  { key: 'rewardCoins', label: '一次性金币奖励（元）', prefix: '¥' },
];
const v1 = {
  tableId: '3', createdAt: '2026-11-24T08:00:00.000Z', staff: null,
  levels: [{ level: 1, minGrowth: '50.00', rewardCoins: '2.00' }, { level: 2, minGrowth: '200.00', rewardCoins: '5.00' }],
};
const tr = (key: Parameters<typeof t>[1], p?: Record<string, string | number>) => t('zh-CN', key, p);

describe('console level table editor', () => {
  afterEach(() => { cleanup(); vi.restoreAllMocks(); });

  it('adds and removes rows, sends the whole table numbered 1…n, and shows the new version', async () => {
    let resolve: () => void = () => undefined;
    const onSave = vi.fn((_levels: LevelRow<K>[]) => new Promise<void>((r) => { resolve = r; }));
    const { rerender } = render(<LevelTableEditor lang="zh-CN" t={tr} kind="vip" title="会员等级" columns={columns} current={v1} canManage onSave={onSave} />);
    expect(screen.getByTestId('level-table-vip-version').textContent).toContain('系统内置');
    expect(screen.getByTestId<HTMLButtonElement>('level-table-vip-save').disabled).toBe(true);

    fireEvent.click(screen.getByTestId('level-table-vip-add'));
    expect(screen.getByTestId('level-table-vip-minGrowth-3').getAttribute('aria-invalid')).toBeNull();
    fireEvent.change(screen.getByTestId('level-table-vip-minGrowth-3'), { target: { value: '500' } });
    fireEvent.change(screen.getByTestId('level-table-vip-rewardCoins-3'), { target: { value: ' 10 ' } });
    fireEvent.click(screen.getByTestId('level-table-vip-remove-1'));
    expect(screen.getAllByTestId('level-table-vip-row')).toHaveLength(2);
    fireEvent.click(screen.getByTestId('level-table-vip-save'));
    expect(onSave).toHaveBeenCalledWith([
      { level: 1, minGrowth: '200.00', rewardCoins: '5.00' },
      { level: 2, minGrowth: '500', rewardCoins: '10' },
    ]);

    const v2 = { tableId: '4', createdAt: '2026-11-24T10:30:00.000Z', staff: 'owner1', levels: [{ level: 1, minGrowth: '200.00', rewardCoins: '5.00' }, { level: 2, minGrowth: '500.00', rewardCoins: '10.00' }] };
    resolve();
    rerender(<LevelTableEditor lang="zh-CN" t={tr} kind="vip" title="会员等级" columns={columns} current={v2} canManage onSave={onSave} />);
    await screen.findByTestId('level-table-vip-saved');
    expect(screen.getByTestId('level-table-vip-version').textContent).toBe('版本 #4 · 2026/11/24 18:30 · owner1');
    expect(screen.getByTestId<HTMLInputElement>('level-table-vip-minGrowth-2').value).toBe('500.00');
  });

  it('a free-case picker and count under each level: chosen, sent with the row, new rows give none', () => {
    type F = K | 'freeBoxId' | 'freeBoxCount';
    const withBox: LevelColumn<F>[] = [
      ...columns,
      { key: 'freeBoxId', label: '升级赠送免费箱子', choices: [{ value: '', label: '不赠送' }, { value: '7', label: '#7 新手箱' }], initial: '', below: true },
      { key: 'freeBoxCount', label: '数量', integer: true, max: 10, initial: '0', prefix: '×', below: true },
    ];
    const cur = { ...v1, levels: v1.levels.map((l) => ({ ...l, freeBoxId: '', freeBoxCount: '0' })) };
    const onSave = vi.fn((_levels: LevelRow<F>[]) => Promise.resolve());
    render(<LevelTableEditor lang="zh-CN" t={tr} kind="vip" title="会员等级" columns={withBox} current={cur} canManage onSave={onSave} />);
    // Not a table column: on the line under each level.
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).not.toContain('升级赠送免费箱子');
    fireEvent.change(screen.getByTestId('level-table-vip-freeBoxId-2'), { target: { value: '7' } });
    fireEvent.change(screen.getByTestId('level-table-vip-freeBoxCount-2'), { target: { value: '11' } });
    expect(screen.getByTestId('level-table-vip-freeBoxCount-2').getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(screen.getByTestId('level-table-vip-freeBoxCount-2'), { target: { value: '3' } });
    fireEvent.click(screen.getByTestId('level-table-vip-add'));
    fireEvent.change(screen.getByTestId('level-table-vip-minGrowth-3'), { target: { value: '500' } });
    fireEvent.change(screen.getByTestId('level-table-vip-rewardCoins-3'), { target: { value: '10' } });
    fireEvent.click(screen.getByTestId('level-table-vip-save'));
    expect(onSave).toHaveBeenCalledWith([
      { level: 1, minGrowth: '50.00', rewardCoins: '2.00', freeBoxId: '', freeBoxCount: '0' },
      { level: 2, minGrowth: '200.00', rewardCoins: '5.00', freeBoxId: '7', freeBoxCount: '3' },
      { level: 3, minGrowth: '500', rewardCoins: '10', freeBoxId: '', freeBoxCount: '0' },
    ]);
  });

  it('shows the server refusal next to the form and keeps the edits', async () => {
    const onSave = vi.fn().mockRejectedValue(new Error('等级表需从 1 级起连续编号，且每级门槛都高于上一级（最多 20 级）'));
    render(<LevelTableEditor lang="zh-CN" t={tr} kind="vip" title="会员等级" columns={columns} current={v1} canManage onSave={onSave} />);
    fireEvent.change(screen.getByTestId('level-table-vip-minGrowth-2'), { target: { value: '10' } });
    // Marked before saving: 10 is not above level 1's 50; the other fields are not.
    expect(screen.getByTestId('level-table-vip-minGrowth-2').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByTestId('level-table-vip-minGrowth-1').getAttribute('aria-invalid')).toBeNull();
    expect(screen.getByTestId('level-table-vip-rewardCoins-2').getAttribute('aria-invalid')).toBeNull();
    fireEvent.click(screen.getByTestId('level-table-vip-save'));
    await waitFor(() => expect(screen.getByTestId('level-table-vip-error').textContent).toBe('等级表需从 1 级起连续编号，且每级门槛都高于上一级（最多 20 级）'));
    expect(screen.getByTestId<HTMLInputElement>('level-table-vip-minGrowth-2').value).toBe('10');
  });

  it('is read-only without promotion.manage', () => {
    render(<LevelTableEditor lang="zh-CN" t={tr} kind="vip" title="会员等级" columns={columns} current={v1} canManage={false} onSave={vi.fn()} />);
    expect(screen.queryAllByRole('textbox')).toHaveLength(0);
    expect(screen.queryByTestId('level-table-vip-save')).toBeNull();
    expect(screen.queryByTestId('level-table-vip-add')).toBeNull();
    expect(screen.getAllByTestId('level-table-vip-row')[1].textContent).toContain('¥200.00');
  });
});
