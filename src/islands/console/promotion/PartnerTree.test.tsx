// @vitest-environment happy-dom
// A partner's downline drawn as a tree: each player right under the one who brought them
// (whatever order the server sent), indented by depth, flags shown; the cut notice when the
// server stopped at its row limit.
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ConsoleTreeNode } from '../../../shared/console/promotion.ts';
import { t } from '../../../lib/i18n/ui.ts';
import { PartnerTree } from './PartnerTree.tsx';

const node = (userId: string, parentId: string, depth: number, flag: ConsoleTreeNode['flag'] = 0): ConsoleTreeNode => ({
  userId, parentId, depth, nickname: `玩家${userId}`, boundTime: '2026-11-24T08:00:00.000Z', purchases: '10.00', rebate: depth === 1 ? '0.30' : '0.00', flag,
});
const tr = (key: Parameters<typeof t>[1], p?: Record<string, string | number>) => t('zh-CN', key, p);

describe('console partner tree', () => {
  afterEach(cleanup);

  it('puts each player under the one who brought them, indented by depth', () => {
    // Sent breadth first, as a query by depth would.
    const nodes = [node('11', '7', 1), node('12', '7', 1, 1), node('21', '11', 2), node('22', '12', 2), node('31', '21', 3)];
    render(<PartnerTree lang="zh-CN" t={tr} partnerId="7" nodes={nodes} cut={false} />);
    const rows = screen.getAllByTestId('promo-tree-node');
    expect(rows.map((r) => `${r.dataset.id}@${r.dataset.depth}`)).toEqual(['11@1', '21@2', '31@3', '12@1', '22@2']);
    const indent = (i: number) => (rows[i].querySelector('td span') as HTMLElement).style.paddingInlineStart;
    expect([indent(0), indent(1), indent(2)]).toEqual(['0rem', '1.5rem', '3rem']);
    expect(rows[3].textContent).toContain('已标记');
    expect(screen.queryByTestId('promo-tree-cut')).toBeNull();
  });

  it('says when the tree is empty or cut', () => {
    const { rerender } = render(<PartnerTree lang="zh-CN" t={tr} partnerId="7" nodes={[]} cut={false} />);
    expect(screen.getByTestId('promo-tree-empty')).toBeTruthy();
    // A node whose parent was cut off still shows, at the end.
    rerender(<PartnerTree lang="zh-CN" t={tr} partnerId="7" nodes={[node('11', '7', 1), node('40', '99', 2)]} cut />);
    expect(screen.getAllByTestId('promo-tree-node').map((r) => r.dataset.id)).toEqual(['11', '40']);
    expect(screen.getByTestId('promo-tree-cut').textContent).toBe('只显示前 500 位玩家');
  });
});
