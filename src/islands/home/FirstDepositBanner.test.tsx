// @vitest-environment happy-dom
// The home page's first-deposit banner: no recharge reward is advertised when the
// operator turned them off (DAILY_REWARDS=off: sysConfig noRechargeRewards).
import { cleanup, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { $sysConfig } from '../../lib/shell/sysconfig.ts';
import FirstDepositBanner from './FirstDepositBanner.tsx';

afterEach(() => {
  cleanup();
  $sysConfig.set(null);
});

describe('FirstDepositBanner', () => {
  it('shows the bonus to a visitor while recharge rewards are offered', async () => {
    $sysConfig.set({ balanceTypeSwitch: false, publicText: false });
    render(<FirstDepositBanner lang="zh-CN" />);
    expect((await screen.findByTestId('home-bonus')).textContent).toContain('首充');
  });

  it('is not in the server\'s HTML when the server says no recharge reward is offered', () => {
    // renderToString: what home.astro sends before any script or sysConfig answer.
    expect(renderToString(<FirstDepositBanner lang="zh-CN" offered={false} />)).toBe('');
    expect(renderToString(<FirstDepositBanner lang="zh-CN" offered />)).toContain('首充');
  });

  it('shows the operator\'s percent: the server\'s in the HTML, else sysConfig\'s; 0 shows nothing', async () => {
    expect(renderToString(<FirstDepositBanner lang="en" offered percent={35} />)).toContain('35%');
    expect(renderToString(<FirstDepositBanner lang="en" offered percent={35} />)).not.toContain('20%');
    expect(renderToString(<FirstDepositBanner lang="zh-CN" percent={0} />)).toBe('');
    $sysConfig.set({ balanceTypeSwitch: false, publicText: false, firstDepositBonusPercent: 15 });
    render(<FirstDepositBanner lang="en" />);
    expect((await screen.findByTestId('home-bonus')).textContent).toContain('15%');
  });

  it('is gone when no recharge reward is offered', async () => {
    $sysConfig.set({ balanceTypeSwitch: false, publicText: false, noRechargeRewards: true });
    render(<FirstDepositBanner lang="zh-CN" />);
    await new Promise((r) => setTimeout(r, 0));
    expect(screen.queryByTestId('home-bonus')).toBeNull();
  });
});
