import { describe, expect, it } from 'vitest';
import { WITHDRAW_STATE as S, type WithdrawState } from '../../../shared/withdrawal-constants.ts';
import { eventsToward, transition, type WithdrawalEvent } from './transitions.ts';

const STATES: WithdrawState[] = [0, 1, 2, 3, 4, 5];
const EVENTS: WithdrawalEvent[] = [
  { type: 'ordered' },
  { type: 'offerSent' },
  { type: 'delivered' },
  { type: 'failed', reason: 'declined' },
  { type: 'hold', reason: 'overdue' },
  { type: 'approve' },
  { type: 'reject' },
  { type: 'reversed', canRedispatch: true },
  { type: 'reversed', canRedispatch: false },
];

// The whole table, written out: every (state, event) pair not in it must be refused.
const ALLOWED: Record<string, [WithdrawState, string | null]> = {
  '0 ordered': [S.awaitingDispatch, null],
  '1 offerSent': [S.awaitingReceipt, null],
  '2 delivered': [S.success, null],
  '5 delivered': [S.success, null],
  '0 failed': [S.failed, 'declined'],
  '1 failed': [S.failed, 'declined'],
  '2 failed': [S.failed, 'declined'],
  '5 failed': [S.failed, 'declined'],
  '0 hold': [S.settlement, 'overdue'],
  '1 hold': [S.settlement, 'overdue'],
  '2 hold': [S.settlement, 'overdue'],
  '5 approve': [S.taking, null],
  '5 reject': [S.failed, 'rejected'],
  '3 reversed+': [S.taking, 'redispatched'],
  '3 reversed-': [S.failed, 'reversed'],
};

const label = (state: WithdrawState, e: WithdrawalEvent) =>
  `${state} ${e.type}${e.type === 'reversed' ? (e.canRedispatch ? '+' : '-') : ''}`;

describe('take-back transitions', () => {
  for (const state of STATES) {
    for (const event of EVENTS) {
      const key = label(state, event);
      it(`${key} → ${ALLOWED[key] ? ALLOWED[key][0] : 'refused'}`, () => {
        const expected = ALLOWED[key];
        expect(transition(state, event)).toEqual(expected ? { to: expected[0], reason: expected[1] } : null);
      });
    }
  }

  it('never leaves a failure, and leaves a success only by a reversal', () => {
    for (const event of EVENTS) {
      expect(transition(S.failed, event)).toBeNull();
      if (event.type !== 'reversed') expect(transition(S.success, event)).toBeNull();
    }
  });
});

describe('walking toward the supplier\'s word', () => {
  it('fills in the steps a lost callback skipped', () => {
    expect(eventsToward(S.taking, { status: 'delivered' }, true).map((e) => e.type)).toEqual(['ordered', 'offerSent', 'delivered']);
    expect(eventsToward(S.awaitingDispatch, { status: 'offerSent' }, true).map((e) => e.type)).toEqual(['offerSent']);
  });

  it('says nothing for a replay or a stale word', () => {
    expect(eventsToward(S.awaitingReceipt, { status: 'offerSent' }, true)).toEqual([]);
    expect(eventsToward(S.success, { status: 'pending' }, true)).toEqual([]);
    expect(eventsToward(S.success, { status: 'delivered' }, true)).toEqual([]);
    expect(eventsToward(S.failed, { status: 'delivered' }, true)).toEqual([]);
  });

  it('a delivery reported while a person was to look ends it; progress short of that waits for them', () => {
    expect(eventsToward(S.settlement, { status: 'delivered' }, true).map((e) => e.type)).toEqual(['delivered']);
    expect(eventsToward(S.settlement, { status: 'offerSent' }, true)).toEqual([]);
  });

  it('a failure keeps the supplier\'s reason', () => {
    expect(eventsToward(S.awaitingReceipt, { status: 'failed', failure: 'expired' }, true)).toEqual([{ type: 'failed', reason: 'expired' }]);
  });

  it('a reversal re-dispatches once, then gives the item back', () => {
    expect(eventsToward(S.success, { status: 'reversed' }, true)).toEqual([{ type: 'reversed', canRedispatch: true }]);
    expect(eventsToward(S.success, { status: 'reversed' }, false)).toEqual([{ type: 'reversed', canRedispatch: false }]);
  });
});
