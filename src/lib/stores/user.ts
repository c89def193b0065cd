// The signed-in user's info (GET api/profile/userInfo) and the wallet derived from it.
import { atom, computed } from 'nanostores';
import type { UserInfo } from '../../shared/contracts/auth.ts';

export const $user = atom<UserInfo | null>(null);

export interface Wallet {
  balance: string;
  secondaryBalance: string;
  points: string;
  goldCoins: string;
}

export const $wallet = computed($user, (user): Wallet | null =>
  user
    ? {
        balance: user.balance,
        secondaryBalance: user.secondaryBalance,
        points: user.points,
        goldCoins: user.goldCoins,
      }
    : null,
);

/** The first-deposit bonus banner shows until the user's first deposit is done. */
export const $showFirstDepositBonus = computed($user, (user) => !user || !user.firstDepositDone);
