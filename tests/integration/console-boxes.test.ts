// Console cases and odds through the API, on PGlite and PostgreSQL: the tiling and
// bad-input table (nothing written), the derived price, four eyes (in the code and in the CHECK),
// racing approvals, a moved base, retirement, and that every roll keeps its version: an old roll
// verifies against v1 after v2 goes live, a new opening rolls v2, and a process that has not
// reloaded yet refuses (the opening's statement checks) until its refresh picks v2 up.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TICKETS } from '../../src/shared/contracts/box.ts';
import { pickByTicket, verifyRoll } from '../../src/shared/fairness/index.ts';
import { queryRows } from '../../src/server/db/client.ts';
import { casePrice, expectedValueFen } from '../../src/server/modules/boxes/data/pricing.ts';
import { loadCatalogueCache, refreshCatalogue } from '../../src/server/modules/boxes/catalogue.ts';
import { openBoxOnce } from '../../src/server/modules/boxes/opening/open.ts';
import { AppError } from '../../src/server/errors.ts';
import { formatFen } from '../../src/shared/money.ts';
import { createDeps } from '../../src/server/deps.ts';
import { apiNotFound, buildApp } from '../../src/server/app.ts';
import { NullBroadcaster } from '../../src/server/realtime/broadcaster.ts';
import { createTestContext, type TestContext } from './context.ts';
import { credit, get, openBox, post, signUp, userInfo } from './api.ts';
import { signInStaff, staffGet, staffPost, type SignedInStaff } from './console-helpers.ts';

let ctx: TestContext;
let alice: SignedInStaff; // proposes
let bob: SignedInStaff; // approves
let carol: SignedInStaff; // approves too (races)
beforeAll(async () => {
  ctx = await createTestContext();
  alice = await signInStaff(ctx, 'operator');
  bob = await signInStaff(ctx, 'operator');
  carol = await signInStaff(ctx, 'owner');
});
afterAll(async () => { await ctx.close(); });

type Weights = { ornamentId: number; weight: number }[];

async function count(table: 'box_proposals' | 'box_versions' | 'box_version_items' | 'console_audit' | 'boxes'): Promise<number> {
  const [r] = await queryRows<{ n: number }>(ctx.deps.db, sql`SELECT count(*)::int AS n FROM ${sql.raw(table)}`);
  return Number(r.n);
}
async function counts() {
  return Promise.all((['box_proposals', 'box_versions', 'box_version_items', 'console_audit', 'boxes'] as const).map(count));
}

/** The current table of a case as weights (what the editor starts from). */
function currentWeights(boxId: number): Weights {
  return ctx.deps.catalogue.boxes.get(boxId)!.current.table.map((e) => ({ ornamentId: e.ornamentId, weight: e.ticketTo - e.ticketFrom + 1 }));
}

/** The same items with one ticket moved from the last item to the first (a real change of odds). */
function shifted(w: Weights, by = 1): Weights {
  const out = w.map((x) => ({ ...x }));
  out[0].weight += by;
  out[out.length - 1].weight -= by;
  return out;
}

function proposeFor(who: SignedInStaff, boxId: number, items: Weights, reason = 'rebalance the top tier') {
  return staffPost(ctx, who, '/api/console/boxes/propose', { boxId, items, reason });
}
async function proposalId(res: { statusCode: number; body: string; json(): { data: { id: number } } }): Promise<number> {
  if (res.statusCode !== 200) throw new Error(`propose: ${res.body}`);
  return res.json().data.id;
}

