import { describe, expect, it } from 'vitest';
import type { OpenBoxResult } from '../../shared/contracts/box.ts';
import { IDLE, openReducer, type OpenState } from './open-flow.ts';

const result = { drops: [{ id: '1' }], balance: '10.00' } as unknown as OpenBoxResult;

describe('openReducer', () => {
  it('idle -> requesting -> spinning -> result (with reels) -> idle', () => {
    let s: OpenState = openReducer(IDLE, { type: 'start', count: 2 });
    expect(s).toEqual({ phase: 'requesting', count: 2 });
    s = openReducer(s, { type: 'opened', result, fast: false });
    expect(s).toEqual({ phase: 'spinning', result });
    s = openReducer(s, { type: 'spun' });
    expect(s).toEqual({ phase: 'result', result, reel: true });
    expect(openReducer(s, { type: 'close' })).toEqual(IDLE);
  });

  it('fast open skips the reel', () => {
    const s = openReducer({ phase: 'requesting', count: 1 }, { type: 'opened', result, fast: true });
    expect(s).toEqual({ phase: 'result', result, reel: false });
  });

  it('skipping the animation shows the result without the reels', () => {
    expect(openReducer({ phase: 'spinning', result }, { type: 'skip' })).toEqual({ phase: 'result', result, reel: false });
  });

  it('a failure returns to idle; a second start while busy changes nothing', () => {
    const busy: OpenState = { phase: 'requesting', count: 1 };
    expect(openReducer(busy, { type: 'failed' })).toEqual(IDLE);
    expect(openReducer(busy, { type: 'start', count: 5 })).toBe(busy);
    const spinning: OpenState = { phase: 'spinning', result };
    expect(openReducer(spinning, { type: 'start', count: 1 })).toBe(spinning);
    expect(openReducer(spinning, { type: 'close' })).toBe(spinning);
  });

  it('an answer with no drops goes back to idle', () => {
    expect(openReducer({ phase: 'requesting', count: 1 }, { type: 'opened', result: { drops: [], balance: '1', points: '0', paid: '0.00' }, fast: false })).toEqual(IDLE);
  });
});
