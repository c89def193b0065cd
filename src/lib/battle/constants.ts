// The battle contract's values the pages need, without importing src/shared/contracts/battle.ts
// at run time (its request schemas bring zod into the page's JavaScript). constants.test.ts holds
// them equal to the contract's.
import type { BattleMode } from '../../shared/contracts/battle.ts';

export const BATTLE_STATE = { waiting: 0, running: 1, ended: 2, dissolved: 3 } as const;
export const BATTLE_MODE_CODE: Record<BattleMode, number> = { classic: 0, reverse: 1 };
export const MAX_BATTLE_BOXES = 20;