describe('preview and propose refuse a bad table, writing nothing', () => {
  it.each([
    ['weights summing to one ticket short', (w: Weights) => [...w.slice(0, -1), { ...w[w.length - 1], weight: w[w.length - 1].weight - 1 }], /999999/],
    ['weights summing to one ticket over', (w: Weights) => shifted(w, 0).map((x, i) => (i === 0 ? { ...x, weight: x.weight + 1 } : x)), /1000001/],
    ['a zero weight', (w: Weights) => [{ ...w[0], weight: 0 }, ...w.slice(1)], /item 1 must be a whole number/],
    ['a negative weight', (w: Weights) => [...w.slice(0, 1), { ...w[1], weight: -5 }, ...w.slice(2)], /item 2 must be a whole number/],
    ['a fractional weight', (w: Weights) => [{ ...w[0], weight: 1.5 }, ...w.slice(1)], /Weight/],
    ['a weight that is not a number', (w: Weights) => [{ ...w[0], weight: 'many' }, ...w.slice(1)], /Weight/],
    ['an unknown item', (w: Weights) => [{ ...w[0], ornamentId: 999_999_999 }, ...w.slice(1)], /Item 1 \(id 999999999\) is not in the item catalogue/],
    ['a repeated item', (w: Weights) => [w[0], { ...w[1], ornamentId: w[0].ornamentId }, ...w.slice(2)], /Item 2 .* is listed twice/],
    ['no items', () => [], /Items/],
    ['too many items', () => Array.from({ length: 101 }, (_, i) => ({ ornamentId: i + 1, weight: 1 })), /at most 100 items/],
    ['items that are not a list', () => 'all of them', /Items/],
  ])('%s', async (_name, make, message) => {
    const before = await counts();
    const items = make(currentWeights(1)) as unknown;
    for (const url of ['/api/console/boxes/preview', '/api/console/boxes/propose']) {
      const res = await staffPost(ctx, alice, url, { boxId: 1, items, reason: 'try it' }, { lang: 'en' });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().msg).toMatch(message);
    }
    expect(await counts()).toEqual(before);
  });

  it('answers in the request\'s language', async () => {
    const w = currentWeights(1);
    const res = await staffPost(ctx, alice, '/api/console/boxes/preview', { boxId: 1, items: [{ ...w[0], weight: 0 }, ...w.slice(1)] });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe('第 1 个饰品的票数必须是不小于 1 的整数');
  });

  it('refuses a price of 0 derived from items worth nothing', async () => {
    const free = [...ctx.deps.catalogue.ornaments.values()].find((o) => o.price === 0n);
    if (!free) {
      // The catalogue has no item priced 0: the derived price of any valid table is then above 0.
      expect([...ctx.deps.catalogue.ornaments.values()].every((o) => o.price > 0n)).toBe(true);
      return;
    }
    const res = await staffPost(ctx, alice, '/api/console/boxes/preview', { boxId: 1, items: [{ ornamentId: free.id, weight: TICKETS }] }, { lang: 'en' });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toMatch(/not above 0/);
  });

  it('an unknown case is 404, a missing reason or control characters are 400, nothing written', async () => {
    const before = await counts();
    const items = currentWeights(1);
    const unknown = await staffPost(ctx, alice, '/api/console/boxes/propose', { boxId: 4242, items, reason: 'new odds' }, { lang: 'en' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().msg).toMatch(/case/i);
    expect((await staffPost(ctx, alice, '/api/console/boxes/propose', { boxId: 1, items }, { lang: 'en' })).statusCode).toBe(400);
    const ctl = await staffPost(ctx, alice, '/api/console/boxes/propose', { boxId: 1, items, reason: 'odds\u0000change' }, { lang: 'en' });
    expect(ctl.statusCode).toBe(400);
    const slug = await staffPost(ctx, alice, '/api/console/boxes/preview', { boxId: 0, slug: 'Bad Slug!', nameZhCN: '新箱', nameEn: 'New', themeId: 1, image: ctx.deps.catalogue.boxes.get(1)!.image, items }, { lang: 'en' });
    expect(slug.statusCode).toBe(400);
    expect(slug.json().msg).toMatch(/slug/i);
    expect((await staffGet(ctx, alice, '/api/console/boxes/abc')).statusCode).toBe(400);
    expect((await staffGet(ctx, alice, '/api/console/boxes/4242')).statusCode).toBe(404);
    expect(await counts()).toEqual(before);
  });
});

