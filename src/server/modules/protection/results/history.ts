// The record centre's export of a player's own history (balance records with their action names,
// top-ups, case openings) as CSV, and the net deposits over the same months: deposits (completed
// top-ups) − withdrawals (skin withdrawals asked, not failed, at their value) − sell-backs.
import { sql } from 'drizzle-orm';
import type { NetDeposits } from '../../../../shared/contracts/protection/results.ts';
import { ACTION_TYPES, BALANCE_TYPES, type ActionTypeName, type BalanceTypeName } from '../../../../shared/contracts/wallet.ts';
import { localized } from '../../../../shared/localized.ts';
import { translate, type Lang, type MessageKey } from '../../../../shared/messages.ts';
import { formatFen } from '../../../../shared/money.ts';
import { WITHDRAW_STATE } from '../../../../shared/withdrawal-constants.ts';
import { queryRows, type Db } from '../../../db/client.ts';
import type { CsvCell, CsvTable } from '../../../console/csv.ts';
import type { Catalogue } from '../../boxes/catalogue.ts';
import { chinaTime } from '../gate.ts';
import { orderNumber } from '../../wallet/order-number.ts';

/** The start of the last `months` calendar months (UTC), ending now. */
export function historySince(now: Date, months: number): Date {
  const d = new Date(now.getTime());
  d.setUTCMonth(d.getUTCMonth() - months);
  return d;
}

type T = (key: MessageKey) => string;

export async function historyCsv(db: Db, catalogue: Catalogue, userId: bigint, months: number, now: Date, lang: Lang): Promise<CsvTable> {
  const t: T = (key) => translate(lang, key);
  const since = historySince(now, months).toISOString();
  const rows: { at: Date; cells: CsvCell[] }[] = [];

  const postings = await queryRows<{ id: string; tx_id: string; ref: string; kind: string; tx_at: string | Date; type: string; amount: string; balance_after: string | null; created_at: string | Date }>(db, sql`
    SELECT p.id::text AS id, lt.id::text AS tx_id, lt.ref, lt.kind, lt.created_at AS tx_at, a.type, p.amount::text AS amount,
           p.balance_after::text AS balance_after, p.created_at
    FROM accounts a JOIN postings p ON p.account_id = a.id JOIN ledger_transactions lt ON lt.id = p.transaction_id
    WHERE a.user_id = ${userId} AND p.created_at >= ${since}::timestamptz`);
  for (const p of postings) {
    const action = ACTION_TYPES[p.kind as ActionTypeName] ?? ACTION_TYPES.adjustment;
    const account = BALANCE_TYPES[p.type as BalanceTypeName];
    const at = new Date(p.created_at);
    rows.push({ at, cells: [chinaTime(at), t('csv.kindBalance'), t(`csv.action${action}` as MessageKey), account ? t(`csv.account${account}` as MessageKey) : p.type,
      formatFen(BigInt(p.amount)), p.balance_after === null ? '' : formatFen(BigInt(p.balance_after)),
      orderNumber({ id: BigInt(p.tx_id), kind: p.kind, ref: p.ref, createdAt: new Date(p.tx_at) })] });
  }

  const orders = await queryRows<{ id: string; amount: string; pay_state: number; channel: string; created_at: string | Date }>(db, sql`
    SELECT id, amount::text AS amount, pay_state, channel, created_at FROM recharge_orders
    WHERE user_id = ${userId} AND created_at >= ${since}::timestamptz`);
  for (const o of orders) {
    const at = new Date(o.created_at);
    rows.push({ at, cells: [chinaTime(at), t('csv.kindRecharge'), t(`csv.rechargeState${o.pay_state}` as MessageKey), o.channel, formatFen(BigInt(o.amount)), '', o.id] });
  }

  // The amount is what the item was worth when won (its backpack item keeps that price), not
  // today's catalogue price; the player's own items are found through their user index.
  const rolls = await queryRows<{ id: string; box_id: number | null; ornament_id: number; created_at: string | Date; won_price: string | null }>(db, sql`
    SELECT r.id::text AS id, r.box_id, r.ornament_id, r.created_at, b.price::text AS won_price
    FROM rolls r LEFT JOIN backpack_items b ON b.user_id = r.user_id AND b.roll_id = r.id
    WHERE r.user_id = ${userId} AND r.game = 'case' AND r.created_at >= ${since}::timestamptz`);
  for (const r of rolls) {
    const at = new Date(r.created_at);
    const box = r.box_id === null ? undefined : catalogue.boxes.get(r.box_id);
    const o = catalogue.ornaments.get(r.ornament_id);
    const worth = r.won_price !== null ? BigInt(r.won_price) : o?.price;
    rows.push({ at, cells: [chinaTime(at), t('csv.kindOpening'), box ? localized(box.name, lang) : '', '', worth === undefined ? '' : formatFen(worth), '',
      o ? localized(o.info.name, lang) : String(r.ornament_id)] });
  }

  rows.sort((a, b) => b.at.getTime() - a.at.getTime());
  return {
    filename: `history-${now.toISOString().slice(0, 10)}.csv`,
    header: [t('csv.time'), t('csv.record'), t('csv.action'), t('csv.account'), t('csv.amount'), t('csv.balanceAfter'), t('csv.detail')],
    rows: rows.map((r) => r.cells),
  };
}

export async function netDeposits(db: Db, userId: bigint, months: number, now: Date): Promise<NetDeposits> {
  const since = historySince(now, months).toISOString();
  const [r] = await queryRows<{ deposits: string; withdrawals: string; sell_backs: string }>(db, sql`
    SELECT
      (SELECT coalesce(sum(amount), 0)::text FROM recharge_orders WHERE user_id = ${userId} AND pay_state = 1 AND created_at >= ${since}::timestamptz) AS deposits,
      (SELECT coalesce(sum(value), 0)::text FROM withdrawals WHERE user_id = ${userId} AND state <> ${WITHDRAW_STATE.failed} AND created_at >= ${since}::timestamptz) AS withdrawals,
      (SELECT coalesce(sum(p.amount), 0)::text FROM accounts a JOIN postings p ON p.account_id = a.id JOIN ledger_transactions lt ON lt.id = p.transaction_id
        WHERE a.user_id = ${userId} AND lt.kind = 'sellBack' AND p.created_at >= ${since}::timestamptz) AS sell_backs`);
  const deposits = BigInt(r.deposits);
  const withdrawals = BigInt(r.withdrawals);
  const sellBacks = BigInt(r.sell_backs);
  return { from: since, deposits: formatFen(deposits), withdrawals: formatFen(withdrawals), sellBacks: formatFen(sellBacks), net: formatFen(deposits - withdrawals - sellBacks) };
}
