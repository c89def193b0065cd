// The live strip's history and the home page's figures.
import { and, count, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DropRecord, HomeStats } from '../../../shared/contracts/feed.ts';
import type { Lang } from '../../../shared/messages.ts';
import { ITEM_STATE, MAX_OPEN, MODULE } from '../../../shared/constants.ts';
import { FEED_REVEAL_MAX_MS, feedRevealDelayMs, REEL_STAGGER_MS } from '../../../shared/reel-timing.ts';
import { localized } from '../../../shared/localized.ts';
import type { Db } from '../../db/client.ts';
import { backpackItems, ornaments, rolls, users } from '../../db/schema/index.ts';
import type { Catalogue } from '../boxes/catalogue.ts';
import { toOrnament } from '../boxes/ornaments.ts';

const FEED_MODULES = [1, 2, 3, 5];

const openedWith = alias(backpackItems, 'opened_with');

/**
 * True for a case drop whose reel may still be spinning at `now`: drop i of an opening (the items
 * one opening inserted share player and time; i is its place among them by id) is shown only
 * feedRevealDelayMs(i) after the opening, as its live message's revealAt says. Stateless, so every
 * process answers alike. The cheap time bound comes first; the count runs for the last seconds' rows only.
 */
function stillSpinning(db: Db, now: Date): SQL {
  const place = db.select({ n: count() }).from(openedWith).where(and(
    eq(openedWith.userId, backpackItems.userId),
    eq(openedWith.createdAt, backpackItems.createdAt),
    eq(openedWith.moduleId, MODULE.case),
    lt(openedWith.id, backpackItems.id),
  ));
  const recent = new Date(now.getTime() - FEED_REVEAL_MAX_MS).toISOString();
  const firstStops = new Date(now.getTime() - feedRevealDelayMs(0)).toISOString();
  return sql`(${backpackItems.moduleId} = ${MODULE.case} AND ${backpackItems.createdAt} > ${recent}::timestamptz
    AND ${backpackItems.createdAt} > ${firstStops}::timestamptz - LEAST((${place}), ${MAX_OPEN - 1}) * ${REEL_STAGGER_MS} * interval '1 millisecond')`;
}

async function drops(db: Db, catalogue: Catalogue, lang: Lang, opts: { limit: number; top: boolean; now: Date; since?: Date; byPrice?: boolean }): Promise<DropRecord[]> {
  const rows = await db.select({ item: backpackItems, nickname: users.nickname, avatar: users.avatar, vipLevel: users.vipLevel, avatarFrame: users.avatarFrame, nameColour: users.nameColour }).from(backpackItems)
    .innerJoin(users, eq(users.id, backpackItems.userId))
    .innerJoin(ornaments, eq(ornaments.id, backpackItems.ornamentId))
    .where(and(
      inArray(backpackItems.moduleId, FEED_MODULES),
      opts.top ? inArray(ornaments.grade, [0, 1]) : undefined,
      opts.since ? gte(backpackItems.createdAt, opts.since) : undefined,
      sql`NOT ${stillSpinning(db, opts.now)}`,
      // A battle's items stay held until its last round is revealed (modules/battles/reveal.ts).
      sql`${backpackItems.state} <> ${ITEM_STATE.held}`,
    ))
    .orderBy(opts.byPrice ? desc(backpackItems.price) : desc(backpackItems.id), desc(backpackItems.id))
    .limit(opts.limit);
  return rows.map(({ item, nickname, avatar, vipLevel, avatarFrame, nameColour }) => {
    const box = item.boxId !== null ? catalogue.boxes.get(item.boxId) : undefined;
    return {
      ...toOrnament(catalogue.ornaments.get(item.ornamentId)!, lang, item.price),
      id: String(item.id),
      nickname,
      avatar,
      vipLevel,
      avatarFrame,
      nameColour,
      bot: false,
      source: item.moduleId === MODULE.battle ? 'battle' as const : 'case' as const,
      boxId: item.boxId,
      boxName: box ? localized(box.name, lang) : '',
      createTime: item.createdAt.toISOString(),
    };
  });
}

/** The newest drops whose reels have stopped (`now`: the server clock). */
export function lastDrops(db: Db, catalogue: Catalogue, q: { limit: number; isTop: number }, lang: Lang, now: Date): Promise<DropRecord[]> {
  return drops(db, catalogue, lang, { limit: q.limit, top: q.isTop === 1, now });
}

/** Midnight in China (UTC+8, no daylight saving): "today" for the top drop of the day. */
export function startOfChinaDay(now: Date): Date {
  const shifted = new Date(now.getTime() + 8 * 3600_000);
  shifted.setUTCHours(0, 0, 0, 0);
  return new Date(shifted.getTime() - 8 * 3600_000);
}

export async function homeStats(db: Db, catalogue: Catalogue, usersOnline: number, lang: Lang, now: Date): Promise<HomeStats> {
  const [[opened], [people], [top]] = await Promise.all([
    db.select({ n: count() }).from(rolls).where(eq(rolls.game, 'case')),
    db.select({ n: count() }).from(users),
    drops(db, catalogue, lang, { limit: 1, top: false, since: startOfChinaDay(now), byPrice: true, now }),
  ]);
  return { openedCount: Number(opened.n), userCount: Number(people.n), usersOnline, topDropToday: top ?? null };
}
