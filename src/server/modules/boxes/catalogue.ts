// The cases, read from the database into memory. A case version is immutable, so a version once
// read never goes stale; what moves is which version each case sells and whether it is retired
// (the console's approvals and retirements, made in any process). refreshCatalogue reads a stamp
// of the boxes table (one small query) and reloads the cases when it differs: every process runs it
// every CATALOGUE_REFRESH_MS (startCatalogueRefresh), and the process that made a change runs it at
// once. The opening's own statement refuses a version that is no longer on sale (open-statements.ts),
// so a process between two refreshes refuses rather than sells a superseded or retired case.
import { and, eq, sql } from 'drizzle-orm';
import { TICKETS, type BoxDetail, type BoxSummary, type BoxTheme, type CaseHighlight } from '../../../shared/contracts/box.ts';
import { formatFen } from '../../../shared/money.ts';
import type { Lang } from '../../../shared/messages.ts';
import { localized, type Localized } from '../../../shared/localized.ts';
import { queryRows, type Db, type Tx } from '../../db/client.ts';
import { boxes, boxThemes, boxVersionItems, boxVersions, ornaments } from '../../db/schema/index.ts';
import { toOrnament, type OrnamentInfo, type OrnamentRow } from './ornaments.ts';

export interface TableEntry {
  ornamentId: number;
  ticketFrom: number;
  ticketTo: number;
}

/** A row of a version's table with the item's price as the version committed it (docs/fairness.md, "Committed drop tables"). */
export interface VersionEntry extends TableEntry {
  price: bigint;
}

export interface BoxVersion {
  boxId: number;
  version: number;
  price: bigint;
  table: VersionEntry[];
}

export interface CatalogueBox {
  id: number;
  slug: string;
  themeId: number;
  name: Localized;
  image: string;
  current: BoxVersion;
  /** Retired by staff: kept here so old rolls, battles and drops still name it, but never sold (onSale). */
  retiredAt: Date | null;
}

export interface Catalogue {
  themes: { id: number; name: Localized }[];
  /** Every case, retired ones too; replaced by a new Map on each reload (never changed in place). */
  boxes: Map<number, CatalogueBox>;
  ornaments: Map<number, OrnamentRow>;
  /** Any version, current or old: rolls are verified against the version they used. */
  version: (db: Db | Tx, boxId: number, version: number) => Promise<BoxVersion | null>;
  /** The boxes table as the last load saw it (STAMP). */
  stamp: string;
}

/** A case that may be listed, opened and put in a new battle. */
export function onSale(b: CatalogueBox | undefined): b is CatalogueBox {
  return b !== undefined && b.retiredAt === null;
}

/** How often each process looks for a new version or a retirement made elsewhere. */
export const CATALOGUE_REFRESH_MS = 2_000;

/**
 * Return to player in percent with 2 decimals (rounded down): Σ price × tickets / (TICKETS × case
 * price), exact in integers, from the item prices the version rolls.
 */
export function rtpPercent(v: { price: bigint; table: readonly TableEntry[] }, ornamentsById: Map<number, OrnamentRow>): string {
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
    table: items.map((i) => ({ ornamentId: i.ornamentId, ticketFrom: i.ticketFrom, ticketTo: i.ticketTo, price: i.price })),
  };
}

/** One short row: changes whenever a case is added, moves its current version, is retired or renamed. */
const STAMP = sql`SELECT md5(COALESCE(string_agg(id || ':' || current_version || ':' || COALESCE(retired_at::text, '-')
  || ':' || theme_id || ':' || slug || ':' || image || ':' || name::text, ',' ORDER BY id), '')) AS stamp FROM boxes`;

async function readStamp(db: Db | Tx): Promise<string> {
  const [row] = await queryRows<{ stamp: string }>(db, STAMP);
  return row.stamp;
}

