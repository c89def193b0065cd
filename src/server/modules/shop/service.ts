// The points shop: every catalogue skin for its catalogue price × SHOP_MARKUP in
// points. A purchase spends gold coins first, then points (as the spec says), never more than the price,
// in ONE ledger transaction to house:shop: the two accounts are locked (in id order, the ledger's
// lock order), the split is computed from what they hold, and postTransaction's conditional
// debits refuse anything below zero all the same. The skin lands in the backpack (moduleId shop)
// and the order in shop_orders, in the same database transaction.
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import { ITEM_STATE, MODULE } from '../../../shared/constants.ts';
import type { ShopBuyResult, ShopItem, ShopListQuery, ShopOrderRecord } from '../../../shared/contracts/shop.ts';
import type { Page } from '../../../shared/contracts/wallet.ts';
import { displayYuan, formatFen } from '../../../shared/money.ts';
import type { Lang } from '../../../shared/messages.ts';
import { localized } from '../../../shared/localized.ts';
import { SHOP_CATEGORY_WEAPON_TYPE, shopPrice, splitShopPayment } from '../../../shared/shop.ts';
import type { Db, Tx } from '../../db/client.ts';
import { accounts, backpackItems, shopOrders } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import type { Catalogue } from '../boxes/catalogue.ts';
import { toOrnament, type OrnamentRow } from '../boxes/ornaments.ts';
import { houseAccountId, postTransaction, type PostingInput } from '../wallet/ledger.ts';

export const SHOP_HOUSE = 'house:shop';

export interface ShopDeps {
  catalogue: Catalogue;
  /** Shop price = catalogue price × markupPercent / 100, rounded up to the fen. */
  markupPercent: number;
}

interface Indexed {
  /** The three orders, each over every skin on sale. */
  bySort: Record<ShopListQuery['sort'], OrnamentRow[]>;
  /** Lower-cased names per language, for the search. */
  names: Map<Lang, Map<number, string>>;
}

const indexes = new WeakMap<Catalogue, Indexed>();

function indexed(catalogue: Catalogue): Indexed {
  let ix = indexes.get(catalogue);
  if (!ix) {
    const rows = [...catalogue.ornaments.values()].filter((o) => o.price > 0n);
    const byPrice = (a: OrnamentRow, b: OrnamentRow) => (a.price < b.price ? -1 : a.price > b.price ? 1 : a.id - b.id);
    ix = {
      bySort: {
        // The shop window: knives and gloves first, then covert, classified…, each from the dearest.
        default: [...rows].sort((a, b) => a.grade - b.grade || byPrice(b, a)),
        highest: [...rows].sort((a, b) => byPrice(b, a)),
        lowest: [...rows].sort(byPrice),
      },
      names: new Map(),
    };
    indexes.set(catalogue, ix);
  }
  return ix;
}

function namesIn(catalogue: Catalogue, lang: Lang): Map<number, string> {
  const ix = indexed(catalogue);
  let names = ix.names.get(lang);
  if (!names) {
    names = new Map([...catalogue.ornaments.values()].map((o) => [o.id, localized(o.info.name, lang).toLocaleLowerCase()]));
    ix.names.set(lang, names);
  }
  return names;
}

export function toShopItem(row: OrnamentRow, lang: Lang, markupPercent: number): ShopItem {
  return { ...toOrnament(row, lang, shopPrice(row.price, markupPercent)), marketPrice: formatFen(row.price) };
}

/**
 * The default order for a signed-in player with `budget` (coins + points, fen): what they can buy
 * now first, the dearest of it first (the best skin within reach), then the rest from the cheapest
 * (the nearest to reach). A player holding 20 points would otherwise open the shop on knives priced
 * in the tens of thousands.
 */
function affordableFirst(deps: ShopDeps, budget: bigint): OrnamentRow[] {
  const ix = indexed(deps.catalogue);
  const within = (o: OrnamentRow) => shopPrice(o.price, deps.markupPercent) <= budget;
  return [...ix.bySort.highest.filter(within), ...ix.bySort.lowest.filter((o) => !within(o))];
}

/**
 * GET api/shop/list: sort, category, name search in the request's language, paging. `budget` is
 * the signed-in viewer's coins + points (fen), null for a visitor; it reorders the default sort only.
 */
