// The cases on sale, read once from the database into memory. Case versions are immutable, so
// the cache never goes stale within a process; a new version appears after a re-seed and restart.
import { and, eq } from 'drizzle-orm';
import { TICKETS, type BoxDetail, type BoxSummary, type BoxTheme, type CaseHighlight } from '../../../shared/contracts/box.ts';
import { formatFen } from '../../../shared/money.ts';
import type { Lang } from '../../../shared/messages.ts';
import { localized, type Localized } from '../../../shared/localized.ts';
import type { Db, Tx } from '../../db/client.ts';
import { boxes, boxThemes, boxVersionItems, boxVersions, ornaments } from '../../db/schema/index.ts';
import { toOrnament, type OrnamentInfo, type OrnamentRow } from './ornaments.ts';

export interface TableEntry {
  ornamentId: number;
  ticketFrom: number;
  ticketTo: number;
}

export interface BoxVersion {
  boxId: number;
  version: number;
  price: bigint;
  table: TableEntry[];
}

export interface CatalogueBox {
  id: number;
  slug: string;
  themeId: number;
  name: Localized;
  image: string;
  current: BoxVersion;
}

export interface Catalogue {
  themes: { id: number; name: Localized }[];
  boxes: Map<number, CatalogueBox>;
  ornaments: Map<number, OrnamentRow>;
  /** Any version, current or old: rolls are verified against the version they used. */
  version(db: Db | Tx, boxId: number, version: number): Promise<BoxVersion | null>;
}

/**
 * Return to player in percent with 2 decimals (rounded down): Σ price × tickets / (TICKETS × case
 * price), exact in integers, from the item prices the version rolls.
 */
export function rtpPercent(v: BoxVersion, ornamentsById: Map<number, OrnamentRow>): string {
  if (v.price === 0n) return '0.00';
  const evTimesTickets = v.table.reduce((s, e) => s + ornamentsById.get(e.ornamentId)!.price * BigInt(e.ticketTo - e.ticketFrom + 1), 0n);
  const basisPoints = (evTimesTickets * 10000n) / (BigInt(TICKETS) * v.price);
  return (Number(basisPoints) / 100).toFixed(2);
}

/** Odds in percent with 4 decimals, exact: a ticket is 0.0001%. */
export function oddsPercent(e: TableEntry): string {
  const tickets = e.ticketTo - e.ticketFrom + 1;
  return ((tickets * 100) / TICKETS).toFixed(4);
}

async function loadVersion(db: Db | Tx, boxId: number, version: number): Promise<BoxVersion | null> {
  const [v] = await db.select().from(boxVersions).where(and(eq(boxVersions.boxId, boxId), eq(boxVersions.version, version)));
  if (!v) return null;
  const items = await db.select().from(boxVersionItems)
    .where(and(eq(boxVersionItems.boxId, boxId), eq(boxVersionItems.version, version)))
    .orderBy(boxVersionItems.position);
  return {
    boxId, version, price: v.price,
    table: items.map((i) => ({ ornamentId: i.ornamentId, ticketFrom: i.ticketFrom, ticketTo: i.ticketTo })),
  };
}

export async function loadCatalogueCache(db: Db): Promise<Catalogue> {
  const ornamentRows = await db.select().from(ornaments);
  const themes = await db.select().from(boxThemes).orderBy(boxThemes.id);
  const boxRows = await db.select().from(boxes).orderBy(boxes.id);
  const versions = new Map<string, BoxVersion>();
  const byId = new Map<number, CatalogueBox>();
  for (const b of boxRows) {
    const current = await loadVersion(db, b.id, b.currentVersion);
    if (!current) throw new Error(`box ${b.id} has no version ${b.currentVersion}`);
    versions.set(`${b.id}:${b.currentVersion}`, current);
    byId.set(b.id, { id: b.id, slug: b.slug, themeId: b.themeId, name: b.name as Localized, image: b.image, current });
  }
  return {
    themes: themes.map((t) => ({ id: t.id, name: t.name as Localized })),
    boxes: byId,
    ornaments: new Map(ornamentRows.map((o) => [o.id, { ...o, info: o.info as OrnamentInfo }])),
    async version(conn, boxId, version) {
      const key = `${boxId}:${version}`;
      if (!versions.has(key)) {
        const v = await loadVersion(conn, boxId, version);
        if (!v) return null;
        versions.set(key, v);
      }
      return versions.get(key)!;
    },
  };
}

export function themeList(c: Catalogue, lang: Lang): BoxTheme[] {
  return c.themes.map((t) => ({ id: t.id, name: localized(t.name, lang) }));
}

const highlightCache = new WeakMap<BoxVersion, CaseHighlight[]>();

/** The version's most valuable items, one per model where it can, for the case art (the same in every language). */
export function caseHighlights(v: BoxVersion, ornamentsById: Map<number, OrnamentRow>, count = 3): CaseHighlight[] {
  let out = highlightCache.get(v);
  if (!out) {
    // The order the case page lists them in (boxDetail): by price, then by ticket.
    const rows = [...v.table].sort((x, y) => {
      const px = ornamentsById.get(x.ornamentId)!.price;
      const py = ornamentsById.get(y.ornamentId)!.price;
      return py > px ? 1 : py < px ? -1 : x.ticketFrom - y.ticketFrom;
    }).map((e) => ornamentsById.get(e.ornamentId)!);
    // One item per model first; a case of one model (AK Firepower) fills up with its next items.
    const seen = new Set<string>();
    const picked = new Set<OrnamentRow>();
    for (const r of rows) {
      if (picked.size === count) break;
      if (seen.has(r.info.weapon ?? r.weaponType)) continue;
      seen.add(r.info.weapon ?? r.weaponType);
      picked.add(r);
    }
    for (const r of rows) if (picked.size < count) picked.add(r);
    out = rows.filter((r) => picked.has(r))
      .map((r) => ({ ...(r.info.weapon ? { weapon: r.info.weapon } : {}), weaponType: r.weaponType, color: r.info.rarity.color }));
    highlightCache.set(v, out);
  }
  return out;
}

export function boxSummary(c: Catalogue, b: CatalogueBox, lang: Lang): BoxSummary {
  return {
    id: b.id, name: localized(b.name, lang), image: b.image, price: formatFen(b.current.price),
    rtp: rtpPercent(b.current, c.ornaments), themeId: b.themeId, version: b.current.version,
    highlights: caseHighlights(b.current, c.ornaments),
  };
}

/** The case with its odds: the current version's, or the earlier one `v` (its own price and table). */
export function boxDetail(c: Catalogue, b: CatalogueBox, lang: Lang, v: BoxVersion = b.current): BoxDetail {
  const items = v.table.map((e) => ({
    ...toOrnament(c.ornaments.get(e.ornamentId)!, lang),
    odds: oddsPercent(e),
    ticketFrom: e.ticketFrom,
    ticketTo: e.ticketTo,
  }));
  const price = (id: number) => c.ornaments.get(id)!.price;
  items.sort((x, y) => (price(y.ornamentId) > price(x.ornamentId) ? 1 : price(y.ornamentId) < price(x.ornamentId) ? -1 : x.ticketFrom - y.ticketFrom));
  return { ...boxSummary(c, { ...b, current: v }, lang), items };
}
