// The inbox message a sign-in from a new device posts (docs/decisions/0104).
//
// A device is the browser, OS and device type its User-Agent names (profile/device.ts), hashed
// with the user id: a browser update or a new address is the same device, another browser or
// machine is new. What is known lives in known_devices, so every process agrees; the insert is
// ON CONFLICT DO NOTHING, so two racing sign-ins from one new device post one message.
// The place is the client address as the server sees it (client-address.ts): there is no offline
// address-to-place table in the project, so the message names the address, not a city.
// An account's first sign-in (sign-up, a Steam account made just now) only records its device.
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { knownDevices, sessions } from '../../db/schema/index.ts';
import { postMessage } from '../inbox/post.ts';
import { describeDevice } from '../profile/device.ts';
import { chinaDateTime } from '../withdrawals/trade-hold.ts';
import type { SessionOrigin } from './sessions.ts';

export type SignInMethod = 'password' | 'sms' | 'steam';
export const SIGN_IN_METHODS: readonly SignInMethod[] = ['password', 'sms', 'steam'];

export function deviceFingerprint(userId: bigint, userAgent: string): string {
  const d = describeDevice(userAgent);
  return createHash('sha256').update(`${userId}\n${d.browser}\n${d.os}\n${d.deviceType}`).digest('hex');
}

async function remember(tx: Tx, userId: bigint, origin: SessionOrigin): Promise<string | null> {
  const fingerprint = deviceFingerprint(userId, origin.userAgent);
  const added = await tx.insert(knownDevices).values({ userId, fingerprint, firstSeenAt: origin.now })
    .onConflictDoNothing().returning({ fingerprint: knownDevices.fingerprint });
  return added.length ? fingerprint : null;
}

/** Sign-up: the device the account was made on is known from the start. */
export async function rememberDevice(db: Db | Tx, userId: bigint, origin: SessionOrigin): Promise<void> {
  await db.transaction(async (tx) => { await remember(tx, userId, origin); });
}

/**
 * Called as a sign-in opens its session, before the session is written. Returns whether a
 * message was posted.
 */
export async function noteSignIn(db: Db, userId: bigint, origin: SessionOrigin, method: SignInMethod): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [earlier] = await tx.select({ t: sessions.tokenHash }).from(sessions).where(eq(sessions.userId, userId)).limit(1);
    const fingerprint = await remember(tx, userId, origin);
    if (!fingerprint || !earlier) return false;
    const d = describeDevice(origin.userAgent);
    const unknown = 'inbox.security.unknown';
    return postMessage(tx, {
      userId, kind: 'security', title: 'inbox.security.device.title', body: 'inbox.security.device.body',
      params: {
        method: `inbox.security.method.${method}`, browser: d.browser || unknown, os: d.os || unknown,
        place: origin.ip || unknown, time: chinaDateTime(origin.now),
      },
      ref: `device:${fingerprint}`, now: origin.now,
    });
  });
}
