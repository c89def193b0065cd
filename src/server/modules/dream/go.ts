// POST api/dream/go, inside the caller's transaction (answerIdempotently claims the key in the same
// one): the stake leaves first (the fee debited through the ledger, refused below zero; or the staked
// items leave the backpack by a conditional state change, so a sale or a second dream racing for an
// item lets exactly one win), then the roll takes the next nonce under the seed pair's row lock, and
// the roll is stored, with the target put in the backpack on a win. The live feed hears of a win
// only after the commit (routes.ts).
import { and, eq, inArray, sql } from 'drizzle-orm';
import { ITEM_STATE, MODULE } from '../../../shared/constants.ts';
import type { DreamGoBody, DreamGoResult } from '../../../shared/contracts/dream.ts';
import type { DropRecord } from '../../../shared/contracts/feed.ts';
import { DREAM_TICKETS, dreamFee, dreamWins, ppmToPercent, stakeChancePpm } from '../../../shared/dream-fee.ts';
import { translate, type Lang } from '../../../shared/messages.ts';
import { formatFen, percentOf } from '../../../shared/money.ts';
import type { Tx } from '../../db/client.ts';
import { backpackItems, dreamRolls, fairSeeds, users } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import type { Catalogue } from '../boxes/catalogue.ts';
import { dropTexts, toOrnament, type OrnamentRow } from '../boxes/ornaments.ts';
import { rollTicketSync } from '../fairness/roll-sync.ts';
import { ensureSeed, SEED_LOOKS } from '../fairness/seeds.ts';
import { userBalances } from '../wallet/ledger.ts';
import { postSpendingWithPoints } from '../points/earn.ts';
import { creditRebate } from '../promo/rebate.ts';
import { inPool, type DreamRules } from './rules.ts';

export interface Dreamt {
  result: DreamGoResult;
  /** The win for the live feed (zh-CN, the feed's language); null on a loss. */
  feed: DropRecord | null;
}

/** The target, or the refusal: unknown and outside the pool answer alike. */
export function dreamTarget(catalogue: Catalogue, rules: DreamRules, id: number): OrnamentRow {
  const o = catalogue.ornaments.get(id);
  if (!o || !inPool(o, rules)) throw new AppError('DREAM_TARGET_NOT_FOUND');
  return o;
}

/** A chance paid from the balance must lie within the configured bounds. */
export function checkChance(rules: DreamRules, chancePpm: number): void {
  if (chancePpm < rules.minPpm || chancePpm > rules.maxPpm) {
    throw new AppError('DREAM_CHANCE_RANGE', { min: ppmToPercent(rules.minPpm), max: ppmToPercent(rules.maxPpm) });
  }
}

/** Takes the staked items out of the backpack (all or none) and gives the chance they buy. */
async function takeStake(tx: Tx, rules: DreamRules, userId: bigint, ids: bigint[], target: OrnamentRow, now: Date) {
  const taken = await tx.update(backpackItems)
    .set({ state: ITEM_STATE.consumed, updatedAt: now })
    .where(and(inArray(backpackItems.id, ids), eq(backpackItems.userId, userId), eq(backpackItems.state, ITEM_STATE.inBag)))
    .returning({ id: backpackItems.id, price: backpackItems.price });
  // Someone else's, unknown, sold, withdrawn or already staked: the whole dream is refused (rolled back).
  if (taken.length !== ids.length) throw new AppError('ITEMS_UNAVAILABLE');
  const value = taken.reduce((s, r) => s + r.price, 0n);
  if (value > target.price) throw new AppError('DREAM_STAKE_TOO_HIGH', { stake: formatFen(value), target: formatFen(target.price) });
  const chancePpm = stakeChancePpm(value, target.price, rules.edgePpm, rules.maxPpm);
  if (chancePpm < rules.minPpm) {
    throw new AppError('DREAM_STAKE_TOO_LOW', { percent: ppmToPercent(chancePpm), min: ppmToPercent(rules.minPpm) });
  }
  return { value, chancePpm };
}

/**
 * The next nonce of the player's active pair, in one statement (the update takes the row lock). No
 * row: a first roll (the pair is created here) or a rotation that committed while we waited, whose
 * successor a fresh statement sees; each miss means another rotation committed meanwhile.
 */
async function takeNonce(tx: Tx, userId: bigint) {
  for (let attempt = 0; attempt < SEED_LOOKS; attempt++) {
    const [row] = await tx.update(fairSeeds).set({ nextNonce: sql`${fairSeeds.nextNonce} + 1` })
      .where(and(eq(fairSeeds.userId, userId), eq(fairSeeds.active, true)))
      .returning({ id: fairSeeds.id, serverSeed: fairSeeds.serverSeed, clientSeed: fairSeeds.clientSeed, publicHash: fairSeeds.publicHash, nextNonce: fairSeeds.nextNonce });
    if (row) return row;
    await ensureSeed(tx, userId);
  }
  throw new Error(`user ${userId} has no active seed pair`);
}

