// The payment of a paid opening (statements.ts PAY_AND_STORE), as both ways of opening send it
// (open.ts, guessed.ts): its parameters, and the answer it stored with the ids it drew.
import { TICKETS, type OpenBoxResult } from '../../../../shared/contracts/box.ts';
import { MODULE } from '../../../../shared/contracts/bag.ts';
import type { Envelope } from '../../../../shared/contracts/envelope.ts';
import type { Lang } from '../../../../shared/messages.ts';
import { formatFen } from '../../../../shared/money.ts';
import { ok } from '../../../envelope.ts';
import { pointsEarned } from '../../points/earn.ts';
import type { BoxVersion, CatalogueBox } from '../catalogue.ts';
import { rollArrays, rollCases, withIds } from './roll.ts';
import type { OpenDeps, PaidRow, RollSeed, Won } from './types.ts';

/** What the payment refuses with: staff changed the case, or the balance is short. */
export const PAY_REFUSALS = ['BOX_CHANGED', 'INSUFFICIENT_BALANCE'] as const;

/** An opening's rolls, its price and the reference its ledger transaction gets, for `seed`'s nonces. */
export function rollAndPrice(deps: OpenDeps, req: { boxId: number; count: number; lang: Lang }, seed: RollSeed & { seed_id: string }) {
  const box = deps.catalogue.boxes.get(req.boxId)!;
  const version = box.current;
  const { won, drops } = rollCases(seed, req.count, version, deps.catalogue, deps.recoveryPercent, req.lang);
  const price = version.price * BigInt(req.count);
  return { box, version, won, drops, price, spendRef: `case:${box.id}v${version.version}:${seed.seed_id}:${seed.first_nonce}` } as const;
}

/** PAY_AND_STORE's values. The body is stored as the answer once the statement has written its ids and balances in. */
export function payValues(
  deps: OpenDeps, req: { now: Date; key: string },
  p: { userId: bigint; seed: { seed_id: string; client_seed: string }; box: CatalogueBox; version: BoxVersion; won: Won[]; cost: bigint; spendRef: string; body: Envelope<OpenBoxResult> },
): unknown[] {
  const a = rollArrays(p.won);
  return [
    String(p.userId), 'main', String(-p.cost), 'house:revenue', 'caseOpen', p.spendRef,
    p.seed.seed_id, p.seed.client_seed, p.box.id, p.version.version, req.now.toISOString(), TICKETS,
    a.nonces, a.tickets, a.from, a.to, a.ornaments, a.prices, MODULE.case,
    req.key, JSON.stringify(p.body), String(pointsEarned(p.cost, deps.pointsEarnPercent)),
  ];
}

/** The body an opening sends before the statement has filled in ids and balances (what was paid is known now, so a replay answers it too). */
export function unpaidBody(drops: OpenBoxResult['drops'], cost: bigint): Envelope<OpenBoxResult> {
  return ok({ drops, balance: '', points: '', paid: formatFen(cost) });
}

/** The stored answer, and `won` given the ids the statement drew. */
export function paidAnswer(paid: PaidRow, won: Won[]): Envelope<OpenBoxResult> {
  withIds(won, paid.roll_ids, paid.item_ids);
  return JSON.parse(paid.answer) as Envelope<OpenBoxResult>;
}
