import { describe, expect, it } from 'vitest';
import { splitItemName } from './item-name.ts';

describe('splitItemName', () => {
  it('splits "weapon | finish (wear)" in three', () => {
    expect(splitItemName('AK-47 | Redline (Field-Tested)')).toEqual({ mark: '', weapon: 'AK-47', finish: 'Redline', wear: 'Field-Tested' });
    expect(splitItemName('格洛克18型 | 伽玛多普勒 (崭新出厂)')).toEqual({ mark: '', weapon: '格洛克18型', finish: '伽玛多普勒', wear: '崭新出厂' });
  });

  it('keeps the ★, StatTrak™ and Souvenir marks apart from the weapon', () => {
    expect(splitItemName('★ StatTrak™ Bayonet | Night (Factory New)')).toEqual({ mark: '★ StatTrak™', weapon: 'Bayonet', finish: 'Night', wear: 'Factory New' });
    expect(splitItemName('StatTrak™ M4A4 | Howl (Minimal Wear)')).toEqual({ mark: 'StatTrak™', weapon: 'M4A4', finish: 'Howl', wear: 'Minimal Wear' });
    expect(splitItemName('Souvenir AWP | Dragon Lore (Battle-Scarred)')).toEqual({ mark: 'Souvenir', weapon: 'AWP', finish: 'Dragon Lore', wear: 'Battle-Scarred' });
    // A weapon whose name only starts like a mark keeps it.
    expect(splitItemName('StatTrakless | X').weapon).toBe('StatTrakless');
  });

  it('keeps a Doppler phase or gem with the finish', () => {
    expect(splitItemName('★ Karambit | Doppler Phase 2 (Factory New)')).toEqual({ mark: '★', weapon: 'Karambit', finish: 'Doppler Phase 2', wear: 'Factory New' });
    expect(splitItemName('★ Butterfly Knife | Gamma Doppler (Emerald) (Minimal Wear)'))
      .toEqual({ mark: '★', weapon: 'Butterfly Knife', finish: 'Gamma Doppler (Emerald)', wear: 'Minimal Wear' });
  });

  it('leaves the missing parts empty: no pipe, no parentheses, a vanilla knife', () => {
    expect(splitItemName('★ Karambit')).toEqual({ mark: '★', weapon: 'Karambit', finish: '', wear: '' });
    expect(splitItemName('AWP | Asiimov')).toEqual({ mark: '', weapon: 'AWP', finish: 'Asiimov', wear: '' });
    expect(splitItemName('Operation Case (Key)')).toEqual({ mark: '', weapon: 'Operation Case', finish: '', wear: 'Key' });
    expect(splitItemName('')).toEqual({ mark: '', weapon: '', finish: '', wear: '' });
    expect(splitItemName('★')).toEqual({ mark: '★', weapon: '', finish: '', wear: '' });
  });

  it('reads full-width parentheses and stray spaces', () => {
    expect(splitItemName('  USP-S | 猎户星（久经沙场） ')).toEqual({ mark: '', weapon: 'USP-S', finish: '猎户星', wear: '久经沙场' });
    expect(splitItemName('P90|Asiimov(Field-Tested)')).toEqual({ mark: '', weapon: 'P90', finish: 'Asiimov', wear: 'Field-Tested' });
  });
});
