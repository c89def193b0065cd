// What the console reads about cases: the list (declared against observed RTP, price, state,
// pending proposals), one case with every version's table as it was frozen, proposals, and the
// item search of the proposal editor. Read from the database (the catalogue in memory only for the
// frozen tables and the item names); no seed, ticket or outcome of any roll is read here.
import { asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type {
  BoxListQuery, ConsoleBoxDetail, ConsoleBoxList, ConsoleBoxRow, ConsoleBoxVersion, ConsoleOrnamentHit, ConsoleProposal,
} from '../../../shared/console/boxes.ts';
import { formatFen } from '../../../shared/money.ts';
import { localized, type Localized } from '../../../shared/localized.ts';
import type { Lang } from '../../../shared/messages.ts';
import { queryRows, type Db } from '../../db/client.ts';
import { boxes, boxVersions } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import type { AppDeps } from '../../app-deps.ts';
import { rtpPercent } from '../../modules/boxes/catalogue.ts';
import { observedRtp, zScore, type ObservedRtp } from '../reports/observed-rtp.ts';
import { tableView } from './draft.ts';
import { pendingCounts, type ProposalPayload } from './propose.ts';

type Deps = Pick<AppDeps, 'db' | 'catalogue' | 'config'>;

interface ProposalRow {
  id: string;
  box_id: number | null;
  base_version: number | null;
  payload: ProposalPayload;
  reason: string;
  state: number;
  proposed_by: string;
  proposer: string;
  decider: string | null;
  created_at: string | Date;
  decided_at: string | Date | null;
  result_box_id: number | null;
  result_version: number | null;
}

const iso = (d: string | Date | null): string | null => (d === null ? null : new Date(d).toISOString());

async function proposalRows(db: Db, where: SQL): Promise<ProposalRow[]> {
  return queryRows<ProposalRow>(db, sql`
    SELECT p.id::text AS id, p.box_id, p.base_version, p.payload, p.reason, p.state, p.proposed_by::text AS proposed_by,
      ps.name AS proposer, ds.name AS decider, p.created_at, p.decided_at, p.result_box_id, p.result_version
    FROM box_proposals p JOIN staff ps ON ps.id = p.proposed_by LEFT JOIN staff ds ON ds.id = p.decided_by
    WHERE ${where} ORDER BY p.id DESC LIMIT 200`);
}

function proposalView(deps: Deps, r: ProposalRow, lang: Lang): ConsoleProposal {
  const p = typeof r.payload === 'string' ? (JSON.parse(r.payload) as ProposalPayload) : r.payload;
  return {
    id: Number(r.id), boxId: r.box_id === null ? null : Number(r.box_id), baseVersion: r.base_version === null ? null : Number(r.base_version),
    state: Number(r.state), reason: r.reason, proposedBy: r.proposer, proposedById: r.proposed_by, decidedBy: r.decider,
    createdAt: iso(r.created_at)!, decidedAt: iso(r.decided_at),
    resultBoxId: r.result_box_id === null ? null : Number(r.result_box_id), resultVersion: r.result_version === null ? null : Number(r.result_version),
    newCase: p.newCase,
    table: tableView({ price: BigInt(p.price), expectedValue: BigInt(p.expectedValue), table: p.table }, deps.catalogue.ornaments, lang),
    weights: p.weights,
  };
}

/** JSON has no infinity: a one-item table that paid otherwise than its one price is "far off" as ±1e9. */
function finite(o: ObservedRtp | undefined): number | null {
  const z = o ? zScore(o) : null;
  return z === null ? null : Number.isFinite(z) ? z : Math.sign(z) * 1e9;
}

const percent = (o: ObservedRtp | undefined): string | null => (o?.observedRtp == null ? null : (o.observedRtp * 100).toFixed(2));

const sortValue: Record<string, (r: ConsoleBoxRow) => number> = {
  id: (r) => r.id,
  price: (r) => Number(r.price),
  declaredRtp: (r) => Number(r.declaredRtp),
  observedRtp: (r) => (r.observedRtp === null ? -1 : Number(r.observedRtp)),
  openings: (r) => r.openings,
  pendingProposals: (r) => r.pendingProposals,
};

/** The case table, filtered, sorted and paged here (a few dozen rows, each needing the catalogue and the RTP figures). */
export async function listBoxes(deps: Deps, q: BoxListQuery, lang: Lang): Promise<ConsoleBoxList> {
  const rows = await deps.db.select().from(boxes).orderBy(asc(boxes.id));
  const observed = new Map((await observedRtp(deps.db)).map((o) => [o.boxId, o]));
  const pending = await pendingCounts(deps.db);
  const list: ConsoleBoxRow[] = [];
  for (const b of rows) {
    const v = (await deps.catalogue.version(deps.db, b.id, b.currentVersion))!;
    const o = observed.get(b.id);
    list.push({
      id: b.id, slug: b.slug, name: localized(b.name as Localized, lang), image: b.image, themeId: b.themeId,
      currentVersion: b.currentVersion, price: formatFen(v.price), declaredRtp: rtpPercent(v, deps.catalogue.ornaments),
      observedRtp: percent(o), zScore: finite(o), openings: o?.openings ?? 0, retiredAt: iso(b.retiredAt), pendingProposals: pending.get(b.id) ?? 0,
    });
  }
  const fresh = await proposalRows(deps.db, sql`p.box_id IS NULL AND p.state = 0`);
  const needle = q.q?.toLowerCase() ?? '';
  const names = new Map(rows.map((b) => [b.id, Object.values(b.name as Localized).join(' ').toLowerCase()]));
  const hits = list.filter((r) => (q.state === '-1' || (q.state === '1') === (r.retiredAt !== null))
    && (!needle || r.slug.includes(needle) || names.get(r.id)!.includes(needle) || String(r.id) === needle));
  const [key, dir] = q.sort.split('_') as [string, 'asc' | 'desc'];
  hits.sort((a, b) => (sortValue[key](a) - sortValue[key](b)) * (dir === 'asc' ? 1 : -1) || a.id - b.id);
  return {
    list: hits.slice((q.page - 1) * q.pageSize, q.page * q.pageSize),
    total: hits.length,
    page: q.page,
    pageSize: q.pageSize,
    newCaseProposals: fresh.map((r) => proposalView(deps, r, lang)),
    themes: deps.catalogue.themes.map((t) => ({ id: t.id, name: localized(t.name, lang) })),
    images: [...new Set(rows.map((b) => b.image))],
    houseEdgePercent: deps.config.boxes.houseEdgePercent,
  };
}

export async function boxDetailFor(deps: Deps, id: number, lang: Lang): Promise<ConsoleBoxDetail> {
  const [b] = await deps.db.select().from(boxes).where(eq(boxes.id, id));
  if (!b) throw new AppError('BOX_NOT_FOUND');
  const versionRows = await deps.db.select().from(boxVersions).where(eq(boxVersions.boxId, id)).orderBy(desc(boxVersions.version));
  const proposals = (await proposalRows(deps.db, sql`(p.box_id = ${id} OR p.result_box_id = ${id})`)).map((r) => proposalView(deps, r, lang));
  const byVersion = new Map(proposals.filter((p) => p.state === 1 && p.resultVersion !== null).map((p) => [p.resultVersion!, p]));
  const versions: ConsoleBoxVersion[] = [];
  for (const row of versionRows) {
    const v = (await deps.catalogue.version(deps.db, id, row.version))!;
    const approved = byVersion.get(row.version);
    versions.push({
      version: row.version, createdAt: row.createdAt.toISOString(), fingerprint: row.fingerprint,
      approvedBy: approved?.decidedBy ?? null, proposedBy: approved?.proposedBy ?? null,
      ...tableView({ price: row.price, expectedValue: row.expectedValue, table: v.table }, deps.catalogue.ornaments, lang),
    });
  }
  const o = (await observedRtp(deps.db, { boxId: id }))[0];
  const current = versions.find((v) => v.version === b.currentVersion)!;
  const names = b.name as Localized;
  return {
    box: {
      id: b.id, slug: b.slug, name: localized(names, lang), names: { 'zh-CN': names['zh-CN'], en: names.en, 'zh-TW': names['zh-TW'] ?? names['zh-CN'] },
      image: b.image, themeId: b.themeId, currentVersion: b.currentVersion, price: current.price, declaredRtp: current.rtp,
      observedRtp: percent(o), zScore: finite(o), openings: o?.openings ?? 0, retiredAt: iso(b.retiredAt),
    },
    versions,
    proposals,
    houseEdgePercent: deps.config.boxes.houseEdgePercent,
  };
}

export async function proposalDetail(deps: Deps, id: number, lang: Lang): Promise<ConsoleProposal> {
  const [r] = await proposalRows(deps.db, sql`p.id = ${id}`);
  if (!r) throw new AppError('CONSOLE_PROPOSAL_NOT_FOUND');
  return proposalView(deps, r, lang);
}

/** The editor's item search: by id, or by name in any of the three languages; the dearest first. */
export function searchOrnaments(deps: Deps, q: string | undefined, lang: Lang): ConsoleOrnamentHit[] {
  const needle = (q ?? '').toLowerCase();
  const all = [...deps.catalogue.ornaments.values()];
  const hits = !needle ? all : /^\d+$/.test(needle)
    ? all.filter((o) => String(o.id) === needle)
    : all.filter((o) => [o.info.name['zh-CN'], o.info.name.en, o.info.name['zh-TW'] ?? ''].some((n) => n.toLowerCase().includes(needle)));
  return hits.sort((a, b) => (b.price > a.price ? 1 : b.price < a.price ? -1 : a.id - b.id)).slice(0, 30).map((o) => ({
    ornamentId: o.id, name: localized(o.info.name, lang), price: formatFen(o.price), rarityColor: o.info.rarity.color, wear: o.info.wear,
  }));
}