describe('the price is derived, and a preview writes nothing', () => {
  it('previews every odd, the price from the expected value and the edge, and the RTP', async () => {
    const items = shifted(currentWeights(2), 1000);
    const before = await counts();
    const res = await staffPost(ctx, alice, '/api/console/boxes/preview', { boxId: 2, items });
    expect(res.statusCode, res.body).toBe(200);
    const p = res.json().data;
    expect(await counts()).toEqual(before);
    // Contiguous ranges in the order given, tiling 1..1,000,000.
    let from = 1;
    p.items.forEach((row: { ornamentId: number; ticketFrom: number; ticketTo: number; odds: string }, i: number) => {
      expect(row.ornamentId).toBe(items[i].ornamentId);
      expect(row.ticketFrom).toBe(from);
      expect(row.ticketTo - row.ticketFrom + 1).toBe(items[i].weight);
      expect(row.odds).toBe(((items[i].weight * 100) / TICKETS).toFixed(4));
      from = row.ticketTo + 1;
    });
    expect(from).toBe(TICKETS + 1);
    const prices = new Map(items.map((i) => [i.ornamentId, { price: Number(ctx.deps.catalogue.ornaments.get(i.ornamentId)!.price) }]));
    let t = 0;
    const table = items.map((i) => ({ ornamentId: i.ornamentId, ticketFrom: t + 1, ticketTo: (t += i.weight) }));
    const expected = casePrice(expectedValueFen(table, prices), ctx.config.boxes.houseEdgePercent / 100);
    expect(p.price).toBe(formatFen(BigInt(expected)));
    expect(Number(p.rtp)).toBeGreaterThan(100 - ctx.config.boxes.houseEdgePercent - 1);
    expect(Number(p.rtp)).toBeLessThanOrEqual(100 - ctx.config.boxes.houseEdgePercent);
    // A hand-set price is not a field: sent anyway, it changes nothing.
    const withPrice = await staffPost(ctx, alice, '/api/console/boxes/preview', { boxId: 2, items, price: '0.01' });
    expect(withPrice.json().data.price).toBe(p.price);
  });
});

describe('four eyes', () => {
  it('the proposer cannot approve or reject their own proposal, and the database refuses it too', async () => {
    const id = await proposalId(await proposeFor(alice, 3, shifted(currentWeights(3))));
    const audits = await count('console_audit');
    const own = await staffPost(ctx, alice, `/api/console/boxes/proposals/${id}/approve`, {}, { lang: 'en' });
    expect(own.statusCode).toBe(422);
    expect(own.json().status).toBe(5005);
    expect((await staffPost(ctx, alice, `/api/console/boxes/proposals/${id}/reject`, {})).json().status).toBe(5005);
    expect(await count('console_audit')).toBe(audits);
    await expect(ctx.deps.db.execute(sql`UPDATE box_proposals SET state = 1, decided_by = proposed_by WHERE id = ${id}`)).rejects.toThrow();
    const [row] = await queryRows<{ state: number }>(ctx.deps.db, sql`SELECT state FROM box_proposals WHERE id = ${id}`);
    expect(Number(row.state)).toBe(0);
    // Another staff member may reject it.
    const rejected = await staffPost(ctx, bob, `/api/console/boxes/proposals/${id}/reject`, { reason: 'not now' });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(ctx.deps.catalogue.boxes.get(3)!.current.version).toBe(1);
  });

  it('of racing approvals exactly one wins; the version is written once', async () => {
    const id = await proposalId(await proposeFor(alice, 4, shifted(currentWeights(4), 7)));
    const versions = await count('box_versions');
    const approvers = [bob, carol];
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => staffPost(ctx, approvers[i % 2], `/api/console/boxes/proposals/${id}/approve`, {})));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    const lost = answers.filter((a) => a.statusCode !== 200);
    expect(lost).toHaveLength(19);
    for (const a of lost) expect(a.json().status).toBe(5006);
    expect(await count('box_versions')).toBe(versions + 1);
    const [audit] = await queryRows<{ n: number }>(ctx.deps.db, sql`SELECT count(*)::int AS n FROM console_audit WHERE action = 'box.approve' AND after->>'proposal' = ${String(id)}`);
    expect(Number(audit.n)).toBe(1);
    expect(ctx.deps.catalogue.boxes.get(4)!.current.version).toBe(2);
  });

  it('approval refuses when the case moved since the proposal; the failed approval leaves no audit row and no version', async () => {
    const first = await proposalId(await proposeFor(alice, 5, shifted(currentWeights(5), 3)));
    const second = await proposalId(await proposeFor(alice, 5, shifted(currentWeights(5), 9)));
    expect((await staffPost(ctx, bob, `/api/console/boxes/proposals/${first}/approve`, {})).statusCode).toBe(200);
    const before = await counts();
    const stale = await staffPost(ctx, bob, `/api/console/boxes/proposals/${second}/approve`, {}, { lang: 'en' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().status).toBe(5213);
    expect(await counts()).toEqual(before);
    const [row] = await queryRows<{ state: number; decided_by: string | null }>(ctx.deps.db, sql`SELECT state, decided_by FROM box_proposals WHERE id = ${second}`);
    expect(Number(row.state)).toBe(0);
    expect(row.decided_by).toBeNull();
  });
});

