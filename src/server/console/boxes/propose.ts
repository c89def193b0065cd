// Preview and propose. A preview checks a draft and answers its table, nothing written; a proposal
// stores the same checked draft as a pending box_proposals row (with its audit row, in one
// transaction), and nothing goes on sale until another staff member approves it (decide.ts).
import { and, eq, sql } from 'drizzle-orm';
import { loadZhTW, toZhTW } from '../../../shared/zh-tw/convert.ts';
import { SLUG_PATTERN, type BoxDraftBody, type ConsoleBoxPreview } from '../../../shared/console/boxes.ts';
import type { Lang } from '../../../shared/messages.ts';
import type { Db, Tx } from '../../db/client.ts';
import { boxes, boxProposals, boxThemes } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import type { AppDeps } from '../../app-deps.ts';
import type { TableEntry } from '../../modules/boxes/catalogue.ts';
import { writeAudit } from '../audit.ts';
import type { StaffActor } from '../guard.ts';
import { draftTable, tableView, type Draft } from './draft.ts';

type Deps = Pick<AppDeps, 'db' | 'catalogue' | 'config'>;

export interface NewCase {
  slug: string;
  name: { 'zh-CN': string; en: string; 'zh-TW': string };
  themeId: number;
  image: string;
}

/** What box_proposals.payload holds: the version as it will go live (fen as decimal strings). */
export interface ProposalPayload {
  newCase: NewCase | null;
  weights: { ornamentId: number; weight: number }[];
  table: TableEntry[];
  price: string;
  expectedValue: string;
  fingerprint: string;
  houseEdgePercent: number;
}

function required(field: 'field.consoleBoxSlug' | 'field.consoleBoxNameZhCN' | 'field.consoleBoxNameEn' | 'field.consoleBoxImage' | 'field.themeId'): AppError {
  return new AppError('VALIDATION', { field }, 'v.required');
}

/** A new case's fields, checked against what exists: a free slug, a known theme, an existing case image. */
export async function checkNewCase(db: Db | Tx, body: BoxDraftBody): Promise<NewCase> {
  if (!body.slug) throw required('field.consoleBoxSlug');
  if (!SLUG_PATTERN.test(body.slug)) throw new AppError('CONSOLE_BOX_INVALID', {}, 'err.consoleBoxSlug');
  if (!body.nameZhCN) throw required('field.consoleBoxNameZhCN');
  if (!body.nameEn) throw required('field.consoleBoxNameEn');
  if (!body.themeId) throw required('field.themeId');
  if (!body.image) throw required('field.consoleBoxImage');
  // Any printable name converts (what no field takes is refused by the schema, forbidden-chars.ts).
  const zhTW = body.nameZhTW || await toZhTW(body.nameZhCN);
  const [theme] = await db.select({ id: boxThemes.id }).from(boxThemes).where(eq(boxThemes.id, body.themeId));
  if (!theme) throw new AppError('CONSOLE_BOX_INVALID', {}, 'err.consoleBoxTheme');
  const [image] = await db.select({ id: boxes.id }).from(boxes).where(eq(boxes.image, body.image)).limit(1);
  if (!image) throw new AppError('CONSOLE_BOX_INVALID', {}, 'err.consoleBoxImage');
  const [taken] = await db.select({ id: boxes.id }).from(boxes).where(eq(boxes.slug, body.slug));
  if (taken) throw new AppError('CONSOLE_BOX_SLUG_TAKEN');
  return { slug: body.slug, name: { 'zh-CN': body.nameZhCN, en: body.nameEn, 'zh-TW': zhTW }, themeId: body.themeId, image: body.image };
}

/** The case a new version is proposed for: it must exist and be on sale (a retired case is unretired first). */
async function baseOf(db: Db | Tx, boxId: number): Promise<{ currentVersion: number }> {
  const [box] = await db.select({ currentVersion: boxes.currentVersion, retiredAt: boxes.retiredAt }).from(boxes).where(eq(boxes.id, boxId));
  if (!box) throw new AppError('BOX_NOT_FOUND');
  if (box.retiredAt) throw new AppError('CONSOLE_BOX_RETIRED');
  return box;
}

function draftOf(deps: Deps, body: BoxDraftBody): Draft {
  return draftTable(body.items, deps.catalogue.ornaments, deps.config.boxes.houseEdgePercent);
}

export async function previewDraft(deps: Deps, body: BoxDraftBody, lang: Lang): Promise<ConsoleBoxPreview> {
  if (body.boxId > 0) await baseOf(deps.db, body.boxId);
  else await checkNewCase(deps.db, body);
  const d = draftOf(deps, body);
  return { ...tableView(d, deps.catalogue.ornaments, lang), totalWeight: body.items.reduce((s, i) => s + i.weight, 0) };
}

export async function propose(deps: Deps, staff: StaffActor, body: BoxDraftBody & { reason: string }, now: Date): Promise<{ id: number }> {
  const draft = draftOf(deps, body);
  // The converter's first load takes a quarter of a second: not inside the transaction.
  if (body.boxId === 0 && !body.nameZhTW) await loadZhTW();
  return deps.db.transaction(async (tx) => {
    const base = body.boxId > 0 ? await baseOf(tx, body.boxId) : null;
    const newCase = base ? null : await checkNewCase(tx, body);
    const payload: ProposalPayload = {
      newCase, weights: draft.weights, table: draft.table, price: String(draft.price), expectedValue: String(draft.expectedValue),
      fingerprint: draft.fingerprint, houseEdgePercent: deps.config.boxes.houseEdgePercent,
    };
    const [row] = await tx.insert(boxProposals).values({
      boxId: base ? body.boxId : null, baseVersion: base?.currentVersion ?? null, payload, reason: body.reason, proposedBy: staff.id, createdAt: now,
    }).returning({ id: boxProposals.id });
    const id = Number(row.id);
    await writeAudit(tx, staff, {
      action: 'box.propose', target: base ? `box:${body.boxId}` : `proposal:${id}`,
      before: base ? { version: base.currentVersion } : null,
      after: { proposal: id, price: payload.price, weights: payload.weights, fingerprint: payload.fingerprint, newCase },
      reason: body.reason,
    }, now);
    return { id };
  });
}

/** Pending proposals per case (the list's column). */
export async function pendingCounts(db: Db): Promise<Map<number, number>> {
  const rows = await db.select({ boxId: boxProposals.boxId, n: sql<number>`count(*)::int` }).from(boxProposals)
    .where(and(eq(boxProposals.state, 0), sql`${boxProposals.boxId} IS NOT NULL`)).groupBy(boxProposals.boxId);
  return new Map(rows.map((r) => [r.boxId!, Number(r.n)]));
}
