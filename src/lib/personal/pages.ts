// The personal pages loaded whole: the promo summary and its two lists, the VIP table, the virtual
// items (buying and wearing them), and the history export with the net deposits beside it.
import { atom } from 'nanostores';
import type { Lang } from '../i18n/ui.ts';
import { refreshUser } from '../actions/auth.ts';
import { promoApi } from '../api/promo.ts';
import { HISTORY_MONTHS, resultsApi } from '../api/results.ts';
import { virtualApi } from '../api/virtual.ts';
import { vipApi } from '../api/vip.ts';
import { download } from '../download.ts';
import { createPagedList } from '../paged.ts';
import { createResource } from '../resource.ts';
import { $user } from '../stores/user.ts';
import type { NetDeposits } from '../../shared/contracts/protection/results.ts';

/** How many months the export and the net deposits cover. */
export { HISTORY_MONTHS };

export const promoInfo = createResource(() => promoApi.info());
/** The players this partner brought, and the rebate records (docs/decisions/0041-paged-lists.md). */
export const promotedPlayers = createPagedList((page) => promoApi.promoted(page));
export const rebateRecords = createPagedList((page) => promoApi.rebates(page));

export const vipInfo = createResource(() => vipApi.gradeInfo());

export const virtualItems = createResource(() => virtualApi.list());
/** The item being bought or worn, if any. */
export const $virtualBusy = atom<number | null>(null);

/** Buys a virtual item with gold coins; true when the server sold it (a refusal was toasted). */
export async function buyVirtualItem(id: number): Promise<boolean> {
  $virtualBusy.set(id);
  try {
    const r = await virtualApi.buy(id);
    virtualItems.$data.set(r.items);
    const u = $user.get();
    if (u) $user.set({ ...u, goldCoins: r.coins });
    return true;
  } catch {
    return false;
  } finally {
    $virtualBusy.set(null);
  }
}

/** Wears an item of its kind, or takes it off (the header's frame follows at once). */
export async function wearVirtualItem(id: number, kind: number, worn: boolean): Promise<boolean> {
  $virtualBusy.set(id);
  try {
    const w = await virtualApi.wear(worn ? 0 : id, kind);
    const u = $user.get();
    if (u) $user.set({ ...u, ...w });
    const items = virtualItems.$data.get();
    if (items) virtualItems.$data.set(items.map((i) => (i.kind !== kind ? i : { ...i, worn: !worn && i.id === id })));
    void refreshUser();
    return true;
  } catch {
    return false;
  } finally {
    $virtualBusy.set(null);
  }
}

/** Deposits − withdrawals − sell-backs over the export's months; null until known (or unknown). */
export const $netDeposits = atom<NetDeposits | null>(null);
export const clearNetDeposits = (): void => $netDeposits.set(null);
export function loadNetDeposits(): Promise<void> {
  return resultsApi.netDeposits(HISTORY_MONTHS).then((n) => $netDeposits.set(n), () => $netDeposits.set(null));
}

/** Downloads the player's history of the last months as CSV; false when it could not. */
export async function exportHistory(lang: Lang): Promise<boolean> {
  try {
    const { blob, fileName } = await resultsApi.exportHistory(lang, HISTORY_MONTHS);
    download(blob, fileName);
    return true;
  } catch {
    return false;
  }
}