export function shopList(deps: ShopDeps, q: ShopListQuery, lang: Lang, budget: bigint | null = null): Page<ShopItem> {
  const weaponType = q.category === 'all' ? null : SHOP_CATEGORY_WEAPON_TYPE[q.category];
  const needle = q.name.toLocaleLowerCase();
  const names = needle ? namesIn(deps.catalogue, lang) : null;
  const ordered = q.sort === 'default' && budget !== null ? affordableFirst(deps, budget) : indexed(deps.catalogue).bySort[q.sort];
  const matching = ordered
    .filter((o) => (weaponType === null || o.weaponType === weaponType) && (names === null || names.get(o.id)!.includes(needle)));
  return {
    list: matching.slice((q.page - 1) * q.pageSize, q.page * q.pageSize).map((o) => toShopItem(o, lang, deps.markupPercent)),
    total: matching.length,
    page: q.page,
    pageSize: q.pageSize,
  };
}

/** What a player holds to spend in the shop: gold coins + points, fen. */
export async function shopBudget(db: Db, userId: bigint): Promise<bigint> {
  const held = await db.select({ balance: accounts.balance }).from(accounts)
    .where(and(eq(accounts.userId, userId), inArray(accounts.type, ['coins', 'points'])));
  return held.reduce((sum, a) => sum + a.balance, 0n);
}

/** POST api/shop/buy, inside the caller's (idempotent) transaction. */
export async function buyShopItem(tx: Tx, deps: ShopDeps, userId: bigint, ornamentId: number, lang: Lang, now: Date): Promise<ShopBuyResult> {
  const row = deps.catalogue.ornaments.get(ornamentId);
  if (!row || row.price <= 0n) throw new AppError('SHOP_ITEM_NOT_FOUND');
  const price = shopPrice(row.price, deps.markupPercent);
  // Locks the player's coins and points (id order, as postTransaction locks them) before reading.
  const held = await tx.select({ id: accounts.id, type: accounts.type, balance: accounts.balance }).from(accounts)
    .where(and(eq(accounts.userId, userId), inArray(accounts.type, ['coins', 'points'])))
    .orderBy(accounts.id).for('update');
  const coins = held.find((a) => a.type === 'coins')!;
  const points = held.find((a) => a.type === 'points')!;
  const split = splitShopPayment(price, coins.balance, points.balance);
  if (!split) {
    throw new AppError('SHOP_NOT_ENOUGH', { price: displayYuan(price), coins: displayYuan(coins.balance), points: displayYuan(points.balance) });
  }
  const entries: PostingInput[] = [
    { accountId: coins.id, amount: -split.coins },
    { accountId: points.id, amount: -split.points },
    { accountId: await houseAccountId(tx, SHOP_HOUSE), amount: price },
  ];
  const posted = await postTransaction(tx, { kind: 'shopBuy', ref: `shop:${userId}:${ornamentId}`, postings: entries.filter((p) => p.amount !== 0n) });
  const after = (id: bigint, before: bigint) => posted.postings.find((p) => p.accountId === id)?.balanceAfter ?? before;
  const [item] = await tx.insert(backpackItems).values({
    userId, ornamentId, moduleId: MODULE.shop, state: ITEM_STATE.inBag, price: row.price, createdAt: now, updatedAt: now,
  }).returning({ id: backpackItems.id });
  await tx.insert(shopOrders).values({
    userId, ornamentId, price, coinsPaid: split.coins, pointsPaid: split.points, itemId: item.id, transactionId: posted.transactionId, createdAt: now,
  });
  return {
    itemId: String(item.id),
    ornament: toShopItem(row, lang, deps.markupPercent),
    price: formatFen(price),
    coinsPaid: formatFen(split.coins),
    pointsPaid: formatFen(split.points),
    coins: formatFen(after(coins.id, coins.balance)),
    points: formatFen(after(points.id, points.balance)),
  };
}

/** The record centre's shop tab: the player's purchases, newest first. */
export async function myShopOrders(db: Db, deps: ShopDeps, userId: bigint, q: { page: number; pageSize: number }, lang: Lang): Promise<Page<ShopOrderRecord>> {
  const where = eq(shopOrders.userId, userId);
  const [{ total }] = await db.select({ total: count() }).from(shopOrders).where(where);
  const rows = await db.select().from(shopOrders).where(where).orderBy(desc(shopOrders.id))
    .limit(q.pageSize).offset((q.page - 1) * q.pageSize);
  return {
    list: rows.map((r) => ({
      id: String(r.id),
      ornament: toShopItem(deps.catalogue.ornaments.get(r.ornamentId)!, lang, deps.markupPercent),
      price: formatFen(r.price),
      coinsPaid: formatFen(r.coinsPaid),
      pointsPaid: formatFen(r.pointsPaid),
      createTime: r.createdAt.toISOString(),
    })),
    total: Number(total),
    page: q.page,
    pageSize: q.pageSize,
  };
}