async function loadBoxes(db: Db, version: Catalogue['version']): Promise<Pick<Catalogue, 'themes' | 'boxes'>> {
  const themes = await db.select().from(boxThemes).orderBy(boxThemes.id);
  const boxRows = await db.select().from(boxes).orderBy(boxes.id);
  const byId = new Map<number, CatalogueBox>();
  for (const b of boxRows) {
    const current = await version(db, b.id, b.currentVersion);
    if (!current) throw new Error(`box ${b.id} has no version ${b.currentVersion}`);
    byId.set(b.id, { id: b.id, slug: b.slug, themeId: b.themeId, name: b.name as Localized, image: b.image, current, retiredAt: b.retiredAt });
  }
  return { themes: themes.map((t) => ({ id: t.id, name: t.name as Localized })), boxes: byId };
}

export async function loadCatalogueCache(db: Db): Promise<Catalogue> {
  const ornamentRows = await db.select().from(ornaments);
  // Versions never change once written, so one read of each serves the process's whole life.
  const versions = new Map<string, BoxVersion>();
  const version: Catalogue['version'] = async (conn, boxId, v) => {
    const key = `${boxId}:${v}`;
    if (!versions.has(key)) {
      const loaded = await loadVersion(conn, boxId, v);
      if (!loaded) return null;
      versions.set(key, loaded);
    }
    return versions.get(key)!;
  };
  const stamp = await readStamp(db);
  return {
    ...(await loadBoxes(db, version)),
    ornaments: new Map(ornamentRows.map((o) => [o.id, { ...o, info: o.info as OrnamentInfo }])),
    version,
    stamp,
  };
}

const refreshing = new WeakMap<Catalogue, Promise<boolean>>();

/**
 * Reloads the cases when the boxes table changed since the last load; true when it did. The stamp
 * is read before the cases, so a change committed in between is loaded now or by the next call,
 * never missed. Calls made while one runs share it.
 */
export function refreshCatalogue(db: Db, c: Catalogue): Promise<boolean> {
  let running = refreshing.get(c);
  if (!running) {
    running = (async () => {
      const stamp = await readStamp(db);
      if (stamp === c.stamp) return false;
      const loaded = await loadBoxes(db, c.version);
      // Swapped in one step: a request never sees half a reload.
      Object.assign(c, loaded, { stamp });
      return true;
    })().finally(() => refreshing.delete(c));
    refreshing.set(c, running);
  }
  return running;
}

/** Refreshes every `everyMs` until the returned stop is called (main.ts); an error waits for the next turn. */
export function startCatalogueRefresh(db: Db, c: Catalogue, onError: (err: unknown) => void, everyMs = CATALOGUE_REFRESH_MS): () => void {
  const timer = setInterval(() => { refreshCatalogue(db, c).catch(onError); }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}

export function themeList(c: Catalogue, lang: Lang): BoxTheme[] {
  return c.themes.map((t) => ({ id: t.id, name: localized(t.name, lang) }));
}

const highlightCache = new WeakMap<{ table: readonly TableEntry[] }, CaseHighlight[]>();

/** The version's most valuable items, one per model where it can, for the case art (the same in every language). */
export function caseHighlights(v: { table: readonly TableEntry[] }, ornamentsById: Map<number, OrnamentRow>, count = 3): CaseHighlight[] {
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
    ...toOrnament(c.ornaments.get(e.ornamentId)!, lang, e.price),
    odds: oddsPercent(e),
    ticketFrom: e.ticketFrom,
    ticketTo: e.ticketTo,
  }));
  const price = new Map(v.table.map((e) => [e.ornamentId, e.price]));
  const of = (id: number) => price.get(id)!;
  items.sort((x, y) => (of(y.ornamentId) > of(x.ornamentId) ? 1 : of(y.ornamentId) < of(x.ornamentId) ? -1 : x.ticketFrom - y.ticketFrom));
  return { ...boxSummary(c, { ...b, current: v }, lang), items };
}
