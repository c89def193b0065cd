import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ItemName, ItemNameLines } from './ItemName.tsx';

describe('ItemName', () => {
  it('shows the StatTrak™ mark once, coloured, and a plain name as it is', () => {
    const html = renderToString(<ItemName name="StatTrak™ AK-47 | Redline (Field-Tested)" />);
    expect(html.match(/StatTrak™/g)).toHaveLength(1);
    expect(html).toContain('<span class="text-accent-orange">StatTrak™</span> AK-47 | Redline (Field-Tested)');
    expect(renderToString(<ItemName name="AWP | Asiimov" />)).toBe('AWP | Asiimov');
    const knife = renderToString(<ItemName name="★ StatTrak™ Karambit | Fade" />);
    expect(knife).toBe('★ <span class="text-accent-orange">StatTrak™</span> Karambit | Fade');
  });
});

describe('ItemNameLines', () => {
  it('shows weapon, finish and wear as three parts, marks kept with the weapon', () => {
    const html = renderToString(<ItemNameLines name="★ StatTrak™ Karambit | Doppler Phase 2 (Factory New)" color="#eb4b4b" />);
    const part = (p: string) => new RegExp(`data-part="${p}"[^>]*>(.*?)</span>`).exec(html)?.[1];
    // Attributes in any order: on Preact, compat turns className into a class written last.
    expect(html).toMatch(/data-part="weapon"[^>]*>★ <span class="text-accent-orange">StatTrak™<\/span> Karambit<\/span>/);
    expect(part('finish')).toBe('Doppler Phase 2');
    expect(part('wear')).toBe('Factory New');
  });

  it('takes the wear given apart and leaves out the parts a name has not', () => {
    const html = renderToString(<ItemNameLines name="★ Karambit" wear="" />);
    expect(html).toMatch(/data-part="weapon"[^>]*>★ Karambit<\/span>/);
    expect(html).not.toContain('data-part="finish"');
    expect(html).not.toContain('data-part="wear"');
    expect(renderToString(<ItemNameLines name="AK-47 | 红线 (久经沙场)" wear="久经沙场" />)).toMatch(/data-part="wear"[^>]*>久经沙场<\/span>/);
  });
});