describe('every roll keeps its version', () => {
  it('an old roll verifies against v1 after v2 goes live, a new opening rolls v2, a process not yet reloaded refuses', async () => {
    const boxId = 6;
    const { token } = await signUp(ctx);
    await credit(ctx, token, 10_000_000n);
    const v1 = ctx.deps.catalogue.boxes.get(boxId)!.current;
    const opened = await openBox(ctx, token, boxId);
    expect(opened.statusCode, opened.body).toBe(200);
    const oldDrop = opened.json().data.drops[0];
    // Another process's catalogue, loaded before the approval.
    const other = await loadCatalogueCache(ctx.deps.db);

    const id = await proposalId(await proposeFor(alice, boxId, shifted(currentWeights(boxId), 50_000)));
    const approved = await staffPost(ctx, bob, `/api/console/boxes/proposals/${id}/approve`, { reason: 'second look' });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().data).toEqual({ boxId, version: 2 });
    const v2 = ctx.deps.catalogue.boxes.get(boxId)!.current;
    expect(v2.version).toBe(2);
    expect(v2.table).not.toEqual(v1.table);

    // The old roll still points at v1 and verifies against v1's table.
    await post(ctx, '/api/fair/rotateSeed', {}, { token });
    const roll = (await get(ctx, `/api/fair/getRoll?id=${oldDrop.rollId}`)).json().data;
    expect(roll.boxVersion).toBe(1);
    expect(roll.table.map((e: { ornamentId: number; ticketFrom: number; ticketTo: number }) => ({ ornamentId: e.ornamentId, ticketFrom: e.ticketFrom, ticketTo: e.ticketTo }))).toEqual(v1.table.map(({ ornamentId, ticketFrom, ticketTo }) => ({ ornamentId, ticketFrom, ticketTo })));
    const check = await verifyRoll({ ...roll, game: 'case', table: roll.table });
    expect(check.hashMatches).toBe(true);
    expect(roll.table[pickByTicket(roll.table, check.ticket)].ornamentId).toBe(oldDrop.ornamentId);
    // v1's detail stays readable and unchanged.
    const v1Detail = (await get(ctx, `/api/box/getBoxDetail?id=${boxId}&version=1`)).json().data;
    expect(v1Detail.version).toBe(1);
    expect(v1Detail.price).toBe(formatFen(v1.price));

    // A new opening rolls v2 at v2's price.
    const fresh = await openBox(ctx, token, boxId);
    expect(fresh.statusCode, fresh.body).toBe(200);
    const newRoll = (await get(ctx, `/api/fair/getRoll?id=${fresh.json().data.drops[0].rollId}`)).json().data;
    expect(newRoll.boxVersion).toBe(2);
    expect((await get(ctx, `/api/box/getBoxDetail?id=${boxId}`)).json().data.price).toBe(formatFen(v2.price));

    // The other process still holds v1: its opening is refused by the statement, nothing is paid.
    expect(other.boxes.get(boxId)!.current.version).toBe(1);
    const userId = BigInt((await userInfo(ctx, token)).id);
    const balanceBefore = (await userInfo(ctx, token)).balance;
    const attempt = openBoxOnce(ctx.deps.db, { catalogue: other, recoveryPercent: 70, pointsEarnPercent: 0 }, {
      by: { userId }, boxId, count: 1, lang: 'zh-CN', now: new Date(), key: randomUUID(), fingerprint: 'x',
    });
    await expect(attempt).rejects.toSatisfy((e: unknown) => e instanceof AppError && e.errorName === 'BOX_CHANGED');
    expect((await userInfo(ctx, token)).balance).toBe(balanceBefore);
    // Its refresh picks v2 up; a second refresh finds nothing new.
    expect(await refreshCatalogue(ctx.deps.db, other)).toBe(true);
    expect(other.boxes.get(boxId)!.current.version).toBe(2);
    expect(await refreshCatalogue(ctx.deps.db, other)).toBe(false);
    const after = await openBoxOnce(ctx.deps.db, { catalogue: other, recoveryPercent: 70, pointsEarnPercent: 0 }, {
      by: { userId }, boxId, count: 1, lang: 'zh-CN', now: new Date(), key: randomUUID(), fingerprint: 'x',
    });
    expect(after.answer.httpStatus).toBe(200);

    // The console shows both versions, each with its own table.
    const detail = (await staffGet(ctx, carol, `/api/console/boxes/${boxId}`)).json().data;
    expect(detail.versions.map((v: { version: number }) => v.version)).toEqual([2, 1]);
    expect(detail.versions[1].items.map((i: { ticketFrom: number }) => i.ticketFrom)).toEqual(v1.table.map((e) => e.ticketFrom));
    expect(detail.versions[0].approvedBy).toBe(bob.name);
    expect(detail.versions[0].proposedBy).toBe(alice.name);
  });
});

