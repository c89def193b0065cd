// Puts the committed catalogue and case definitions into the database at start. Idempotent:
// items are upserted; a case whose ticket table or price changed gets a NEW version (the old one
// stays for verifying its rolls), an unchanged case is left alone, and so is a case whose versions
// staff now make in the console (src/server/console/boxes). A version writes down its items' prices
// (what its tableHash commits to and an opening pays), so a case whose items' prices moved gets a
// new version too, the console's cases included, with their table and price as staff approved
// them (docs/decisions/0110).
import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { TICKETS } from '../../../shared/contracts/box.ts';
import { validateTable } from '../../../shared/fairness/index.ts';
import { queryRows, type Db, type Tx } from '../../db/client.ts';
import { boxProposals, boxes, boxThemes, boxVersionItems, boxVersions, ornaments } from '../../db/schema/index.ts';
import { loadCases, loadCatalogue } from './data/index.ts';
import { casePrice, expectedValueFen } from './data/pricing.ts';
import type { OrnamentInfo } from './ornaments.ts';

export async function seedCatalogue(db: Db, opts: { houseEdgePercent: number }): Promise<{ versionsCreated: number }> {
  const catalogue = loadCatalogue();
  const { themes, cases } = loadCases();
  const byId = new Map(catalogue.items.map((i) => [i.id, i]));
  let versionsCreated = 0;
  await db.transaction(async (tx) => {
    for (let i = 0; i < catalogue.items.length; i += 500) {
      const chunk = catalogue.items.slice(i, i + 500).map((item) => ({
        id: item.id,
        price: BigInt(item.price),
        grade: item.grade,
        weaponType: item.weaponType,
        shopCategory: item.shopCategory,
        info: { name: item.name, rarity: item.rarity, wear: item.wear, statTrak: item.statTrak, image: item.image, weapon: item.weapon.en } satisfies OrnamentInfo,
      }));
      await tx.insert(ornaments).values(chunk).onConflictDoUpdate({
        target: ornaments.id,
        set: { price: sql`excluded.price`, grade: sql`excluded.grade`, weaponType: sql`excluded.weapon_type`, shopCategory: sql`excluded.shop_category`, info: sql`excluded.info` },
      });
    }
    for (const t of themes) {
      await tx.insert(boxThemes).values(t).onConflictDoUpdate({ target: boxThemes.id, set: { name: t.name } });
    }
    for (const c of cases) {
      // A table that does not tile 1..TICKETS would publish odds that are not the odds rolled.
      const tiling = validateTable(c.items, TICKETS);
      if (!tiling.ok) throw new Error(`case ${c.id} (${c.slug}): ${tiling.reason}`);
      const missing = c.items.find((it) => !byId.has(it.ornamentId));
      if (missing) throw new Error(`case ${c.id} (${c.slug}) names unknown item ${missing.ornamentId}`);
      const ev = expectedValueFen(c.items, byId);
      const price = BigInt(casePrice(ev, opts.houseEdgePercent / 100));
      const fingerprint = createHash('sha256').update(JSON.stringify({ items: c.items, price: String(price) })).digest('hex');
      const [existing] = await tx.select().from(boxes).where(eq(boxes.id, c.id));
      let version = 1;
      if (existing) {
        // Once staff approved a version of it in the console, the case is the console's: the file no
        // longer changes its odds or names (a deploy would otherwise undo an approved change).
        const [approved] = await tx.select({ id: boxProposals.id }).from(boxProposals)
          .where(and(eq(boxProposals.resultBoxId, c.id), eq(boxProposals.state, 1))).limit(1);
        if (approved) continue;
        const [current] = await tx.select().from(boxVersions)
          .where(sql`${boxVersions.boxId} = ${c.id} AND ${boxVersions.version} = ${existing.currentVersion}`);
        await tx.update(boxes).set({ slug: c.slug, themeId: c.themeId, name: c.name, image: c.image }).where(eq(boxes.id, c.id));
        if (current?.fingerprint === fingerprint && !(await pricesMoved(tx, c.id, existing.currentVersion))) continue;
        version = await nextVersion(tx, c.id);
      } else {
        await tx.insert(boxes).values({ id: c.id, slug: c.slug, themeId: c.themeId, name: c.name, image: c.image, currentVersion: 1 });
      }
      // EV may hold fractions of a fen; the stored figure (for the RTP shown) is rounded down.
      await tx.insert(boxVersions).values({ boxId: c.id, version, price, expectedValue: BigInt(Math.floor(ev)), fingerprint });
      await tx.insert(boxVersionItems).values(c.items.map((it, position) => ({ boxId: c.id, version, position, ...it, price: BigInt(byId.get(it.ornamentId)!.price) })));
      await tx.update(boxes).set({ currentVersion: version }).where(eq(boxes.id, c.id));
      versionsCreated += 1;
    }
    versionsCreated += await repriceConsoleCases(tx);
  });
  return { versionsCreated };
}

