// Making staff accounts and resetting their credentials: a random one-time password (the first
// sign-in must change it), handed back once and never stored in clear, and no authenticator: the
// staff member enrols their own at that first sign-in (auth/enrol.ts), so whoever made or reset the
// account never sees its TOTP secret. Used by the command line (`npm run console:owner`) and by an
// owner in the console.
import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import QRCode from 'qrcode';
import type { Db, Tx } from '../../db/client.ts';
import { staff } from '../../db/schema/index.ts';
import type { StaffRole } from '../../../shared/console/permissions.ts';
import type { StaffCredentials } from '../../../shared/contracts/console-staff.ts';
import { hashPassword } from '../../modules/auth/passwords.ts';
import { AppError } from '../../errors.ts';

/** 16 characters from a 62-letter alphabet without look-alikes: ~90 bits, typed once. */
export function oneTimePassword(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789';
  const bytes = randomBytes(32);
  let out = '';
  for (const b of bytes) {
    if (b >= 256 - (256 % alphabet.length)) continue;
    out += alphabet[b % alphabet.length];
    if (out.length === 16) return out;
  }
  return oneTimePassword();
}

export async function qrDataUrl(uri: string): Promise<string> {
  const svg = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

export interface NewSecrets {
  password: string;
  passwordHash: string;
}

/** Hashing takes ~30 ms of CPU: done before the transaction opens. */
export async function newSecrets(): Promise<NewSecrets> {
  const password = oneTimePassword();
  return { password, passwordHash: await hashPassword(password) };
}

export function credentialsOf(row: { id: bigint; name: string; role: StaffRole }, secrets: NewSecrets, pendingRole: StaffRole | null = null): StaffCredentials {
  return { id: row.id.toString(), name: row.name, role: row.role, password: secrets.password, pendingRole };
}

/** Inserts a staff member (must change the password at first sign-in); CONSOLE_STAFF_NAME_TAKEN when the name is someone's. */
export async function insertStaff(tx: Db | Tx, input: { name: string; role: StaffRole; createdBy: bigint | null }, secrets: NewSecrets, now: Date): Promise<bigint> {
  const rows = await tx.insert(staff).values({
    name: input.name, role: input.role, passwordHash: secrets.passwordHash, mustChangePassword: true,
    totpSecret: null, totpLastStep: 0, createdBy: input.createdBy, createdAt: now,
  }).onConflictDoNothing({ target: staff.name }).returning({ id: staff.id });
  if (!rows[0]) throw new AppError('CONSOLE_STAFF_NAME_TAKEN');
  return rows[0].id;
}

/** A new one-time password and no authenticator: they enrol a new one themselves (their sessions end separately). */
export async function resetSecrets(tx: Db | Tx, id: bigint, secrets: NewSecrets): Promise<void> {
  await tx.update(staff).set({
    passwordHash: secrets.passwordHash, mustChangePassword: true, totpSecret: null, totpPendingSecret: null, totpLastStep: sql`0`,
  }).where(eq(staff.id, id));
}