describe('retiring a case', () => {
  it('takes it off the list, out of opening and new battles; its old rolls and versions stay readable; unretire puts it back', async () => {
    const boxId = 7;
    const { token } = await signUp(ctx);
    await credit(ctx, token, 10_000_000n);
    const drop = (await openBox(ctx, token, boxId)).json().data.drops[0];
    const before = await count('console_audit');

    expect((await staffPost(ctx, bob, `/api/console/boxes/${boxId}/retire`, {}, { lang: 'en' })).statusCode).toBe(400); // no reason
    const retired = await staffPost(ctx, bob, `/api/console/boxes/${boxId}/retire`, { reason: 'odds under review' });
    expect(retired.statusCode, retired.body).toBe(200);
    expect(await count('console_audit')).toBe(before + 1);
    expect((await staffPost(ctx, bob, `/api/console/boxes/${boxId}/retire`, { reason: 'again' })).json().status).toBe(5214);

    const list = (await get(ctx, '/api/box/getBoxList?pageSize=100')).json().data.list as { id: number }[];
    expect(list.map((b) => b.id)).not.toContain(boxId);
    const open = await openBox(ctx, token, boxId);
    expect(open.statusCode).toBe(404);
    const battle = await post(ctx, '/api/battle/create', { boxIds: String(boxId), seats: 2 }, { token, 'idempotency-key': randomUUID() });
    expect(battle.statusCode).toBe(422);
    const battleList = (await get(ctx, '/api/common/getBoxBattleThemeList')).json().data.list as { id: number }[];
    expect(battleList.map((b) => b.id)).not.toContain(boxId);
    expect((await get(ctx, `/api/fair/getRoll?id=${drop.rollId}`)).json().data.boxVersion).toBe(1);
    expect((await get(ctx, `/api/box/getBoxDetail?id=${boxId}&version=1`)).statusCode).toBe(200);
    const retiredOnly = (await staffGet(ctx, alice, '/api/console/boxes?state=1')).json().data;
    expect(retiredOnly.list.map((b: { id: number }) => b.id)).toEqual([boxId]);
    const consoleRow = retiredOnly.list[0];
    expect(consoleRow.retiredAt).not.toBeNull();
    expect(consoleRow.openings).toBe(1);
    expect(consoleRow.observedRtp).not.toBeNull();
    // No proposal for a retired case.
    expect((await proposeFor(alice, boxId, shifted(currentWeights(boxId)))).json().status).toBe(5214);

    expect((await staffPost(ctx, bob, `/api/console/boxes/${boxId}/unretire`, { reason: 'review done' })).statusCode).toBe(200);
    expect((await openBox(ctx, token, boxId)).statusCode).toBe(200);
    expect((await staffPost(ctx, bob, `/api/console/boxes/${boxId}/unretire`, { reason: 'again' })).json().status).toBe(5215);
    expect((await staffPost(ctx, bob, '/api/console/boxes/4242/retire', { reason: 'nothing' })).statusCode).toBe(404);
  });
});

