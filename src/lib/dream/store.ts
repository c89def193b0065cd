// The dream page's data and actions (islands only render them): the settings, the form (target,
// chance, fee or stake), the roll's phase, and the pool's query and page. The fee is recomputed
// here with the server's own formula (src/shared/dream-fee.ts); the server recomputes it again.
import { atom, computed, map } from 'nanostores';
import type { BagItem } from '../../shared/contracts/bag.ts';
import type { Ornament } from '../../shared/contracts/box.ts';
import type { DreamConfig, DreamGoResult, DreamSort } from '../../shared/contracts/dream.ts';
import type { Page } from '../../shared/contracts/wallet.ts';
import { dreamFee, stakeChancePpm } from '../../shared/dream-fee.ts';
import { parseYuan } from '../../shared/money.ts';
import { applyBalance } from '../actions/wallet.ts';
import { bagApi } from '../api/bag.ts';
import { ApiError, isStale } from '../api/client.ts';
import { DREAM_POOL_PAGE_SIZE, dreamApi } from '../api/dream.ts';
import { ERROR_CODE } from '../api/error-codes.ts';
import { holdOwnDrops, releaseOwnDrops } from '../feed/store.ts';
import { sound } from '../sound.ts';
import { openDialog } from '../stores/dialogs.ts';
import { $prefs } from '../stores/prefs.ts';

export type LoadState = 'loading' | 'loaded' | 'failed';

export { DREAM_POOL_PAGE_SIZE };

/** At most this many staked items (the contract's limit). */
export const MAX_STAKE = 20;

// ---- settings ----

export const $dreamConfig = atom<DreamConfig | null>(null);
export const $dreamConfigLoad = atom<LoadState>('loading');

export async function loadDreamConfig(): Promise<void> {
  $dreamConfigLoad.set('loading');
  try {
    const c = await dreamApi.config();
    $dreamConfig.set(c);
    $dreamConfigLoad.set('loaded');
    const { chance } = $dreamForm.get();
    $dreamForm.setKey('chance', Math.min(c.maxPpm, Math.max(c.minPpm, chance)));
  } catch {
    $dreamConfigLoad.set('failed');
  }
}

// ---- the form ----

export interface DreamForm {
  target: Ornament | null;
  chance: number;
  mode: 'fee' | 'stake';
  stakeIds: string[];
  stakeItems: BagItem[];
  /** Bumped when staked items left the backpack: the stake picker loads it again. */
  bagVersion: number;
}

const initialForm = (): DreamForm => ({ target: null, chance: 500_000, mode: 'fee', stakeIds: [], stakeItems: [], bagVersion: 0 });
export const $dreamForm = map<DreamForm>(initialForm());

export type DreamPhase = { kind: 'idle' } | { kind: 'rolling'; result: DreamGoResult } | { kind: 'result'; result: DreamGoResult };
export const $dreamPhase = atom<DreamPhase>({ kind: 'idle' });
export const $dreamBusy = atom(false);

export interface DreamQuote {
  /** The fee for the chosen chance (fee mode); null before a target and the settings. */
  fee: bigint | null;
  stake: { value: bigint; chancePpm: number; problem: 'dream.stakeTooHigh' | 'dream.stakeTooLow' | null };
  /** The chance the roll is played at (the slider's, or the stake's). */
  effective: number;
  canGo: boolean;
}

export function quoteDream(config: DreamConfig | null, form: DreamForm): DreamQuote {
  const price = form.target ? parseYuan(form.target.price) : null;
  const fee = config && price !== null ? dreamFee(price, form.chance, config.edgePpm) : null;
  // Stake mode: the items' value buys the chance, by the server's formula.
  const value = form.stakeItems.reduce((sum, i) => sum + (parseYuan(i.price) ?? 0n), 0n);
  let stake: DreamQuote['stake'];
  if (!config || price === null || form.stakeItems.length === 0) stake = { value, chancePpm: 0, problem: null };
  else if (value > price) stake = { value, chancePpm: 0, problem: 'dream.stakeTooHigh' };
  else {
    const chancePpm = stakeChancePpm(value, price, config.edgePpm, config.maxPpm);
    stake = { value, chancePpm, problem: chancePpm < config.minPpm ? 'dream.stakeTooLow' : null };
  }
  const staking = form.mode === 'stake';
  return {
    fee,
    stake,
    effective: staking ? stake.chancePpm : form.chance,
    canGo: staking ? form.stakeIds.length > 0 && stake.problem === null && stake.chancePpm > 0 : fee !== null,
  };
}

export const $dreamQuote = computed([$dreamConfig, $dreamForm], quoteDream);

const rolling = (): boolean => $dreamPhase.get().kind === 'rolling';

/** Picks the target (not while the dial spins); true when it was taken. */
export function pickTarget(o: Ornament): boolean {
  if (rolling()) return false;
  $dreamForm.setKey('target', o);
  return true;
}

export function setChance(ppm: number): void {
  $dreamForm.setKey('chance', ppm);
}

