// The console's promotion and level-table calls (browser): partners by promoted count,
// one partner (totals, downline tree, rebates), the flagged referrals with clear / confirm, the
// partner and member level tables (each save is a new version) and the channel list.
// Types only from the shared contracts (src/shared/console/promotion.ts), so no zod ships.
import type { ConsoleChannel, ConsoleLevelTables, ConsolePartner, ConsolePartnerRow, ConsoleTreeNode } from '../../shared/console/promotion.ts';
import type { ReferralView } from '../../shared/contracts/promotion.ts';
import type { Translator } from '../i18n/ui.ts';
import { createQueryList } from '../paged.ts';
import { createActionFamily } from './action.ts';
import { consoleGet, consolePost } from './api.ts';

export type { ConsoleChannel, ConsoleLevelTables, ConsolePartner, ConsolePartnerRow, ConsoleTreeNode, ReferralView };


export interface Paged<T> { list: T[]; total: number; page: number; pageSize: number }

export type RebateTableRow = ConsoleLevelTables['rebate']['levels'][number];
export type VipTableRow = ConsoleLevelTables['vip']['levels'][number];

/** Referral list filters: 1 waiting for staff, 2 cleared, 3 confirmed, -1 every referral ever flagged. */
export const REFERRAL_FILTERS = [1, 2, 3, -1] as const;
export type ReferralFilter = (typeof REFERRAL_FILTERS)[number];

export const promotionApi = {
  partners: (q: { page: number; pageSize: number }) => consoleGet<Paged<ConsolePartnerRow>>('/promotion/partners', q),
  partner: (userId: string, q: { page: number; pageSize: number }) => consoleGet<ConsolePartner>('/promotion/partner', { userId, ...q }),
  referrals: (q: { flag: ReferralFilter; page: number; pageSize: number }) => consoleGet<Paged<ReferralView>>('/promotion/referrals', q),
  clear: (promotedId: string, note: string) => consolePost<ReferralView>('/promotion/referrals/clear', { promotedId, note }),
  confirm: (promotedId: string, note: string) => consolePost<ReferralView>('/promotion/referrals/confirm', { promotedId, note }),
};

export const levelsApi = {
  tables: () => consoleGet<ConsoleLevelTables>('/levels'),
  saveRebate: (levels: RebateTableRow[]) => consolePost<ConsoleLevelTables>('/levels/rebate', { levels }),
  saveVip: (levels: VipTableRow[]) => consolePost<ConsoleLevelTables>('/levels/vip', { levels }),
  channels: () => consoleGet<ConsoleChannel[]>('/promotion/channels'),
  createChannel: (code: string, name: string) => consolePost<unknown>('/promotion/channels/create', { code, name }),
  updateChannel: (code: string, name: string, enabled: boolean) => consolePost<unknown>('/promotion/channels/update', { code, name, enabled }),
};

/**
 * The tree as it is drawn: each node after its parent, children in the order the server sent them
 * (a node whose parent is missing, e.g. cut at the row limit, goes at the end at its own depth).
 */
export function treeOrder(nodes: readonly ConsoleTreeNode[], rootId: string): ConsoleTreeNode[] {
  const children = new Map<string, ConsoleTreeNode[]>();
  for (const n of nodes) {
    const list = children.get(n.parentId) ?? [];
    list.push(n);
    children.set(n.parentId, list);
  }
  const out: ConsoleTreeNode[] = [];
  const seen = new Set<string>();
  const walk = (parent: string) => {
    for (const n of children.get(parent) ?? []) {
      if (seen.has(n.userId)) continue;
      seen.add(n.userId);
      out.push(n);
      walk(n.userId);
    }
  };
  walk(rootId);
  for (const n of nodes) if (!seen.has(n.userId)) { seen.add(n.userId); out.push(n); }
  return out;
}

/** /console/promotion: the partners by promoted count, paged by the server (docs/decisions/0041-paged-lists.md). */
export const partnerList = createQueryList<Record<string, never>, Paged<ConsolePartnerRow>>({}, { page: 1, pageSize: 20, sort: null }, (_f, query) =>
  promotionApi.partners({ page: query.page, pageSize: query.pageSize }));

/** The referrals by flag (1: waiting for staff), paged by the server. */
export const referralList = createQueryList<{ flag: ReferralFilter }, Paged<ReferralView>>({ flag: 1 }, { page: 1, pageSize: 20, sort: null }, (f, query) =>
  promotionApi.referrals({ flag: f.flag, page: query.page, pageSize: query.pageSize }));

/** Clears (it earns from now on) or confirms (it earns nothing) a flagged referral, with the note for the audit log. */
export const decideReferral = (promotedId: string, decision: 'clear' | 'confirm', note: string): Promise<unknown> =>
  decision === 'clear' ? promotionApi.clear(promotedId, note) : promotionApi.confirm(promotedId, note);

/**
 * Clear / confirm on each flagged referral, keyed by the promoted player's id: a refusal shows on
 * its row. The note is checked first (2-200 characters, as the server wants it): a wrong one is the
 * refusal and nothing is sent. On success the list is read again (the row leaves it) and the
 * notice above the list names the player.
 */
export const referralDecisions = createActionFamily(
  async (promotedId: string, t: Translator, decision: 'clear' | 'confirm', note: string, _name: string) => {
    const text = note.trim();
    if (text.length < 2 || text.length > 200) throw new Error(t('console_promotion_noteLength'));
    await decideReferral(promotedId, decision, text);
    void referralList.refresh();
  },
  { notice: (_v, _id, t, decision, _note, name) => t(decision === 'clear' ? 'console_promotion_cleared' : 'console_promotion_confirmed', { name }) },
);

/** The referrals' part of the page opened: the flagged ones, no decision's notice or refusal from before. */
export function startReferrals(): Promise<string> {
  referralDecisions.reset();
  return referralList.start();
}

/** Another filter: the notice of a decision made under the last one goes. */
export function setReferralFilter(flag: ReferralFilter): Promise<string> {
  referralDecisions.clearNotice();
  return referralList.setFilter({ flag });
}

/** /console/promotion/{userId}: one partner's totals and tree, with their rebates paged by the server. */
export const partnerDetail = createQueryList<{ id: string }, ConsolePartner>({ id: '' }, { page: 1, pageSize: 20, sort: null }, (f, query) =>
  promotionApi.partner(f.id, { page: query.page, pageSize: query.pageSize }));