describe('a new case', () => {
  it('goes on sale only after a second staff member approves it, above the file\'s ids', async () => {
    const items = currentWeights(1);
    const body = { boxId: 0, slug: 'console-starter', nameZhCN: '后台新手箱', nameEn: 'Console Starter', themeId: 1, image: ctx.deps.catalogue.boxes.get(1)!.image, items, reason: 'a new case for the spring' };
    const id = await proposalId(await staffPost(ctx, alice, '/api/console/boxes/propose', body));
    const pending = (await staffGet(ctx, bob, '/api/console/boxes')).json().data.newCaseProposals;
    expect(pending.map((p: { id: number }) => p.id)).toContain(id);
    expect(pending[0].newCase.name['zh-TW']).toBe('後台新手箱');
    expect((await staffPost(ctx, alice, '/api/console/boxes/propose', body)).statusCode).toBe(200); // slug only taken once live
    const made = await staffPost(ctx, bob, `/api/console/boxes/proposals/${id}/approve`, {});
    expect(made.statusCode, made.body).toBe(200);
    expect(made.json().data.boxId).toBeGreaterThan(1000);
    const list = (await get(ctx, '/api/box/getBoxList?pageSize=100')).json().data.list as { id: number; name: string }[];
    expect(list.find((b) => b.id === made.json().data.boxId)?.name).toBe('后台新手箱');
    const again = await staffPost(ctx, alice, '/api/console/boxes/preview', body, { lang: 'en' });
    expect(again.statusCode).toBe(409);
  });

  it('takes any printable name and gives it OpenCC\'s Traditional form (docs/decisions/0100)', async () => {
    const body = { boxId: 0, slug: 'feast-case', nameZhCN: '饕餮盛宴·账户 🎁', nameEn: 'Feast', themeId: 1, image: ctx.deps.catalogue.boxes.get(1)!.image, items: currentWeights(1), reason: 'a rare character' };
    const id = await proposalId(await staffPost(ctx, alice, '/api/console/boxes/propose', body));
    const pending = (await staffGet(ctx, bob, '/api/console/boxes')).json().data.newCaseProposals as { id: number; newCase: { name: Record<string, string> } }[];
    expect(pending.find((p) => p.id === id)!.newCase.name['zh-TW']).toBe('饕餮盛宴·帳戶 🎁');
  });
});

