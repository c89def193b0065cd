// The referral book: users.inviter_id is the binding itself; `referrals` is its book
// (what each promoted player bought and paid the partner, and the flag), `partner_totals` the
// partner's running totals. Both move in the transaction that sets inviter_id (sign-up, Steam
// sign-up, bindInviter), so the book never disagrees with the binding.
//
// Flags: a referral whose promoted player has the partner's real-name identity (the same
// certifications.identity_hash, a verified attempt on both sides) or the partner's Steam account in
// their trade link (the same `partner` id) is the partner playing through a second account: it is
// flagged (1) with its reason and earns nothing until staff clear it (2). Evaluated at binding, when
// either side's real-name verification succeeds, and when either side sets a trade link. Only a
// referral with flag 0 is flagged (a cleared one was looked at by staff; a confirmed one earns
// nothing for good).
import { createHmac } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { ReferralFlagReason } from '../../../shared/level-constants.ts';
import type { Db, Tx } from '../../db/client.ts';
import { tradeLinkParts } from '../../providers/skins/waxpeer-map.ts';

/** HMAC-SHA256 (app secret) of the ID number as submitted, hex (certifications.identity_hash). */
export function identityHash(appSecret: string, idNumber: string): string {
  return createHmac('sha256', appSecret).update(idNumber).digest('hex');
}

/** The Steam account id a trade link names (its `partner`), or null. */
export function tradeLinkPartner(tradeUrl: string | null | undefined): string | null {
  if (!tradeUrl) return null;
  return tradeLinkParts(tradeUrl)?.partner ?? null;
}

/** Books a new binding in `tx` (the one that set users.inviter_id) and evaluates its flags. */
export async function recordReferral(tx: Tx, promotedId: bigint, partnerId: bigint, now: Date): Promise<void> {
  const inserted = await tx.execute(sql`
    INSERT INTO referrals (promoted_id, partner_id, bound_at) VALUES (${promotedId}, ${partnerId}, ${now.toISOString()}::timestamptz)
    ON CONFLICT (promoted_id) DO NOTHING RETURNING promoted_id::text AS promoted_id`);
  if (rowsOf(inserted).length === 0) return;
  await tx.execute(sql`
    INSERT INTO partner_totals (user_id, promoted_count) VALUES (${partnerId}, 1)
    ON CONFLICT (user_id) DO UPDATE SET promoted_count = partner_totals.promoted_count + 1`);
  await flagReferrals(tx, promotedId, now);
}

/** The identity hashes of a user's verified attempts, and the Steam account of their trade link. */
async function sides(db: Db | Tx, ids: string[]): Promise<Map<string, { identities: Set<string>; partner: string | null }>> {
  const rows = rowsOf<{ id: string; trade_url: string | null; identity: string | null }>(await db.execute(sql`
    SELECT u.id::text AS id, u.trade_url, c.identity_hash AS identity
    FROM users u LEFT JOIN certifications c ON c.user_id = u.id AND c.state = 1 AND c.identity_hash IS NOT NULL
    WHERE u.id IN (${sql.join(ids.map((i) => sql`${i}::bigint`), sql`, `)})`));
  const out = new Map<string, { identities: Set<string>; partner: string | null }>();
  for (const r of rows) {
    const s = out.get(r.id) ?? { identities: new Set<string>(), partner: tradeLinkPartner(r.trade_url) };
    if (r.identity) s.identities.add(r.identity);
    out.set(r.id, s);
  }
  return out;
}

/** Why this pair should be flagged, or null. */
function matchReason(a: { identities: Set<string>; partner: string | null } | undefined, b: { identities: Set<string>; partner: string | null } | undefined): ReferralFlagReason | null {
  if (!a || !b) return null;
  for (const h of a.identities) if (b.identities.has(h)) return 'identity';
  if (a.partner && a.partner === b.partner) return 'tradeLink';
  return null;
}

/**
 * Flags (0 → 1) every unflagged referral `userId` is part of (as the promoted player or as the
 * partner) whose two sides match. Conditional update: a referral staff reviewed meanwhile stays.
 * Returns how many were flagged.
 */
export async function flagReferrals(db: Db | Tx, userId: bigint, now: Date): Promise<number> {
  const pairs = rowsOf<{ promoted_id: string; partner_id: string }>(await db.execute(sql`
    SELECT promoted_id::text AS promoted_id, partner_id::text AS partner_id FROM referrals
    WHERE flag = 0 AND (promoted_id = ${userId} OR partner_id = ${userId})`));
  if (pairs.length === 0) return 0;
  const ids = [...new Set(pairs.flatMap((p) => [p.promoted_id, p.partner_id]))];
  const known = await sides(db, ids);
  let flagged = 0;
  for (const p of pairs) {
    const reason = matchReason(known.get(p.promoted_id), known.get(p.partner_id));
    if (!reason) continue;
    const done = rowsOf(await db.execute(sql`
      UPDATE referrals SET flag = 1, flag_reason = ${reason}, flagged_at = ${now.toISOString()}::timestamptz
      WHERE promoted_id = ${p.promoted_id}::bigint AND flag = 0 RETURNING 1`));
    flagged += done.length;
  }
  return flagged;
}

/** drizzle's execute answers `{ rows }` on both drivers. */
function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
