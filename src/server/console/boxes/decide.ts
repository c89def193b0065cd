// Approving or rejecting a case proposal (four eyes). One transaction: the proposal leaves
// "pending" by a conditional UPDATE (of racing decisions exactly one finds it pending), the new
// version is written beside the old ones (never over them), the case's current version moves only
// if it is still the one the proposal was made against, and the audit row goes in with it. Any
// refusal rolls all of it back. The database's CHECK (decided_by <> proposed_by) refuses a
// self-approval even if this code did not.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { CONSOLE_BOX_ID_FLOOR, PROPOSAL_STATE } from '../../../shared/console/boxes.ts';
import { validateTable } from '../../../shared/fairness/index.ts';
import { TICKETS } from '../../../shared/contracts/box.ts';
import type { Tx } from '../../db/client.ts';
import { queryRows } from '../../db/client.ts';
import { boxes, boxProposals, boxVersionItems, boxVersions, ornaments } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import type { AppDeps } from '../../app-deps.ts';
import { refreshCatalogue } from '../../modules/boxes/catalogue.ts';
import { writeAudit } from '../audit.ts';
import type { StaffActor } from '../guard.ts';
import { assertIndependent } from '../independence.ts';
import type { ProposalPayload } from './propose.ts';

type Deps = Pick<AppDeps, 'db' | 'catalogue'>;

type Proposal = typeof boxProposals.$inferSelect;

/** Takes the proposal out of "pending" for `staff`, or refuses: unknown, one's own, already decided. */
async function claim(tx: Tx, staff: StaffActor, id: number, state: number, now: Date): Promise<Proposal> {
  const [p] = await tx.select().from(boxProposals).where(eq(boxProposals.id, BigInt(id)));
  if (!p) throw new AppError('CONSOLE_PROPOSAL_NOT_FOUND');
  if (p.proposedBy === staff.id) throw new AppError('CONSOLE_OWN_CHANGE');
  const [won] = await tx.update(boxProposals).set({ state, decidedBy: staff.id, decidedAt: now })
    .where(and(eq(boxProposals.id, BigInt(id)), eq(boxProposals.state, PROPOSAL_STATE.pending)))
    .returning();
  if (!won) throw new AppError('CONSOLE_ALREADY_DECIDED');
  return won;
}

async function writeVersion(tx: Tx, boxId: number, version: number, payload: ProposalPayload, now: Date): Promise<void> {
  await tx.insert(boxVersions).values({
    boxId, version, price: BigInt(payload.price), expectedValue: BigInt(payload.expectedValue), fingerprint: payload.fingerprint, createdAt: now,
  });
  // The items' prices as they are now are written down with the version (docs/decisions/0110).
  const priced = await tx.select({ id: ornaments.id, price: ornaments.price }).from(ornaments)
    .where(inArray(ornaments.id, payload.table.map((e) => e.ornamentId)));
  const price = new Map(priced.map((o) => [o.id, o.price]));
  await tx.insert(boxVersionItems).values(payload.table.map((e, position) => {
    const p = price.get(e.ornamentId);
    if (p === undefined) throw new Error(`box ${boxId}: item ${e.ornamentId} is not in the catalogue`);
    return { boxId, version, position, ...e, price: p };
  }));
}

/** A new version of an existing case: max + 1, made current only if the current one is still the base. */
async function newVersion(tx: Tx, p: Proposal, payload: ProposalPayload, now: Date): Promise<{ boxId: number; version: number; before: number }> {
  const boxId = p.boxId!;
  // The row lock taken here orders racing approvals of one case; the loser sees the moved version.
  const [moved] = await queryRows<{ version: number }>(tx, sql`
    UPDATE boxes SET current_version = (SELECT max(version) + 1 FROM box_versions WHERE box_id = ${boxId})
    WHERE id = ${boxId} AND current_version = ${p.baseVersion} AND retired_at IS NULL
    RETURNING current_version AS version`);
  if (!moved) {
    const [box] = await tx.select().from(boxes).where(eq(boxes.id, boxId));
    if (!box) throw new AppError('BOX_NOT_FOUND');
    if (box.retiredAt) throw new AppError('CONSOLE_BOX_RETIRED');
    throw new AppError('CONSOLE_BOX_BASE_MOVED');
  }
  const version = Number(moved.version);
  await writeVersion(tx, boxId, version, payload, now);
  return { boxId, version, before: p.baseVersion! };
}

/** A new case: the next id above the file's range, version 1; its slug must still be free. */
async function newCase(tx: Tx, payload: ProposalPayload, now: Date): Promise<{ boxId: number; version: number }> {
  const c = payload.newCase!;
  // New cases are approved one at a time, so two never take the same id.
  await tx.execute(sql`SELECT pg_advisory_xact_lock(5212)`);
  const [taken] = await tx.select({ id: boxes.id }).from(boxes).where(eq(boxes.slug, c.slug));
  if (taken) throw new AppError('CONSOLE_BOX_SLUG_TAKEN');
  const [{ next }] = await queryRows<{ next: number }>(tx, sql`SELECT GREATEST(COALESCE(max(id), 0), ${CONSOLE_BOX_ID_FLOOR}) + 1 AS next FROM boxes`);
  const boxId = Number(next);
  await tx.insert(boxes).values({ id: boxId, slug: c.slug, themeId: c.themeId, name: c.name, image: c.image, currentVersion: 1 });
  await writeVersion(tx, boxId, 1, payload, now);
  return { boxId, version: 1 };
}

export async function approve(deps: Deps, staff: StaffActor, id: number, reason: string, now: Date): Promise<{ boxId: number; version: number }> {
  const result = await deps.db.transaction(async (tx) => {
    const p = await claim(tx, staff, id, PROPOSAL_STATE.live, now);
    await assertIndependent(tx, p.proposedBy, staff.id, now);
    const payload = p.payload as ProposalPayload;
    // Checked when proposed; checked again so no stored row can put a table that does not tile on sale.
    if (!validateTable(payload.table, TICKETS).ok) throw new AppError('CONSOLE_BOX_INVALID', { sum: 0 }, 'err.consoleBoxTiling');
    const made = p.boxId === null ? await newCase(tx, payload, now) : await newVersion(tx, p, payload, now);
    await tx.update(boxProposals).set({ resultBoxId: made.boxId, resultVersion: made.version }).where(eq(boxProposals.id, p.id));
    await writeAudit(tx, staff, {
      action: 'box.approve', target: `box:${made.boxId}`,
      before: { proposal: id, version: 'before' in made ? made.before : null },
      after: { proposal: id, version: made.version, price: payload.price, fingerprint: payload.fingerprint },
      reason,
    }, now);
    return { boxId: made.boxId, version: made.version };
  });
  // This process sells the new version at once; the others within CATALOGUE_REFRESH_MS.
  await refreshCatalogue(deps.db, deps.catalogue);
  return result;
}

export async function reject(deps: Deps, staff: StaffActor, id: number, reason: string, now: Date): Promise<{ id: number }> {
  return deps.db.transaction(async (tx) => {
    const p = await claim(tx, staff, id, PROPOSAL_STATE.rejected, now);
    await writeAudit(tx, staff, {
      action: 'box.reject', target: p.boxId === null ? `proposal:${id}` : `box:${p.boxId}`,
      before: { proposal: id, state: PROPOSAL_STATE.pending }, after: { proposal: id, state: PROPOSAL_STATE.rejected }, reason,
    }, now);
    return { id };
  });
}
