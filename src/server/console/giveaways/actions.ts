// Staff's two writes on giveaway rooms: open an official room (the house funds the prizes; the
// lead's service checks the fields against its clock, prices the pool and commits to the seed) and
// cancel a room before its draw. Each is one transaction with its audit row; a cancel's live event
// goes out only after the commit. Neither can touch a draw: no route names a winner or sees a seed.
import type { GiveawayRoomFields } from '../../../shared/contracts/giveaway.ts';
import type { AppDeps } from '../../app-deps.ts';
import { writeAudit } from '../audit.ts';
import type { StaffActor } from '../guard.ts';
import { cancelGiveaway } from '../../modules/giveaways/cancel.ts';
import { createdEvent, createGiveaway } from '../../modules/giveaways/create.ts';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'broadcaster' | 'giveaways'>;

/** The room's fields as the audit log keeps them (the join code itself is never written down). */
function auditFields(f: GiveawayRoomFields) {
  return {
    title: f.title, description: f.description, drawMode: f.drawMode, drawAt: f.drawAt?.toISOString() ?? null, maxEntrants: f.maxEntrants,
    minDeposit: f.minDeposit, depositDays: f.depositDays, joinCode: Boolean(f.joinCode), requireVerified: f.requireVerified, prizes: f.prizes,
  };
}

export async function createOfficialGiveaway(deps: Deps, staff: StaffActor, fields: GiveawayRoomFields): Promise<{ id: string }> {
  const now = deps.clock();
  const made = await deps.db.transaction(async (tx) => {
    const room = await createGiveaway(tx, deps.giveaways, { kind: 'official', staffId: staff.id }, fields, now);
    await writeAudit(tx, staff, { action: 'giveaway.create', target: `giveaway:${room.id}`, after: auditFields(fields) }, now);
    return room;
  });
  for (const e of createdEvent(made)) deps.broadcaster.publish(e);
  return { id: made.id.toString() };
}

export async function cancelConsoleGiveaway(deps: Deps, staff: StaffActor, id: number, reason: string): Promise<null> {
  const now = deps.clock();
  const events = await deps.db.transaction(async (tx) => {
    const done = await cancelGiveaway(tx, deps.giveaways, BigInt(id), { staffId: staff.id }, now);
    await writeAudit(tx, staff, { action: 'giveaway.cancel', target: `giveaway:${id}`, after: { state: 'cancelled', returnedItems: done.result.returnedItems }, reason }, now);
    return done.events;
  });
  for (const e of events) deps.broadcaster.publish(e);
  return null;
}
