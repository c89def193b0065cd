// api/console/players and api/console/adjustments: find a player, read their page, act on them.
import type { FastifyInstance } from 'fastify';
import {
  adjustBody, adjustmentListQuery, adjustmentParams, banBody, decideBody, endSessionsBody, noteBody, playerParams,
  playerRecordParams, playerRecordQuery, playerSearchQuery, removeTotpBody, totpRemovalListQuery, totpRemovalParams, unbanBody,
} from '../../../shared/console/players.ts';
import { parseYuan } from '../../../shared/money.ts';
import type { AppDeps } from '../../app-deps.ts';
import { langOf } from '../../http/request-context.ts';
import { parse } from '../../validate.ts';
import { consoleGet, consolePost } from '../guard.ts';
import { addNote, banPlayer, endSessionsOf, setStreamer, unbanPlayer } from './actions.ts';
import { streamerBody } from '../../../shared/console/giveaways.ts';
import { approveAdjustment, listAdjustments, proposeAdjustment, rejectAdjustment } from './adjustments.ts';
import { withBlockedReasons } from './approvable.ts';
import { playerProfile } from './profile.ts';
import { playerRecords } from './records.ts';
import { searchPlayers } from './search.ts';
import { approveTotpRemoval, cancelTotpRemoval, listTotpRemovals, proposeTotpRemoval, rejectTotpRemoval } from './totp-removal.ts';

/** "+12.50" / "-3" → signed fen (the schema has checked the shape). */
function signedFen(text: string): bigint {
  const negative = text.startsWith('-');
  const fen = parseYuan(text.replace(/^[+-]/, ''))!;
  return negative ? -fen : fen;
}

export type ConsolePlayerRouteDeps = Pick<AppDeps, 'db' | 'clock' | 'config'>;

export function consolePlayerRoutes(app: FastifyInstance, deps: ConsolePlayerRouteDeps): void {
  const { db } = deps;
  const idOf = (params: unknown) => BigInt(parse(playerParams, params).id);

  consoleGet(app, deps, '/api/console/players', 'players.read', async (req) => {
    const q = parse(playerSearchQuery, req.query);
    const found = await searchPlayers(db, { q: q.q || undefined, status: Number(q.status), sort: q.sort, page: q.page, pageSize: q.pageSize });
    return { ...found, page: q.page, pageSize: q.pageSize };
  });

  consoleGet(app, deps, '/api/console/players/:id', 'players.read', async (req) => playerProfile(db, idOf(req.params)));

  consoleGet(app, deps, '/api/console/players/:id/:record', 'players.read', async (req) => {
    const p = parse(playerRecordParams, req.params);
    const q = parse(playerRecordQuery, req.query);
    await playerProfile(db, BigInt(p.id)); // an unknown player is a 404, not an empty list
    return playerRecords(db, BigInt(p.id), p.record, langOf(req), q.page, q.pageSize);
  });

  consolePost(app, deps, '/api/console/players/:id/ban', 'players.ban', async (req, staff) =>
    banPlayer(db, staff, idOf(req.params), parse(banBody, req.body).reason, deps.clock()));

  consolePost(app, deps, '/api/console/players/:id/unban', 'players.ban', async (req, staff) => {
    await unbanPlayer(db, staff, idOf(req.params), parse(unbanBody, req.body).reason, deps.clock());
    return null;
  });

  consolePost(app, deps, '/api/console/players/:id/grantStreamer', 'players.streamer', async (req, staff) => {
    await setStreamer(db, staff, idOf(req.params), true, parse(streamerBody, req.body).reason, deps.clock());
    return null;
  });

  consolePost(app, deps, '/api/console/players/:id/revokeStreamer', 'players.streamer', async (req, staff) => {
    await setStreamer(db, staff, idOf(req.params), false, parse(streamerBody, req.body).reason, deps.clock());
    return null;
  });

  consolePost(app, deps, '/api/console/players/:id/endSessions', 'players.sessions', async (req, staff) =>
    endSessionsOf(db, staff, idOf(req.params), parse(endSessionsBody, req.body).reason, deps.clock()));

  consolePost(app, deps, '/api/console/players/:id/note', 'players.note', async (req, staff) =>
    addNote(db, staff, idOf(req.params), parse(noteBody, req.body).body, deps.clock()));

  consolePost(app, deps, '/api/console/players/:id/adjust', 'balance.adjust', async (req, staff) => {
    const userId = idOf(req.params);
    const b = parse(adjustBody, req.body);
    return proposeAdjustment(db, staff, userId, { accountType: b.accountType, amount: signedFen(b.amount), reason: b.reason },
      deps.config.console.adjustApprovalFen, deps.clock());
  });

  consoleGet(app, deps, '/api/console/adjustments', 'balance.approve', async (req, staff) => {
    const q = parse(adjustmentListQuery, req.query);
    const page = await listAdjustments(db, Number(q.state), q.page, q.pageSize);
    return { ...page, list: await withBlockedReasons(db, page.list, staff.id, langOf(req), deps.clock()) };
  });

  consolePost(app, deps, '/api/console/adjustments/:id/approve', 'balance.approve', async (req, staff) =>
    approveAdjustment(db, staff, BigInt(parse(adjustmentParams, req.params).id), parse(decideBody, req.body ?? {}).reason ?? '', deps.clock()));

  consolePost(app, deps, '/api/console/adjustments/:id/reject', 'balance.approve', async (req, staff) =>
    rejectAdjustment(db, staff, BigInt(parse(adjustmentParams, req.params).id), parse(decideBody, req.body ?? {}).reason ?? '', deps.clock()));

  // A player's authenticator removed under four eyes (./totp-removal.ts): proposed on the player's
  // page, decided in its own queue by a second, independent staff member.
  consolePost(app, deps, '/api/console/players/:id/removeTotp', 'players.totpRemove', async (req, staff) =>
    proposeTotpRemoval(db, staff, idOf(req.params), parse(removeTotpBody, req.body).reason, deps.clock()));

  consoleGet(app, deps, '/api/console/totpRemovals', 'players.totpApprove', async (req, staff) => {
    const q = parse(totpRemovalListQuery, req.query);
    const page = await listTotpRemovals(db, { state: Number(q.state), userId: q.userId ? BigInt(q.userId) : undefined, page: q.page, pageSize: q.pageSize });
    return { ...page, list: await withBlockedReasons(db, page.list, staff.id, langOf(req), deps.clock(), 'totp_removals') };
  });

  const removalId = (params: unknown) => BigInt(parse(totpRemovalParams, params).id);
  const decision = (body: unknown) => parse(decideBody, body ?? {}).reason ?? '';

  consolePost(app, deps, '/api/console/totpRemovals/:id/approve', 'players.totpApprove', async (req, staff) =>
    approveTotpRemoval(db, staff, removalId(req.params), decision(req.body), deps.clock()));

  consolePost(app, deps, '/api/console/totpRemovals/:id/reject', 'players.totpApprove', async (req, staff) =>
    rejectTotpRemoval(db, staff, removalId(req.params), decision(req.body), deps.clock()));

  consolePost(app, deps, '/api/console/totpRemovals/:id/cancel', 'players.totpRemove', async (req, staff) =>
    cancelTotpRemoval(db, staff, removalId(req.params), decision(req.body), deps.clock()));
}
