// Which check guards sensitive actions ('none' or 'sms'), and passing that check. Turning SMS
// checks on or off needs a code sent to the user's own phone, so a stolen session alone can
// neither switch them off nor lock the owner out by switching them on for a number it holds.
import { eq } from 'drizzle-orm';
import type { AvailableSecurityWay, SecurityWay } from '../../../shared/contracts/security.ts';
import { users } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import type { AppDeps } from '../../app-deps.ts';
import { checkCode } from '../verification/check.ts';
import { loadContact } from './account.ts';
import { checkedRecently, markSecurityChecked, type Caller } from './check.ts';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'config'>;

export async function availableSecurityWays(deps: Deps, caller: Caller, userId: bigint): Promise<AvailableSecurityWay> {
  const user = await loadContact(deps.db, userId);
  return {
    ways: user.phone ? ['sms'] : [],
    current: user.securityWay,
    checkedRecently: await checkedRecently(deps.db, caller.token, deps.clock()),
  };
}

/** Spends an SMS code of purpose 'security' sent to the user's own phone; VERIFY_CODE_INVALID otherwise. */
async function proveOwnPhone(deps: Deps, caller: Caller, phone: string, code: string): Promise<void> {
  const ok = await checkCode(deps, { channel: 'sms', target: phone, purpose: 'security' }, code, { ip: caller.ip, now: deps.clock(), stepUp: false });
  if (!ok) throw new AppError('VERIFY_CODE_INVALID', { field: 'field.securityCode' });
}

export async function bindSecurityWay(deps: Deps, caller: Caller, userId: bigint, input: { way: SecurityWay; code: string }): Promise<void> {
  const user = await loadContact(deps.db, userId);
  if (!user.phone) throw new AppError('NO_PHONE_BOUND');
  await proveOwnPhone(deps, caller, user.phone, input.code);
  await deps.db.update(users).set({ securityWay: input.way }).where(eq(users.id, userId));
  // The code just proved the phone: count it as this session's check too.
  await markSecurityChecked(deps.db, caller.token, deps.clock());
}

export async function securityCheck(deps: Deps, caller: Caller, userId: bigint, input: { code: string }): Promise<void> {
  const user = await loadContact(deps.db, userId);
  if (!user.phone) throw new AppError('NO_PHONE_BOUND');
  await proveOwnPhone(deps, caller, user.phone, input.code);
  await markSecurityChecked(deps.db, caller.token, deps.clock());
}
