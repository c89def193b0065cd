// Take-backs: N withdrawals through the sandbox supplier in auto mode (a step every
// second, 20 % failing with the reasons in turn), each callback delivered into the app
// (POST api/withdrawals/callback/sandbox), the jobs run by `runners` job runners polling the same
// database (as that many processes would). Prints the time from the request to the final state
// (p50, p99) and checks nothing is lost or doubled: every record final exactly once, one sandbox
// order per record, every failed record's item back in the backpack and every delivered one gone.
import { randomUUID } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { getConfig } from '../../src/server/config/index.ts';
import { openDatabase, queryRows } from '../../src/server/db/client.ts';
import { backpackItems, sandboxSkinOrders, users, withdrawalEvents, withdrawals } from '../../src/server/db/schema/index.ts';
import { createDeps } from '../../src/server/deps.ts';
import { buildApp } from '../../src/server/app.ts';
import type { AppDeps } from '../../src/server/app-deps.ts';
import { isSandboxSupplier } from '../../src/server/providers/skins/choose.ts';
import { NullBroadcaster } from '../../src/server/realtime/broadcaster.ts';
import { prepareDatabase } from '../../src/server/seed.ts';
import { ITEM_STATE, MODULE } from '../../src/shared/constants.ts';
import { MAX_WITHDRAW_ITEMS, WITHDRAW_STATE } from '../../src/shared/withdrawal-constants.ts';
import { percentile } from './child.ts';
import { createFundedPlayers } from './fixtures.ts';

const TRADE_URL = 'https://steamcommunity.com/tradeoffer/new/?partner=12345678&token=BenchTok1';
const TIMEOUT_MS = 600_000;

export interface WithdrawFigures {
  total: number;
  seconds: number;
  p50: number;
  p99: number;
  delivered: number;
  failed: number;
  notFinal: number;
  doubleFinal: number;
  ordersMissing: number;
  ordersExtra: number;
  itemsWrong: number;
  callbacks: number;
  callbacksRefused: number;
}

