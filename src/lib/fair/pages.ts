// The provably-fair pages' data (the islands only render it): one stored roll (a case's or a
// dream's) with its re-computation, a giveaway's draw re-computed from what the room published,
// an ended battle room and its rounds' case tables for the battle form, and the player's rolls.
// Each "not found" answer is read here, by its catalogue name.
import { atom, type ReadableAtom } from 'nanostores';
import type { BattleDetail } from '../../shared/contracts/battle.ts';
import type { BoxDetail } from '../../shared/contracts/box.ts';
import type { RollInfo } from '../../shared/contracts/fair.ts';
import type { GiveawayDetail } from '../../shared/contracts/giveaway.ts';
import { battleApi } from '../api/battle.ts';
import { boxApi } from '../api/box.ts';
import { ApiError } from '../api/client.ts';
import { dreamApi } from '../api/dream.ts';
import { ERROR_CODE } from '../api/error-codes.ts';
import { fairApi } from '../api/fair.ts';
import { giveawayApi } from '../api/giveaway.ts';
import { createPagedList } from '../paged.ts';
import { checkGiveaway, type GiveawayCheck } from './giveaway.ts';
import { checkRoll, checkTableCommitment, type RollCheck, type TableCommitment } from './verify.ts';

const notFound = (err: unknown, code: number): boolean => err instanceof ApiError && (err.status === code || err.status === 404);

/** A page's store and its start (returns the stop: a late answer is then dropped). */
export interface VerifyPage<S> {
  $state: ReadableAtom<S>;
  start(): () => void;
}

export type RollLoad = { state: 'loading' } | { state: 'missing' } | { state: 'failed' } | { state: 'ready'; roll: RollInfo; check: RollCheck | null; commitment?: TableCommitment };

/** /provably-fair/verify/{id}: the roll, then its check (`kind` dream: a dream roll's id). */
export function rollVerifyPage(id: string, kind: 'case' | 'dream'): VerifyPage<RollLoad> {
  const $state = atom<RollLoad>({ state: 'loading' });
  return {
    $state,
    start() {
      let live = true;
      (kind === 'dream' ? dreamApi.roll(id) : fairApi.roll(id)).then(
        async (roll) => {
          if (!live) return;
          $state.set({ state: 'ready', roll, check: null });
          const [check, commitment] = await Promise.all([checkRoll(roll), checkTableCommitment(roll)]);
          if (live) $state.set({ state: 'ready', roll, check, commitment });
        },
        (err: unknown) => {
          if (live) $state.set({ state: notFound(err, ERROR_CODE.ROLL_NOT_FOUND) ? 'missing' : 'failed' });
        },
      );
      return () => {
        live = false;
      };
    },
  };
}

export type GiveawayVerifyLoad =
  | { state: 'loading' }
  | { state: 'missing' }
  | { state: 'failed' }
  | { state: 'ready'; room: GiveawayDetail; check: GiveawayCheck | null | 'busy' };

/** /provably-fair/verify/giveaway/{id}: the room, then its draw checked against its entrants. */
export function giveawayVerifyPage(id: string): VerifyPage<GiveawayVerifyLoad> {
  const $state = atom<GiveawayVerifyLoad>({ state: 'loading' });
  return {
    $state,
    start() {
      let live = true;
      giveawayApi.detail(id, null, { silent: true }).then(
        async (room) => {
          if (!live) return;
          $state.set({ state: 'ready', room, check: 'busy' });
          const check = await giveawayApi.entrants(id, null, { silent: true }).then((list) => checkGiveaway(room, list)).catch(() => null);
          if (live) $state.set({ state: 'ready', room, check });
        },
        (err: unknown) => {
          if (live) $state.set({ state: notFound(err, ERROR_CODE.GIVEAWAY_NOT_FOUND) ? 'missing' : 'failed' });
        },
      );
      return () => {
        live = false;
      };
    },
  };
}

/** An ended (or not) battle room for the battle form, or why there is none. */
export async function fetchBattleRoom(id: string): Promise<{ state: 'ready'; room: BattleDetail } | { state: 'missing' } | { state: 'failed' }> {
  try {
    return { state: 'ready', room: await battleApi.detail(id) };
  } catch (err) {
    return { state: notFound(err, ERROR_CODE.BATTLE_NOT_FOUND) ? 'missing' : 'failed' };
  }
}

/** A case at the version a room used (its odds then); null when it cannot be loaded. */
export function fetchCaseAt(boxId: number, version: number): Promise<BoxDetail | null> {
  return boxApi.detail(boxId, version).catch(() => null);
}

/** The signed-in player's rolls, a page at a time. */
export function myRollsList() {
  return createPagedList((page) => fairApi.myRolls(page));
}
