// A player's page header: who they are, their state, balances and what their backpack holds.
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { queryRows } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { formatFen } from '../../../shared/money.ts';
import { ITEM_STATE } from '../../../shared/constants.ts';
import type { PlayerProfile } from '../../../shared/console/players.ts';

const iso = (v: unknown) => (v ? new Date(v as string).toISOString() : null);

/** The row as it is now, for before/after in the audit log; null when there is no such player. */
export async function playerState(tx: Db | Tx, userId: bigint): Promise<{ status: number; banReason: string | null } | null> {
  const [r] = await queryRows<{ status: number; ban_reason: string | null }>(tx, sql`SELECT status, ban_reason FROM users WHERE id = ${userId}`);
  return r ? { status: r.status, banReason: r.ban_reason } : null;
}

export async function playerProfile(db: Db, userId: bigint): Promise<PlayerProfile> {
  const [u] = await queryRows<Record<string, unknown>>(db, sql`
    SELECT u.id::text AS id, u.phone, u.nickname, u.invitation_code, u.inviter_id::text AS inviter_id, u.status, u.ban_reason,
      u.banned_at, u.steam_id, u.email, u.trade_url, u.real_name_verified_at, u.channel_code, u.created_at, u.streamer,
      (SELECT coalesce(json_object_agg(a.type, a.balance::text), '{}'::json) FROM accounts a WHERE a.user_id = u.id) AS balances,
      (SELECT count(*)::text FROM backpack_items b WHERE b.user_id = u.id AND b.state = ${ITEM_STATE.inBag}) AS items,
      (SELECT coalesce(sum(b.price), 0)::text FROM backpack_items b WHERE b.user_id = u.id AND b.state = ${ITEM_STATE.inBag}) AS items_value,
      (SELECT count(*)::text FROM sessions s WHERE s.user_id = u.id AND s.revoked_at IS NULL) AS live_sessions,
      EXISTS (SELECT 1 FROM user_totp t WHERE t.user_id = u.id AND t.secret IS NOT NULL) AS totp_enabled,
      EXISTS (SELECT 1 FROM totp_removals r WHERE r.user_id = u.id AND r.state = 0) AS totp_removal_pending
    FROM users u WHERE u.id = ${userId}`);
  if (!u) throw new AppError('PLAYER_NOT_FOUND');
  const raw = (typeof u.balances === 'string' ? JSON.parse(u.balances) : u.balances) as Record<string, string>;
  const bal = (t: string) => formatFen(BigInt(raw[t] ?? '0'));
  return {
    id: u.id as string,
    phone: u.phone as string | null,
    nickname: u.nickname as string,
    invitationCode: u.invitation_code as string,
    inviterId: u.inviter_id as string | null,
    status: Number(u.status),
    banReason: u.ban_reason as string | null,
    bannedAt: iso(u.banned_at),
    steamId: u.steam_id as string | null,
    email: u.email as string | null,
    tradeUrl: u.trade_url as string | null,
    realNameVerified: u.real_name_verified_at !== null,
    streamer: u.streamer === true,
    channelCode: u.channel_code as string | null,
    createdAt: iso(u.created_at)!,
    balances: { main: bal('main'), secondary: bal('secondary'), points: bal('points'), coins: bal('coins') },
    backpack: { count: Number(u.items), value: formatFen(BigInt(u.items_value as string)) },
    liveSessions: Number(u.live_sessions),
    totpEnabled: u.totp_enabled === true,
    totpRemovalPending: u.totp_removal_pending === true,
  };
}
