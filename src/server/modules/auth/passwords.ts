// argon2id with OWASP's minimum parameters (19 MiB, 2 passes, 1 lane): slow for an attacker,
// ~30 ms for us.
import { hash, verify, type Algorithm } from '@node-rs/argon2';

// Algorithm is a const enum (not importable under isolatedModules); 2 is Argon2id.
const PARAMS = { algorithm: 2 as Algorithm, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, PARAMS);
}

export async function verifyPassword(stored: string, password: string): Promise<boolean> {
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}

/** A hash of a password nobody has, verified when the phone is unknown so both answers take as long. */
let decoy: Promise<string> | undefined;
export function decoyHash(): Promise<string> {
  decoy ??= hashPassword('decoy-password-for-unknown-accounts');
  return decoy;
}
