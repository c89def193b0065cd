// @vitest-environment happy-dom
// The battle create form: picking within the limit, teams only for four, "create again" from a
// room, paying the creator's seat, and "insufficient balance" opening the top-up dialog.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { BoxSummary } from '../../shared/contracts/box.ts';
import { ERRORS } from '../../shared/errors.ts';
import { setToken } from '../stores/auth.ts';
import { $dialogs, closeAllDialogs } from '../stores/dialogs.ts';
import { $lastNotice, noticeText } from '../stores/notices.ts';
import { $settings } from '../stores/prefs.ts';
import { MAX_BATTLE_BOXES } from './constants.ts';
import {
  $battleCaseList, $battleChosen, $battleForm, $battleOpened, $battleThemes, addCase, closeBattleOpened, createBattle, prefillBattle, removeCase,
  resetBattleCreate, restoreBattleSettings, setBattleFast, setCaseQuery, setCaseSort, setSeats, setTeam,
} from './create.ts';
import { sentBody } from '../test-support.ts';

function envelope(data: unknown, status = 0, http = 200): Response {
  return new Response(JSON.stringify({ status, msg: status ? 'no' : '', data, success: status === 0 }), { status: http });
}

const box = (id: number, name: string, price: string) => ({ id, name, price, image: '' }) as BoxSummary;

describe('battle create form', () => {
  const fetch = vi.fn<(url: string, init: RequestInit) => Promise<Response>>();
  beforeEach(() => {
    $settings.set({});
    resetBattleCreate();
    closeAllDialogs();
    setToken('t-1');
    fetch.mockReset();
    vi.stubGlobal('fetch', fetch);
    $battleThemes.set([box(1, 'Alpha', '5.00'), box(2, 'Beta', '1.50'), box(3, 'Alps', '5.00')]);
  });

  it('filters by name and sorts by price, then id', () => {
    setCaseQuery(' AL ');
    expect($battleCaseList.get().map((b) => b.id)).toEqual([1, 3]);
    setCaseQuery('');
    setCaseSort('desc');
    expect($battleCaseList.get().map((b) => b.id)).toEqual([1, 3, 2]);
  });

  it('adds cases up to the limit, removes by position, and sums the cost', () => {
    addCase(1);
    addCase(2);
    addCase(1);
    removeCase(1);
    expect($battleForm.get().picked).toEqual([1, 1]);
    expect($battleChosen.get().total).toBe('10.00');
    for (let i = 0; i < MAX_BATTLE_BOXES; i += 1) addCase(2);
    expect($battleForm.get().picked).toHaveLength(MAX_BATTLE_BOXES);
    expect($battleChosen.get().full).toBe(true);
  });

  it('says "box count limit reached" when adding past the limit, and "please choose boxes" when creating with none', async () => {
    await createBattle('classic');
    expect(fetch).not.toHaveBeenCalled();
    expect($lastNotice.get()).toEqual({ kind: 'chooseBoxes' });
    expect(noticeText({ kind: 'chooseBoxes' })).toBe('请选择箱子');
    for (let i = 0; i < MAX_BATTLE_BOXES; i += 1) expect(addCase(2)).toBe(true);
    $lastNotice.set(null);
    expect(addCase(2)).toBe(false);
    expect($lastNotice.get()).toEqual({ kind: 'boxLimit', max: MAX_BATTLE_BOXES });
    expect(noticeText({ kind: 'boxLimit', max: MAX_BATTLE_BOXES })).toContain(String(MAX_BATTLE_BOXES));
  });

  it('remembers the players and the pace in the page settings for the next form', () => {
    setSeats(3);
    setBattleFast(true);
    expect($settings.get()).toMatchObject({ 'battle.seats': '3', 'battle.fast': '1' });
    resetBattleCreate();
    expect($battleForm.get()).toMatchObject({ seats: 2, fast: false });
    restoreBattleSettings();
    expect($battleForm.get()).toMatchObject({ seats: 3, fast: true, picked: [] });
    $settings.set({ 'battle.seats': '9' });
    restoreBattleSettings();
    expect($battleForm.get()).toMatchObject({ seats: 2, fast: false });
  });

  it('keeps teams only for four players', () => {
    setSeats(4);
    setTeam(true);
    setSeats(3);
    expect($battleForm.get().team).toBe(false);
  });

  it('takes a room\'s cases, players and mode for "create again"', async () => {
    fetch.mockResolvedValue(envelope({ boxes: [{ boxId: 2 }, { boxId: 3 }], seats: 4, team: true, mode: 'reverse' }));
    await prefillBattle('9');
    expect($battleForm.get()).toMatchObject({ picked: [2, 3], seats: 4, team: true, mode: 'reverse' });
  });

  it('creates the room in the page\'s mode and opens its dialog', async () => {
    addCase(2);
    fetch.mockResolvedValue(envelope({ room: { id: '12', mode: 'classic' }, balance: '8.50' }));
    await createBattle('classic');
    expect(sentBody(fetch.mock.calls[0][1])).toContain('mode=classic');
    expect($battleOpened.get()).toEqual({ id: '12', mode: 'classic' });
    // The spec's "battle open (create)" overlay state follows the dialog.
    expect($dialogs.get().battleCreate).toBe(true);
    closeBattleOpened();
    expect($dialogs.get().battleCreate).toBe(false);
  });

  it('opens the top-up dialog when the balance does not cover the seat', async () => {
    addCase(1);
    fetch.mockResolvedValue(envelope(null, ERRORS.INSUFFICIENT_BALANCE.code, 422));
    await createBattle('reverse');
    expect($dialogs.get().recharge).toBe(true);
    expect($battleOpened.get()).toBeNull();
  });
});
