// A partner's downline to CONSOLE_TREE_DEPTH levels as an indented tree: each player under the one
// who brought them. Only depth 1 (brought by the partner directly) pays this partner rebates; the
// deeper rows show who those players brought in turn.
import { consolePath } from '../../../lib/console/api.ts';
import { consoleTime } from '../../../lib/console/format.ts';
import { treeOrder, type ConsoleTreeNode } from '../../../lib/console/promotion.ts';
import type { Lang, Translator } from '../../../lib/i18n/ui.ts';
import { CONSOLE_TREE_DEPTH, CONSOLE_TREE_NODES } from '../../../shared/console/promotion.ts';
import { FlagBadge } from './parts.tsx';

interface Props {
  lang: Lang;
  t: Translator;
  partnerId: string;
  nodes: ConsoleTreeNode[];
  cut: boolean;
}

export function PartnerTree({ lang, t, partnerId, nodes, cut }: Props) {
  const rows = treeOrder(nodes, partnerId);
  return (
    <section className="card min-w-0 space-y-2 p-4" data-testid="promo-tree">
      <h2 className="font-bold">{t('console_promotion_tree')}</h2>
      <p className="text-xs text-muted">{t('console_promotion_treeHint', { depth: CONSOLE_TREE_DEPTH })}</p>
      {cut ? <p className="text-xs text-amber-300" data-testid="promo-tree-cut">{t('console_promotion_treeCut', { n: CONSOLE_TREE_NODES })}</p> : null}
      {rows.length === 0 ? <p className="text-muted" data-testid="promo-tree-empty">{t('console_promotion_treeEmpty')}</p> : (
        <div className="overflow-x-auto rounded-lg border border-line">
          <table className="w-full min-w-max text-left text-xs sm:text-sm" role="treegrid" aria-label={t('console_promotion_tree')}>
            <thead className="bg-surface-2 text-muted">
              <tr>
                <th scope="col" className="px-3 py-2">{t('console_promotion_colPlayer')}</th>
                <th scope="col" className="px-3 py-2">{t('console_promotion_colBound')}</th>
                <th scope="col" className="px-3 py-2 text-end">{t('console_promotion_colPurchases')}</th>
                <th scope="col" className="px-3 py-2 text-end">{t('console_promotion_colRebate')}</th>
                <th scope="col" className="px-3 py-2">{t('console_promotion_colFlag')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((n) => (
                <tr key={n.userId} role="row" aria-level={n.depth} className="border-t border-line/60" data-testid="promo-tree-node" data-depth={n.depth} data-id={n.userId}>
                  <td className="whitespace-nowrap px-3 py-1.5">
                    {/* Indent by depth, with a guide for the levels above. */}
                    <span className="inline-flex items-center" style={{ paddingInlineStart: `${(n.depth - 1) * 1.5}rem` }}>
                      <span aria-hidden="true" className="me-1.5 text-muted">{n.depth === 1 ? '●' : '└'}</span>
                      <a className="text-accent-blue hover:underline" href={consolePath(`/console/promotion/${n.userId}`)}>{n.nickname || n.userId}</a>
                      <span className="ms-1.5 font-mono text-xs text-muted">#{n.userId}</span>
                      <span className="ms-2 rounded bg-surface-2 px-1.5 text-[10px] text-muted">{t('console_promotion_depth', { depth: n.depth })}</span>
                    </span>
                  </td>
                  <td className="whitespace-nowrap px-3 py-1.5 text-xs text-muted">{consoleTime(n.boundTime, lang, { seconds: false })}</td>
                  <td className="px-3 py-1.5 text-end tabular-nums">¥{n.purchases}</td>
                  <td className={`px-3 py-1.5 text-end tabular-nums ${n.depth === 1 ? 'text-accent-orange' : 'text-muted'}`}>¥{n.rebate}</td>
                  <td className="px-3 py-1.5">{n.flag ? <FlagBadge flag={n.flag} t={t} /> : null}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
