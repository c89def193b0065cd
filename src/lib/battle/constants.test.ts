import { describe, expect, it } from 'vitest';
import * as contract from '../../shared/contracts/battle.ts';
import { BATTLE_MODE_CODE, BATTLE_STATE, MAX_BATTLE_BOXES } from './constants.ts';

describe('the pages\' battle constants', () => {
  it('equal the contract\'s', () => {
    expect(BATTLE_STATE).toEqual(contract.BATTLE_STATE);
    expect(BATTLE_MODE_CODE).toEqual(contract.BATTLE_MODE_CODE);
    expect(MAX_BATTLE_BOXES).toBe(contract.MAX_BATTLE_BOXES);
  });
});