describe('two processes on one database', () => {
  it('the other process refuses a retired or superseded case at once (nothing paid) and then sells what is current', async () => {
    // A second app with its own catalogue in memory, as another process has (same database).
    const deps2 = await createDeps(ctx.config, ctx.deps.db, { broadcaster: NullBroadcaster });
    const app2 = await buildApp(deps2);
    apiNotFound(app2);
    await app2.ready();
    const open2 = (token: string, boxId: number) => app2.inject({
      method: 'POST', url: '/api/box/openBox', payload: `boxId=${boxId}&number=1`,
      headers: { token, 'content-type': 'application/x-www-form-urlencoded', 'idempotency-key': randomUUID() },
    });
    try {
      const { token } = await signUp(ctx);
      await credit(ctx, token, 10_000_000n);
      const balance = async () => (await userInfo(ctx, token)).balance;

      // Retired in process 1: process 2 has not heard yet, its opening is refused by the statement.
      expect((await staffPost(ctx, bob, '/api/console/boxes/8/retire', { reason: 'pulled for review' })).statusCode).toBe(200);
      expect(deps2.catalogue.boxes.get(8)!.retiredAt).toBeNull();
      const before = await balance();
      // A battle with it from process 2 is refused by the room's transaction, nothing paid.
      const battle = await app2.inject({
        method: 'POST', url: '/api/battle/create', payload: 'boxIds=8&seats=2',
        headers: { token, 'content-type': 'application/x-www-form-urlencoded', 'idempotency-key': randomUUID() },
      });
      expect(battle.statusCode, battle.body).toBe(409);
      expect(battle.json().status).toBe(5220);
      expect(await balance()).toBe(before);
      const refused = await open2(token, 8);
      expect(refused.statusCode).toBe(404);
      expect(await balance()).toBe(before);
      // …and that refusal made it reload: the list no longer offers the case.
      const list = (await app2.inject({ method: 'GET', url: '/api/box/getBoxList?pageSize=100' })).json().data.list as { id: number }[];
      expect(list.map((b) => b.id)).not.toContain(8);

      // A new version approved in process 1: process 2's first opening is BOX_CHANGED, its next rolls v2.
      const id = await proposalId(await proposeFor(alice, 9, shifted(currentWeights(9), 1234)));
      expect((await staffPost(ctx, carol, `/api/console/boxes/proposals/${id}/approve`, {})).statusCode).toBe(200);
      expect(deps2.catalogue.boxes.get(9)!.current.version).toBe(1);
      const changed = await open2(token, 9);
      expect(changed.statusCode).toBe(409);
      expect(changed.json().status).toBe(5220);
      expect(changed.json().msg).toBe('箱子的概率或价格刚刚更新，请刷新页面后再开');
      expect(await balance()).toBe(before);
      const sold = await open2(token, 9);
      expect(sold.statusCode, sold.body).toBe(200);
      const roll = (await get(ctx, `/api/fair/getRoll?id=${sold.json().data.drops[0].rollId}`)).json().data;
      expect(roll.boxVersion).toBe(2);
    } finally {
      await app2.close();
    }
  });
});

describe('the case list', () => {
  it('is sorted, filtered and paged by the server; a bad sort is refused', async () => {
    const all = (await staffGet(ctx, alice, '/api/console/boxes?sort=price_desc&pageSize=100')).json().data;
    const prices = all.list.map((b: { price: string }) => Number(b.price));
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
    expect(all.total).toBe(all.list.length);
    expect(all.list[0].declaredRtp).toMatch(/^\d+\.\d{2}$/);
    const page2 = (await staffGet(ctx, alice, '/api/console/boxes?sort=price_desc&pageSize=5&page=2')).json().data;
    expect(page2.list.map((b: { id: number }) => b.id)).toEqual(all.list.slice(5, 10).map((b: { id: number }) => b.id));
    const found = (await staffGet(ctx, alice, `/api/console/boxes?q=${encodeURIComponent(ctx.deps.catalogue.boxes.get(2)!.name.en)}`)).json().data;
    expect(found.list.map((b: { id: number }) => b.id)).toContain(2);
    const bad = await staffGet(ctx, alice, '/api/console/boxes?sort=seed_desc', { lang: 'en' });
    expect(bad.statusCode).toBe(400);
  });
});

