// The demo room: outside production an official room that draws as soon as
// DEMO_GIVEAWAY_ENTRANTS players have joined, opened at start and again after each of its draws,
// so a newcomer sees the whole flow (join, close, beacon, draw, winner) within minutes. Its title
// is the page's language's (giveaway.demo.*), not stored text. The prizes are the three
// least valuable skins of the catalogue worth at least a yuan: a fixed choice, not a random one.
import { and, eq, inArray } from 'drizzle-orm';
import { DEMO_GIVEAWAY_ENTRANTS, GIVEAWAY_STATE } from '../../../shared/contracts/giveaway.ts';
import type { Db, Tx } from '../../db/client.ts';
import { giveaways } from '../../db/schema/index.ts';
import { createGiveaway } from './create.ts';
import type { GiveawayDeps } from './service.ts';

export const DEMO_TITLE = 'demo';

function demoPrizes(deps: GiveawayDeps): string[] {
  return [...deps.catalogue.ornaments.values()]
    .filter((o) => o.price >= 100n)
    .sort((a, b) => (a.price !== b.price ? (a.price < b.price ? -1 : 1) : a.id - b.id))
    .slice(0, 3)
    .map((o) => String(o.id));
}

/** Opens the next demo room (inside the draw of the last one, or at start). */
export async function openDemoRoom(tx: Tx, deps: GiveawayDeps, now: Date): Promise<void> {
  const prizes = demoPrizes(deps);
  if (prizes.length === 0) return;
  await createGiveaway(tx, deps, { kind: 'official', staffId: null, demo: true }, {
    title: DEMO_TITLE, description: '', drawMode: 'full', drawAt: null, maxEntrants: DEMO_GIVEAWAY_ENTRANTS,
    minDeposit: 0, depositDays: 30, joinCode: undefined, requireVerified: false, prizes,
  }, now);
}

/** At start, outside production: a demo room unless one is taking entries (the unique index settles a race between processes). */
export async function ensureDemoRoom(db: Db, deps: GiveawayDeps, now: Date): Promise<void> {
  try {
    await db.transaction(async (tx) => {
      const open = await tx.select({ id: giveaways.id }).from(giveaways)
        .where(and(eq(giveaways.demo, true), inArray(giveaways.state, [GIVEAWAY_STATE.open, GIVEAWAY_STATE.drawing])));
      if (open.length === 0) await openDemoRoom(tx, deps, now);
    });
  } catch (err) {
    // Another process opened it between our read and our insert.
    if (!/giveaways_one_open_demo/.test(String((err as { cause?: unknown }).cause ?? err))) throw err;
  }
}