export async function withdrawalsThroughSandbox(location: string, total: number, runners: number): Promise<WithdrawFigures> {
  const config = getConfig({
    NODE_ENV: 'test', CAPTCHA: 'off', WITHDRAW_SUPPLIER: 'sandbox', SKINS_SANDBOX_MODE: 'auto', SKINS_SANDBOX_STEP_SECONDS: '1',
    SKINS_SANDBOX_FAIL_PERCENT: '20', WITHDRAW_REQUIRE_DEPOSIT: 'off', WITHDRAW_DAILY_COUNT: '1000', WITHDRAW_DAILY_VALUE: '100000000',
    WITHDRAW_REVIEW_ABOVE: '100000000', LOG_LEVEL: 'error',
  });
  const database = await openDatabase(location, { poolSize: 8 * runners });
  await prepareDatabase(database, config, { demo: false });
  const db = database.db;
  const all: AppDeps[] = [];
  for (let i = 0; i < runners; i++) all.push(await createDeps(config, db, { broadcaster: NullBroadcaster }));
  const app = await buildApp(all[0]);
  await app.ready();
  let callbacks = 0;
  let callbacksRefused = 0;
  for (const deps of all) {
    if (!isSandboxSupplier(deps.supplier)) throw new Error('the bench needs the sandbox supplier');
    deps.supplier.useDelivery(async (headers, rawBody) => {
      const res = await app.inject({ method: 'POST', url: '/api/withdrawals/callback/sandbox', headers, payload: rawBody });
      callbacks++;
      if (res.statusCode !== 200) callbacksRefused++;
    });
  }
  try {
    // Players ready to take back, MAX_WITHDRAW_ITEMS cheap skins each.
    const playerCount = Math.ceil(total / MAX_WITHDRAW_ITEMS);
    const players = await createFundedPlayers(db, { users: playerCount, phonePrefix: '1860', invitationCode: config.defaultInvitationCode });
    await db.update(users).set({ tradeUrl: TRADE_URL, realNameVerifiedAt: new Date() }).where(inArray(users.id, players.map((p) => BigInt(p.userId))));
    const cheapest = [...all[0].catalogue.ornaments.values()].filter((o) => o.price >= 100n).sort((a, b) => (a.price < b.price ? -1 : 1))[0];
    const requests: { token: string; ids: string[] }[] = [];
    for (let p = 0; p < playerCount; p++) {
      const n = Math.min(MAX_WITHDRAW_ITEMS, total - p * MAX_WITHDRAW_ITEMS);
      const rows = await db.insert(backpackItems).values(Array.from({ length: n }, () => ({
        userId: BigInt(players[p].userId), ornamentId: cheapest.id, moduleId: MODULE.case, state: ITEM_STATE.inBag, price: cheapest.price,
      }))).returning({ id: backpackItems.id });
      requests.push({ token: players[p].token, ids: rows.map((r) => String(r.id)) });
    }

    const started = Date.now();
    // Every player asks at once, all their items in one request.
    await Promise.all(requests.map(async (r) => {
      const res = await app.inject({
        method: 'POST', url: '/api/profile/ornamentRetrieval',
        headers: { token: r.token, 'idempotency-key': randomUUID(), 'content-type': 'application/json' },
        payload: JSON.stringify({ ids: r.ids }),
      });
      if (res.statusCode !== 200) throw new Error(`ornamentRetrieval: ${res.statusCode} ${res.body}`);
    }));

    // The runners poll until every record is final (or the time is up).
    const finalStates = [WITHDRAW_STATE.success, WITHDRAW_STATE.failed];
    const liveCount = async () => Number((await db.select({ n: sql<number>`count(*)::int` }).from(withdrawals).where(sql`${withdrawals.state} NOT IN (3, 4)`))[0].n);
    let stop = false;
    const loops = all.map(async (deps) => {
      while (!stop) {
        const done = await deps.jobs.runDue(200);
        if (done === 0) await new Promise((r) => setTimeout(r, 50));
      }
    });
    while (Date.now() - started < TIMEOUT_MS && (await liveCount()) > 0) await new Promise((r) => setTimeout(r, 250));
    const seconds = (Date.now() - started) / 1000;
    stop = true;
    await Promise.all(loops);
    for (const deps of all) if (isSandboxSupplier(deps.supplier)) await deps.supplier.settled();

    // Time to the final state: the final event's time less the record's creation.
    const times = await queryRows<{ ms: number }>(db, sql`
      SELECT EXTRACT(EPOCH FROM (e.created_at - w.created_at)) * 1000 AS ms
      FROM ${withdrawals} w JOIN ${withdrawalEvents} e ON e.withdrawal_id = w.id AND e.to_state IN (3, 4)`);
    const sorted = times.map((t) => Number(t.ms)).sort((a, b) => a - b);
    const finals = await queryRows<{ n: number }>(db, sql`
      SELECT count(*)::int AS n FROM ${withdrawalEvents} WHERE to_state IN (3, 4) GROUP BY withdrawal_id HAVING count(*) > 1`);
    const records = await db.select({ id: withdrawals.id, state: withdrawals.state, ref: withdrawals.supplierRef, itemId: withdrawals.itemId }).from(withdrawals);
    const orders = await db.select({ ref: sandboxSkinOrders.ref }).from(sandboxSkinOrders);
    const refs = new Set(records.map((r) => r.ref));
    const orderRefs = new Set(orders.map((o) => o.ref));
    const items = new Map((await db.select({ id: backpackItems.id, state: backpackItems.state }).from(backpackItems)
      .where(and(eq(backpackItems.moduleId, MODULE.case), inArray(backpackItems.id, records.map((r) => r.itemId))))).map((i) => [i.id, i.state]));
    const itemsWrong = records.filter((r) => {
      const state = items.get(r.itemId);
      if (r.state === WITHDRAW_STATE.failed) return state !== ITEM_STATE.inBag;
      if (r.state === WITHDRAW_STATE.success) return state !== ITEM_STATE.withdrawn;
      return false;
    }).length;
    return {
      total,
      seconds,
      p50: percentile(sorted, 0.5) / 1000,
      p99: percentile(sorted, 0.99) / 1000,
      delivered: records.filter((r) => r.state === WITHDRAW_STATE.success).length,
      failed: records.filter((r) => r.state === WITHDRAW_STATE.failed).length,
      notFinal: records.filter((r) => !finalStates.includes(r.state as 3 | 4)).length,
      doubleFinal: finals.length,
      ordersMissing: [...refs].filter((r) => !orderRefs.has(r)).length,
      ordersExtra: orders.filter((o) => !refs.has(o.ref)).length,
      itemsWrong,
      callbacks,
      callbacksRefused,
    };
  } finally {
    await app.close();
    await database.close();
  }
}
