// Committed drop tables through the API (docs/fairness.md, "Committed drop tables"): getBoxDetail
// publishes each version's tableHash, getRoll gives the rolled version's hash with the rows it is
// computed from, and a battle room commits its ordered case list at creation, shown before anyone
// joins. Every hash is recomputed here from the rows the API gave, as a verifier would.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caseListHash, tableHash } from '../../../../shared/fairness/table-hash.ts';
import { sql } from 'drizzle-orm';
import { boxVersionItems, boxVersions } from '../../../db/schema/index.ts';
import { loadCatalogueCache } from '../catalogue.ts';
import { seedCatalogue } from '../seed-catalogue.ts';
import { createTestContext, type TestContext } from '../../../../../tests/integration/context.ts';
import { fund, get, openBox, signUp } from '../../../../../tests/integration/api.ts';
import { cheapBoxes, createRoom, player } from '../../../../../tests/integration/battles-helpers.ts';

let ctx: TestContext;
beforeAll(async () => { ctx = await createTestContext(); });
afterAll(async () => { await ctx.close(); });

interface DetailItem { ornamentId: number; ticketFrom: number; ticketTo: number; price: string }
interface Detail { id: number; version: number; items: DetailItem[]; tableHash: string }

const detail = async (id: number, version = 0) => (await get(ctx, `/api/box/getBoxDetail?id=${id}${version ? `&version=${version}` : ''}`)).json().data as Detail;

/** The rows of a getBoxDetail answer in table (ticket) order, priced in fen from the yuan shown. */
function rowsOf(d: Detail) {
  return [...d.items].sort((a, b) => a.ticketFrom - b.ticketFrom)
    .map((i) => ({ ornamentId: i.ornamentId, ticketFrom: i.ticketFrom, ticketTo: i.ticketTo, priceFen: Math.round(Number(i.price) * 100) }));
}

describe('getBoxDetail tableHash', () => {
  it('is the hash of the rows the page shows, per version', async () => {
    const [box] = await cheapBoxes(ctx, 1);
    const current = await detail(box.id);
    expect(current.tableHash).toMatch(/^[0-9a-f]{64}$/);
    expect(current.tableHash).toBe(await tableHash(rowsOf(current)));
    // Asked again (cached): the same.
    expect((await detail(box.id)).tableHash).toBe(current.tableHash);

    // Another version of the case: its own table, its own hash.
    const other = current.version + 1;
    const only = current.items[0];
    await ctx.deps.db.insert(boxVersions).values({ boxId: box.id, version: other, price: 123n, expectedValue: 100n, fingerprint: 'table-hash-test' });
    await ctx.deps.db.insert(boxVersionItems).values({ boxId: box.id, version: other, position: 0, ornamentId: only.ornamentId, ticketFrom: 1, ticketTo: 1_000_000, price: BigInt(Math.round(Number(only.price) * 100)) });
    const old = await detail(box.id, other);
    expect(old.tableHash).toBe(await tableHash([{ ornamentId: only.ornamentId, ticketFrom: 1, ticketTo: 1_000_000, priceFen: Math.round(Number(only.price) * 100) }]));
    expect(old.tableHash).not.toBe(current.tableHash);
  });
});

/** A process started now: the catalogue's items at their prices in the database, every version read afresh. */
const reload = async () => { Object.assign(ctx.deps.catalogue, await loadCatalogueCache(ctx.deps.db)); };

describe('a version commits to its prices', () => {
  it("keeps its hash when an item's catalogue price moves, and the next seeding makes a new version at the new prices", async () => {
    const [box] = await cheapBoxes(ctx, 1);
    const before = await detail(box.id);
    const item = before.items[0];
    // The catalogue's price of one of its items moves (as a new catalogue file would set it).
    await ctx.deps.db.execute(sql`UPDATE ornaments SET price = price + 100 WHERE id = ${item.ornamentId}`);
    await reload();
    const same = await detail(box.id, before.version);
    expect(same.tableHash).toBe(before.tableHash);
    expect(same.items.find((i) => i.ornamentId === item.ornamentId)!.price).toBe(item.price);

    // Seeding puts the file's prices back: nothing moved against what the version wrote down, so no new version.
    expect((await seedCatalogue(ctx.deps.db, { houseEdgePercent: ctx.config.boxes.houseEdgePercent })).versionsCreated).toBe(0);

    // The version wrote a price the catalogue no longer has: seeding makes a new version at today's prices.
    await ctx.deps.db.execute(sql`UPDATE box_version_items SET price = price + 1 WHERE box_id = ${box.id} AND version = ${before.version} AND position = 0`);
    expect((await seedCatalogue(ctx.deps.db, { houseEdgePercent: ctx.config.boxes.houseEdgePercent })).versionsCreated).toBeGreaterThanOrEqual(1);
    await reload();
    const next = await detail(box.id);
    expect(next.version).toBeGreaterThan(before.version);
    expect(next.tableHash).toBe(await tableHash(rowsOf(next)));
    const old = await detail(box.id, before.version);
    expect(old.tableHash).toBe(await tableHash(rowsOf(old)));
    expect(old.tableHash).not.toBe(next.tableHash);
  });
});

describe('getRoll tableHash', () => {
  it("gives the rolled version's hash and rows that hash to it", async () => {
    const { token } = await signUp(ctx);
    await fund(ctx, token, '1000');
    const [box] = await cheapBoxes(ctx, 1);
    const [drop] = (await openBox(ctx, token, box.id)).json().data.drops as { rollId: string }[];
    const roll = (await get(ctx, `/api/fair/getRoll?id=${drop.rollId}`)).json().data as {
      tableHash: string; boxVersion: number; table: { ornamentId: number; ticketFrom: number; ticketTo: number; priceFen: number }[];
    };
    const shown = await detail(box.id, roll.boxVersion);
    expect(roll.tableHash).toBe(shown.tableHash);
    expect(await tableHash(roll.table.map(({ ornamentId, ticketFrom, ticketTo, priceFen }) => ({ ornamentId, ticketFrom, ticketTo, priceFen })))).toBe(roll.tableHash);
    expect(roll.table.every((r) => Number.isSafeInteger(r.priceFen))).toBe(true);
  });
});

describe('a battle room', () => {
  it('commits to its ordered case list at creation, before anyone joins', async () => {
    const a = await player(ctx);
    const [x, y] = await cheapBoxes(ctx, 2);
    const res = await createRoom(ctx, a, { boxIds: `${x.id},${y.id},${x.id}`, seats: 2 });
    expect(res.statusCode).toBe(200);
    const room = res.json().data.room as { id: string; cases?: unknown; fairness: { caseListHash: string } };
    const hx = (await detail(x.id)).tableHash;
    const hy = (await detail(y.id)).tableHash;
    expect(room.fairness.caseListHash).toBe(await caseListHash([hx, hy, hx]));
    expect(room.fairness.caseListHash).not.toBe(await caseListHash([hy, hx, hx]));
    // Anyone looking at the waiting room sees it.
    const seen = (await get(ctx, `/api/battle/getBattleDetail?id=${room.id}`)).json().data as { state: number; fairness: { caseListHash: string } };
    expect(seen.state).toBe(0);
    expect(seen.fairness.caseListHash).toBe(room.fairness.caseListHash);
  });
});