export async function dreamOnce(
  tx: Tx, catalogue: Catalogue, rules: DreamRules, userId: bigint, body: DreamGoBody, lang: Lang, now: Date,
): Promise<Dreamt> {
  const target = dreamTarget(catalogue, rules, body.targetId);
  const stakeIds = body.stakeIds?.map((s) => BigInt(s)) ?? [];

  // The seed pair first: taking the nonce locks its row, which orders this player's dreams.
  const seed = await takeNonce(tx, userId);
  const nonce = seed.nextNonce - 1;

  let chancePpm: number;
  let fee = 0n;
  let stakeValue = 0n;
  let balance: bigint;
  if (stakeIds.length > 0) {
    ({ value: stakeValue, chancePpm } = await takeStake(tx, rules, userId, stakeIds, target, now));
    balance = (await userBalances(tx, userId)).main;
  } else {
    chancePpm = body.chancePpm;
    checkChance(rules, chancePpm);
    fee = dreamFee(target.price, chancePpm, rules.edgePpm);
    // The fee earns points (POINTS_EARN_PERCENT) in its own ledger transaction.
    const ref = `dream:${seed.id}:${nonce}`;
    balance = await postSpendingWithPoints(tx, {
      userId, external: 'house:dream', cost: fee, kind: 'dreamFee', ref, earnPercent: rules.earnPercent,
    });
    // The partner's rebate on the fee, in the fee's transaction (a stake of skins is no spending of money).
    await creditRebate(tx, { userId, spent: fee, source: 'dream', spendRef: ref, now });
  }

  const { ticket } = rollTicketSync({ serverSeed: seed.serverSeed, clientSeed: seed.clientSeed, nonce, game: 'dream', range: DREAM_TICKETS });
  const won = dreamWins(ticket, chancePpm);

  let itemId: bigint | null = null;
  if (won) {
    const [item] = await tx.insert(backpackItems)
      .values({ userId, ornamentId: target.id, moduleId: MODULE.dream, state: ITEM_STATE.inBag, price: target.price, createdAt: now, updatedAt: now })
      .returning({ id: backpackItems.id });
    itemId = item.id;
  }
  const [roll] = await tx.insert(dreamRolls).values({
    userId, seedId: seed.id, clientSeed: seed.clientSeed, nonce, ticket, chancePpm, edgePpm: rules.edgePpm,
    targetOrnamentId: target.id, targetPrice: target.price, fee, stakeValue, stakeItemIds: stakeIds.map(String),
    won, itemId, createdAt: now,
  }).returning({ id: dreamRolls.id });

  const result: DreamGoResult = {
    rollId: String(roll.id),
    ticket,
    chancePpm,
    winFrom: 1,
    winTo: chancePpm,
    tickets: DREAM_TICKETS,
    won,
    target: toOrnament(target, lang),
    item: itemId === null ? null : {
      ...toOrnament(target, lang), id: String(itemId), recoveryPrice: formatFen(percentOf(target.price, rules.recoveryPercent)),
    },
    fee: formatFen(fee),
    stakeValue: formatFen(stakeValue),
    edgePpm: rules.edgePpm,
    balance: formatFen(balance),
    publicHash: seed.publicHash,
    clientSeed: seed.clientSeed,
    nonce,
  };
  if (itemId === null) return { result, feed: null };

  const [player] = await tx.select({ nickname: users.nickname, avatar: users.avatar, vipLevel: users.vipLevel, avatarFrame: users.avatarFrame, nameColour: users.nameColour }).from(users).where(eq(users.id, userId));
  const feed: DropRecord = {
    ...toOrnament(target, 'zh-CN'),
    id: String(itemId),
    nickname: player?.nickname ?? '',
    avatar: player?.avatar ?? '',
    vipLevel: player?.vipLevel ?? 0,
    avatarFrame: player?.avatarFrame ?? '',
    nameColour: player?.nameColour ?? '',
    bot: false,
    source: 'dream',
    boxId: null,
    boxName: translate('zh-CN', 'dream.feedName'),
    texts: dropTexts(target, { 'zh-CN': translate('zh-CN', 'dream.feedName'), en: translate('en', 'dream.feedName'), 'zh-TW': translate('zh-TW', 'dream.feedName') }),
    createTime: now.toISOString(),
  };
  return { result, feed };
}
