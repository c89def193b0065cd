// The first owner (and any later one) is made from the command line, never by a web form:
// `npm run console:owner -- <name>` (scripts/console/owner.ts). A random one-time password (the
// first sign-in must change it and enrol the owner's own authenticator); an audit row 'staff.create' by 'cli'.
import type { Db } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { STAFF_NAME, type StaffCredentials } from '../../../shared/contracts/console-staff.ts';
import { writeAudit } from '../audit.ts';
import { credentialsOf, insertStaff, newSecrets } from './accounts.ts';

export class OwnerNameError extends Error {}

export async function createOwner(db: Db, rawName: string, now: Date): Promise<StaffCredentials> {
  const name = rawName.trim().toLowerCase();
  if (!STAFF_NAME.test(name)) throw new OwnerNameError(`"${rawName}" is not a staff name: 3 to 32 of a-z, 0-9, '.', '_', '-'`);
  const secrets = await newSecrets();
  try {
    const id = await db.transaction(async (tx) => {
      const newId = await insertStaff(tx, { name, role: 'owner', createdBy: null }, secrets, now);
      await writeAudit(tx, { id: null, name: 'cli', role: '', ip: '' }, {
        action: 'staff.create', target: `staff:${newId}`, after: { name, role: 'owner' }, reason: 'npm run console:owner',
      }, now);
      return newId;
    });
    return credentialsOf({ id, name, role: 'owner' }, secrets);
  } catch (e) {
    if (e instanceof AppError && e.errorName === 'CONSOLE_STAFF_NAME_TAKEN') throw new OwnerNameError(`a staff member named "${name}" exists already`);
    throw e;
  }
}