export function setDreamMode(mode: DreamForm['mode']): void {
  $dreamForm.setKey('mode', mode);
}

export function setStake(ids: string[], items: BagItem[]): void {
  $dreamForm.set({ ...$dreamForm.get(), stakeIds: ids, stakeItems: items });
}

/** Dreams: spends the fee (or the staked items), then the dial spins to the server's ticket. */
export async function dream(): Promise<void> {
  const form = $dreamForm.get();
  const { target } = form;
  if (!target || $dreamBusy.get() || rolling()) return;
  const staking = form.mode === 'stake';
  $dreamBusy.set(true);
  try {
    const result = await dreamApi.go(staking ? { targetId: target.ornamentId, stakeIds: form.stakeIds } : { targetId: target.ornamentId, chancePpm: form.chance });
    applyBalance(result.balance);
    if (staking) {
      // The staked items have left the backpack.
      const now = $dreamForm.get();
      $dreamForm.set({ ...now, stakeIds: [], stakeItems: [], bagVersion: now.bagVersion + 1 });
    }
    if (result.item && !$prefs.get().fast) holdOwnDrops([result.item.id]);
    sound.open();
    $dreamPhase.set({ kind: 'rolling', result });
  } catch (err) {
    if (err instanceof ApiError && err.status === ERROR_CODE.INSUFFICIENT_BALANCE) openDialog('recharge');
  } finally {
    $dreamBusy.set(false);
  }
}

/** The dial has landed: the drop shows in the feed, the sound plays, the result opens. */
export function dreamLanded(): void {
  const p = $dreamPhase.get();
  if (p.kind !== 'rolling') return;
  if (p.result.item) releaseOwnDrops([p.result.item.id]);
  if (p.result.won) sound.win(p.result.target.grade);
  else sound.tick();
  $dreamPhase.set({ kind: 'result', result: p.result });
}

export function closeDreamResult(): void {
  $dreamPhase.set({ kind: 'idle' });
}

// ---- the stake picker's backpack ----

export const $stakeBag = atom<BagItem[] | null>(null);
export const $stakeBagFailed = atom(false);

export async function loadStakeBag(): Promise<void> {
  $stakeBag.set(null);
  $stakeBagFailed.set(false);
  try {
    const p = await bagApi.page({ moduleId: -1, page: 1, pageSize: 100, orderBy: 'price', order: 'desc' });
    $stakeBag.set(p.list);
  } catch {
    $stakeBagFailed.set(true);
  }
}

/** Adds or removes one staked item (at most MAX_STAKE). */
export function toggleStake(id: string): void {
  const selected = $dreamForm.get().stakeIds;
  const next = selected.includes(id) ? selected.filter((s) => s !== id) : selected.length < MAX_STAKE ? [...selected, id] : [...selected];
  setStake(next, ($stakeBag.get() ?? []).filter((i) => next.includes(i.id)));
}

// ---- the pool ----

export interface DreamPoolState {
  query: string;
  sort: DreamSort;
  page: number;
  data: Page<Ornament> | null;
  failed: boolean;
}

export const $dreamPool = map<DreamPoolState>({ query: '', sort: 'price_desc', page: 1, data: null, failed: false });

/** Loads the pool's current query and page; only the latest request's answer is shown. */
export async function loadDreamPool(): Promise<void> {
  const { query, sort, page } = $dreamPool.get();
  $dreamPool.setKey('failed', false);
  try {
    $dreamPool.setKey('data', await dreamApi.pool({ search: query, sort, page }));
  } catch (err) {
    if (!isStale(err)) $dreamPool.setKey('failed', true);
  }
}

function poolQuery(change: Partial<Pick<DreamPoolState, 'query' | 'sort' | 'page'>>): Promise<void> {
  const s = $dreamPool.get();
  const next = { ...s, ...change };
  if (next.query === s.query && next.sort === s.sort && next.page === s.page) return Promise.resolve();
  $dreamPool.set(next);
  return loadDreamPool();
}

/** A settled search (the island waits for typing to pause): page 1 of its answer. */
export const searchDreamPool = (text: string): Promise<void> => poolQuery({ query: text.trim(), page: 1 });
export const sortDreamPool = (sort: DreamSort): Promise<void> => poolQuery({ sort, page: 1 });
export const pageDreamPool = (page: number): Promise<void> => poolQuery({ page });

export function dreamPoolPages(data: Page<Ornament> | null): number {
  return data ? Math.max(1, Math.ceil(data.total / DREAM_POOL_PAGE_SIZE)) : 1;
}

/** Back to the first visit's state (tests; a page holds one dream view). */
export function resetDream(): void {
  $dreamConfig.set(null);
  $dreamConfigLoad.set('loading');
  $dreamForm.set(initialForm());
  $dreamPhase.set({ kind: 'idle' });
  $dreamBusy.set(false);
  $stakeBag.set(null);
  $stakeBagFailed.set(false);
  $dreamPool.set({ query: '', sort: 'price_desc', page: 1, data: null, failed: false });
}
