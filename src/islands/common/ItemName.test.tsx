import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ItemName } from './ItemName.tsx';

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
