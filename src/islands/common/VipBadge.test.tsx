// @vitest-environment happy-dom
// The member badge: nothing at level 0, "V<n>" otherwise, colours rising by tier.
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { VipBadge, vipTier } from './VipBadge.tsx';

describe('VipBadge', () => {
  afterEach(cleanup);

  it('renders nothing for no level', () => {
    const { container } = render(<>{[0, null, undefined, -1].map((l, i) => <VipBadge key={i} level={l} />)}</>);
    expect(container.innerHTML).toBe('');
  });

  it('shows V<n> with a tier that rises with the level and holds at the top', () => {
    render(<VipBadge level={7} />);
    expect(screen.getByTestId('vip-badge').textContent).toBe('V7');
    expect([1, 2, 3, 5, 7, 9, 11, 20].map(vipTier)).toEqual([0, 0, 1, 2, 3, 4, 5, 5]);
  });
});
