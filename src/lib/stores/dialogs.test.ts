import { beforeEach, describe, expect, it } from 'vitest';
import {
  $dialogs,
  closeAllDialogs,
  closeDialog,
  DIALOG_NAMES,
  openDialog,
  switchDialog,
  toggleDialog,
  type DialogName,
} from './dialogs.ts';

function openOnes(): DialogName[] {
  const d = $dialogs.get();
  return DIALOG_NAMES.filter((n) => d[n]);
}

function openAll(names: DialogName[]): void {
  // Set directly so no exclusion rule interferes with the arrangement.
  for (const n of names) $dialogs.setKey(n, true);
}

describe('$dialogs exclusion rules', () => {
  beforeEach(() => closeAllDialogs());

  it('starts with every dialog closed', () => {
    expect(openOnes()).toEqual([]);
  });

  it('opening login closes register, find-password and SMS login, nothing else', () => {
    openAll(['register', 'findPassword', 'smsLogin', 'recharge', 'language']);
    openDialog('login');
    expect(openOnes().sort()).toEqual(['language', 'login', 'recharge']);
  });

  it('opening SMS login closes login, register and find-password', () => {
    openAll(['login', 'register', 'findPassword', 'recharge']);
    openDialog('smsLogin');
    expect(openOnes().sort()).toEqual(['recharge', 'smsLogin']);
  });

  it('opening register closes login and find-password but not SMS login', () => {
    openAll(['login', 'findPassword', 'smsLogin']);
    openDialog('register');
    expect(openOnes().sort()).toEqual(['register', 'smsLogin']);
  });

  it('opening find-password closes login only', () => {
    openAll(['login', 'register', 'smsLogin']);
    openDialog('findPassword');
    expect(openOnes().sort()).toEqual(['findPassword', 'register', 'smsLogin']);
  });

  it('opening a dialog without a rule closes nothing', () => {
    openAll(['login', 'register']);
    openDialog('recharge');
    expect(openOnes().sort()).toEqual(['login', 'recharge', 'register']);
  });

  it('closing works and leaves the others alone', () => {
    openAll(['login', 'recharge']);
    closeDialog('login');
    expect(openOnes()).toEqual(['recharge']);
    closeDialog('login');
    expect(openOnes()).toEqual(['recharge']);
    closeDialog('recharge');
    expect(openOnes()).toEqual([]);
  });

  it('toggle opens and closes', () => {
    toggleDialog('leftMenu');
    expect($dialogs.get().leftMenu).toBe(true);
    toggleDialog('leftMenu');
    expect($dialogs.get().leftMenu).toBe(false);
  });

  it('switching from SMS login to register leaves only register open', () => {
    openDialog('smsLogin');
    switchDialog('smsLogin', 'register');
    expect(openOnes()).toEqual(['register']);
  });
});
