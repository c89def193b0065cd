// A streamer's giveaway form (/giveaways/create): the settings, the prizes picked from the
// streamer's own backpack (items in it: state 0), and creating the room (the skins leave the
// backpack into the room on the server; the answer opens the room).
import { atom, computed, map } from 'nanostores';
import type { BagItem } from '../../shared/contracts/bag.ts';
import { localizedPath } from '../../shared/locale-paths.ts';
import { formatFen, parseYuan } from '../../shared/money.ts';
import { bagApi } from '../api/bag.ts';
import { ApiError } from '../api/client.ts';
import { giveawayApi } from '../api/giveaway.ts';
import type { Lang } from '../i18n/ui.ts';
import { nav } from '../nav.ts';

const BAG_PAGE = 100;

export interface GiveawayForm {
  title: string;
  description: string;
  drawMode: 'time' | 'full';
  /** A datetime-local value (this browser's zone). */
  drawAt: string;
  maxEntrants: string;
  minDeposit: string;
  depositDays: string;
  joinCode: string;
  requireVerified: boolean;
  inviteOnly: boolean;
  /** Backpack item ids. */
  picked: string[];
}

const initialForm = (): GiveawayForm => ({
  title: '', description: '', drawMode: 'time', drawAt: '', maxEntrants: '', minDeposit: '', depositDays: '30', joinCode: '', requireVerified: false, inviteOnly: false, picked: [],
});

export const $giveawayForm = map<GiveawayForm>(initialForm());
/** The backpack's items that can be given (null while loading). */
export const $giveawayBag = atom<BagItem[] | null>(null);
export const $giveawayBagFailed = atom(false);
export const $giveawayCreating = atom(false);
export type GiveawayCreateError = { kind: 'pickOne' } | { kind: 'server'; message: string };
export const $giveawayCreateError = atom<GiveawayCreateError | null>(null);

/** The picked prizes' value. */
export const $giveawayPoolValue = computed([$giveawayBag, $giveawayForm], (items, { picked }) =>
  formatFen((items ?? []).filter((i) => picked.includes(i.id)).reduce((s, i) => s + (parseYuan(i.price) ?? 0n), 0n)));

export async function loadGiveawayBag(): Promise<void> {
  $giveawayBagFailed.set(false);
  try {
    const p = await bagApi.page({ moduleId: -1, page: 1, pageSize: BAG_PAGE, orderBy: 'price', order: 'desc' }, { silent: true });
    $giveawayBag.set(p.list.filter((i) => i.state === 0));
  } catch {
    $giveawayBagFailed.set(true);
  }
}

export function setGiveawayField<K extends keyof GiveawayForm>(key: K, value: GiveawayForm[K]): void {
  $giveawayForm.set({ ...$giveawayForm.get(), [key]: value });
}

export function togglePrize(id: string): void {
  const { picked } = $giveawayForm.get();
  $giveawayForm.setKey('picked', picked.includes(id) ? picked.filter((x) => x !== id) : [...picked, id]);
}

/** "2026-11-24T20:00" (a datetime-local value, this browser's zone) as ISO with its offset. */
export function withOffset(local: string): string {
  const d = new Date(local);
  const off = -d.getTimezoneOffset();
  const sign = off >= 0 ? '+' : '-';
  const abs = Math.abs(off);
  return `${local.length === 16 ? `${local}:00` : local}${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}

/** Creates the room and opens it (with its invite token when invite-only); a refusal is kept to show. */
export async function createGiveaway(lang: Lang): Promise<void> {
  const f = $giveawayForm.get();
  $giveawayCreateError.set(null);
  if (f.picked.length === 0) return $giveawayCreateError.set({ kind: 'pickOne' });
  $giveawayCreating.set(true);
  try {
    const made = await giveawayApi.create({
      title: f.title.trim(),
      description: f.description.replace(/\s+/g, ' ').trim(),
      drawMode: f.drawMode,
      ...(f.drawMode === 'time' && f.drawAt ? { drawAt: withOffset(f.drawAt) } : {}),
      maxEntrants: Number(f.maxEntrants) || 0,
      minDeposit: Number(f.minDeposit) || 0,
      depositDays: Number(f.depositDays) || 30,
      ...(f.joinCode.trim() ? { joinCode: f.joinCode.trim() } : {}),
      requireVerified: f.requireVerified,
      inviteOnly: f.inviteOnly,
      prizes: f.picked,
    });
    const tail = made.inviteToken ? `?invite=${encodeURIComponent(made.inviteToken)}` : '';
    // The page leaves: the button stays busy until it has.
    nav.go(localizedPath(lang, `/giveaways/${made.id}${tail}`));
  } catch (err) {
    if (err instanceof ApiError) $giveawayCreateError.set({ kind: 'server', message: err.message });
    $giveawayCreating.set(false);
  }
}

/** An empty form (tests; a page holds one form). */
export function resetGiveawayCreate(): void {
  $giveawayForm.set(initialForm());
  $giveawayBag.set(null);
  $giveawayBagFailed.set(false);
  $giveawayCreating.set(false);
  $giveawayCreateError.set(null);
}
