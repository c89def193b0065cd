// The create form's pool value: yuan strings summed exactly (in fen), as the server prices the pool.
import { describe, expect, it } from 'vitest';
import { sumYuan } from './giveaways.ts';

describe('sumYuan', () => {
  it('adds yuan strings in fen, without floating-point drift', () => {
    expect(sumYuan([])).toBe('0.00');
    expect(sumYuan(['0.10', '0.20'])).toBe('0.30');
    expect(sumYuan(['104160.00', '67200.00', '62496.00', '21689.46'])).toBe('255545.46');
    expect(sumYuan(['1.5', '2', '0.05'])).toBe('3.55');
  });
});