/** After the highest version written, current or not (a version is never written twice). */
async function nextVersion(tx: Tx, boxId: number): Promise<number> {
  const [row] = await queryRows<{ v: number }>(tx, sql`SELECT COALESCE(max(version), 0) + 1 AS v FROM box_versions WHERE box_id = ${boxId}`);
  return Number(row.v);
}

/** Whether any item of the version is now priced otherwise than the version wrote down. */
async function pricesMoved(tx: Tx, boxId: number, version: number): Promise<boolean> {
  const [row] = await queryRows<{ moved: boolean }>(tx, sql`
    SELECT EXISTS (SELECT 1 FROM box_version_items i JOIN ornaments o ON o.id = i.ornament_id
      WHERE i.box_id = ${boxId} AND i.version = ${version} AND i.price <> o.price) AS moved`);
  return row.moved;
}

/**
 * A case staff made or changed in the console keeps its table and price, but not its items' old
 * prices: when they moved, the current version is copied into a new one at today's prices (its
 * expected value with them), so what the page commits to is what an opening pays.
 */
async function repriceConsoleCases(tx: Tx): Promise<number> {
  const moved = await queryRows<{ box_id: number; version: number }>(tx, sql`
    SELECT b.id AS box_id, b.current_version AS version FROM boxes b
    WHERE EXISTS (SELECT 1 FROM box_proposals p WHERE p.result_box_id = b.id AND p.state = 1)
      AND EXISTS (SELECT 1 FROM box_version_items i JOIN ornaments o ON o.id = i.ornament_id
        WHERE i.box_id = b.id AND i.version = b.current_version AND i.price <> o.price)
    ORDER BY b.id`);
  for (const { box_id: boxId, version } of moved) {
    const next = await nextVersion(tx, boxId);
    await tx.execute(sql`
      INSERT INTO box_versions (box_id, version, price, expected_value, fingerprint, created_at)
      SELECT v.box_id, ${next}, v.price,
        (SELECT COALESCE(sum(o.price * (i.ticket_to - i.ticket_from + 1)), 0) / ${TICKETS}
           FROM box_version_items i JOIN ornaments o ON o.id = i.ornament_id WHERE i.box_id = v.box_id AND i.version = v.version),
        v.fingerprint, now()
      FROM box_versions v WHERE v.box_id = ${boxId} AND v.version = ${version}`);
    await tx.execute(sql`
      INSERT INTO box_version_items (box_id, version, position, ornament_id, ticket_from, ticket_to, price)
      SELECT i.box_id, ${next}, i.position, i.ornament_id, i.ticket_from, i.ticket_to, o.price
      FROM box_version_items i JOIN ornaments o ON o.id = i.ornament_id WHERE i.box_id = ${boxId} AND i.version = ${version}`);
    await tx.update(boxes).set({ currentVersion: next }).where(eq(boxes.id, boxId));
  }
  return moved.length;
}
