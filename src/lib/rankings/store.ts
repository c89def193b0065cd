// The rankings' data and actions (/rankings; the island only renders them): one list per tab, each
// with the period chosen, what the server last answered and whether the last read failed. The best
// drops (by value, by luck) are asked per period; battle winners and promotion leaders come whole,
// every period at once, and the period only picks the rows shown.
import { atom, computed, type ReadableAtom, type WritableAtom } from 'nanostores';
import type { BattleRank, BattleRankEntry } from '../../shared/contracts/battle.ts';
import type { DropRankBy, DropRankRow, DropRanking, PromoterRanking, PromoterRankRow, RankingPeriod } from '../../shared/contracts/ranking.ts';
import { battleApi } from '../api/battle.ts';
import { rankingApi } from '../api/rankings.ts';


export type BattlePeriod = keyof BattleRank;
export type PromoterPeriod = Exclude<keyof PromoterRanking, 'weekFrom'>;

export interface RankState<P extends string, T> {
  period: P;
  /** The last answer, or null until one came (a new visit starts again from null). */
  data: T | null;
  failed: boolean;
}

/** What a list shows: its period, its rows (null while loading) and whether the read failed. */
export interface RankView<P extends string, R> {
  period: P;
  rows: R[] | null;
  failed: boolean;
}

export interface Ranking<P extends string, R> {
  $view: ReadableAtom<RankView<P, R>>;
  /**
   * The list is shown: from its first period, read afresh. Returns the leave: a late answer is
   * dropped and the list forgotten, so the next visit starts from "loading" as the first did.
   */
  enter: () => () => void;
  /** Another period: read again when the list is asked per period. */
  choose: (period: P) => void;
  /** After a failed read. Closures, not methods: islands pass them on detached (onChange, retry). */
  retry: () => void;
}

interface RankingSpec<P extends string, T, R> {
  first: P;
  fetch: (period: P) => Promise<T>;
  /** The rows of `data` for `period`, or null when it is not that period's answer (yet). */
  rows: (data: T, period: P) => R[] | null;
  /** True when each period is its own request. */
  perPeriod: boolean;
}

function createRanking<P extends string, T, R>(spec: RankingSpec<P, T, R>): Ranking<P, R> & { $state: WritableAtom<RankState<P, T>> } {
  const initial = (): RankState<P, T> => ({ period: spec.first, data: null, failed: false });
  const $state = atom<RankState<P, T>>(initial());
  let generation = 0;

  // The last request wins: an earlier period's late answer never replaces a later one.
  function load(): void {
    generation += 1;
    const gen = generation;
    $state.set({ ...$state.get(), failed: false });
    spec.fetch($state.get().period).then(
      (data) => {
        if (gen === generation) $state.set({ ...$state.get(), data });
      },
      () => {
        if (gen === generation) $state.set({ ...$state.get(), failed: true });
      },
    );
  }

  return {
    $state,
    $view: computed($state, (s) => ({ period: s.period, rows: s.data === null ? null : spec.rows(s.data, s.period), failed: s.failed })),
    enter() {
      $state.set(initial());
      load();
      return () => {
        generation += 1;
        $state.set(initial());
      };
    },
    choose(period) {
      $state.set({ ...$state.get(), period });
      if (spec.perPeriod) load();
    },
    retry: load,
  };
}

function dropRanking(by: DropRankBy) {
  return createRanking<RankingPeriod, DropRanking, DropRankRow>({
    first: 'day',
    // Silent: a failed list shows its own retry instead of a toast.
    fetch: (period) => rankingApi.drops(period, by, { silent: true }),
    rows: (d, period) => (d.period === period && d.by === by ? d.list : null),
    perPeriod: true,
  });
}

/** The best drops by the item's value. */
export const dropsByValue = dropRanking('value');
/** The luckiest drops: value over the case's price. */
export const dropsByLuck = dropRanking('luck');

/** Battle winners: today, this week, all time. */
export const battleWinners = createRanking<BattlePeriod, BattleRank, BattleRankEntry>({
  first: 'today',
  fetch: () => battleApi.rank({ silent: true }),
  rows: (d, period) => d[period],
  perPeriod: false,
});

/** Promotion leaders by players promoted: this week, all time. */
export const promotionLeaders = createRanking<PromoterPeriod, PromoterRanking, PromoterRankRow>({
  first: 'week',
  fetch: () => rankingApi.promoters({ silent: true }),
  rows: (d, period) => d[period],
  perPeriod: false,
});