describe('roles', () => {
  it('support cannot read cases, finance reads but cannot propose or approve', async () => {
    const support = await signInStaff(ctx, 'support');
    const finance = await signInStaff(ctx, 'finance');
    expect((await staffGet(ctx, support, '/api/console/boxes')).statusCode).toBe(403);
    expect((await staffGet(ctx, finance, '/api/console/boxes')).statusCode).toBe(200);
    expect((await staffPost(ctx, finance, '/api/console/boxes/propose', { boxId: 1, items: currentWeights(1), reason: 'try it' })).statusCode).toBe(403);
    expect((await staffPost(ctx, finance, '/api/console/boxes/8/retire', { reason: 'try it' })).statusCode).toBe(403);
    // A write without the CSRF header is refused.
    const noCsrf = await ctx.app.inject({ method: 'POST', url: '/api/console/boxes/8/retire', headers: { cookie: bob.cookie, 'content-type': 'application/json' }, payload: '{"reason":"try it"}' });
    expect(noCsrf.statusCode).toBe(403);
  });
});

// Last: it makes new versions of every file case.
describe('seeding after the console', () => {
  it('leaves alone a case whose version staff approved, and versions the others as before', async () => {
    const { seedCatalogue } = await import('../../src/server/modules/boxes/seed-catalogue.ts');
    const current = async (id: number) => Number((await queryRows<{ v: number }>(ctx.deps.db, sql`SELECT current_version AS v FROM boxes WHERE id = ${id}`))[0].v);
    const owned = await current(6); // v2, approved in 'every roll keeps its version'
    const fileCase = await current(10);
    // Another house edge changes every file case's price, so seeding makes new versions of them.
    const { versionsCreated } = await seedCatalogue(ctx.deps.db, { houseEdgePercent: ctx.config.boxes.houseEdgePercent + 5 });
    expect(versionsCreated).toBeGreaterThan(0);
    expect(await current(10)).toBe(fileCase + 1);
    expect(await current(6)).toBe(owned);
    expect(await refreshCatalogue(ctx.deps.db, ctx.deps.catalogue)).toBe(true);
    expect(ctx.deps.catalogue.boxes.get(10)!.current.version).toBe(fileCase + 1);
  });

  it("copies a staff-approved case into a new version when its items' prices moved, keeping its table and price", async () => {
    const { seedCatalogue } = await import('../../src/server/modules/boxes/seed-catalogue.ts');
    const version = async (id: number) => (await queryRows<{ v: number; price: string }>(ctx.deps.db, sql`
      SELECT b.current_version AS v, bv.price::text AS price FROM boxes b JOIN box_versions bv ON bv.box_id = b.id AND bv.version = b.current_version WHERE b.id = ${id}`))[0];
    const rows = async (id: number, v: number) => queryRows<{ ornament_id: number; ticket_from: number; ticket_to: number; price: string }>(ctx.deps.db, sql`
      SELECT ornament_id, ticket_from, ticket_to, price::text AS price FROM box_version_items WHERE box_id = ${id} AND version = ${v} ORDER BY position`);
    const before = await version(6);
    const table = await rows(6, Number(before.v));
    // The approved version wrote a price the catalogue no longer has (a new catalogue file moved it).
    await ctx.deps.db.execute(sql`UPDATE box_version_items SET price = price + 7 WHERE box_id = 6 AND version = ${before.v} AND position = 0`);
    await seedCatalogue(ctx.deps.db, { houseEdgePercent: ctx.config.boxes.houseEdgePercent + 5 });
    const after = await version(6);
    expect(Number(after.v)).toBeGreaterThan(Number(before.v));
    expect(after.price).toBe(before.price);
    // Same rows and tickets, at the catalogue's prices again; the old version keeps what it wrote down.
    expect(await rows(6, Number(after.v))).toEqual(table);
    expect((await rows(6, Number(before.v)))[0].price).toBe(String(BigInt(table[0].price) + 7n));
    // Nothing moved since: seeding again makes no version of it.
    await seedCatalogue(ctx.deps.db, { houseEdgePercent: ctx.config.boxes.houseEdgePercent + 5 });
    expect((await version(6)).v).toBe(after.v);
  });
});
