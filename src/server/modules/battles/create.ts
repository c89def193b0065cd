// Creating a room (POST battle/create): the cases and their versions are frozen, a server seed
// is drawn and committed by its hash, the case list is committed by the hash of its tables
// (docs/fairness.md, "Committed drop tables"), the creator's seat is paid, and the auto-dissolve is
// scheduled as a database job, all in one transaction.
import { BATTLE_STATE, type BattleSeatResult, type CreateBattleBody } from '../../../shared/contracts/battle.ts';
import { EVENT } from '../../../shared/constants.ts';
import { newSalt, newServerSeed, publicHash } from '../../../shared/fairness/index.ts';
import { formatFen } from '../../../shared/money.ts';
import type { Lang } from '../../../shared/messages.ts';
import type { Tx } from '../../db/client.ts';
import { battleRooms } from '../../db/schema/index.ts';
import { scheduleJob } from '../../jobs/schedule.ts';
import { assertOnSale } from '../boxes/on-sale.ts';
import { caseListCommitment } from '../boxes/table-hash.ts';
import { battleBox } from './rooms.ts';
import { seatPlayer } from './seats.ts';
import type { BattleDeps, Changed } from './service.ts';
import { loadBundles, toDetail, toSummary } from './views.ts';

export const DISSOLVE_JOB = 'battle.dissolve';

export async function createRoom(tx: Tx, deps: BattleDeps, userId: bigint, body: CreateBattleBody, lang: Lang, now: Date): Promise<Changed<BattleSeatResult>> {
  const boxes = body.boxIds.map((id) => battleBox(deps.catalogue, id));
  // The catalogue in memory may be a few seconds behind the console (a new version, a retirement).
  await assertOnSale(tx, boxes);
  const cost = boxes.reduce((sum, b) => sum + b.current.price, 0n);
  const serverSeed = newServerSeed();
  const salt = newSalt();
  const dissolveAt = new Date(now.getTime() + deps.config.battles.dissolveAfterMs);
  const [room] = await tx.insert(battleRooms).values({
    creatorId: userId, mode: body.mode, team: body.team, seats: body.seats, state: BATTLE_STATE.waiting,
    cases: boxes.map((b) => ({ boxId: b.id, version: b.current.version, price: String(b.current.price) })), rounds: boxes.length, costPerSeat: cost,
    serverSeed, salt, serverSeedHash: await publicHash(serverSeed, salt),
    caseListHash: await caseListCommitment(boxes.map((b) => b.current)), roundMs: body.fast ? deps.config.battles.fastRoundMs : deps.config.battles.roundMs,
    createdAt: now, dissolveAt,
  }).returning();
  const balance = await seatPlayer(tx, room, userId, body.pos);
  await scheduleJob(tx, { kind: DISSOLVE_JOB, key: `${DISSOLVE_JOB}:${room.id}`, payload: { roomId: String(room.id) }, runAt: dissolveAt });
  const [bundle] = await loadBundles(tx, [room], false);
  return {
    result: { room: toDetail(bundle, deps.catalogue, lang, now, userId), balance: formatFen(balance) },
    events: [{ eventType: EVENT.battleCreate, data: toSummary(bundle, deps.catalogue, 'zh-CN', now) }],
  };
}
