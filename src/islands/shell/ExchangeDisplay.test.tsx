// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { isBuilt } from '../../lib/navigation.ts';
import { $sysConfig } from '../../lib/shell/sysconfig.ts';
import { clearToken, setToken } from '../../lib/stores/auth.ts';
import { $user } from '../../lib/stores/user.ts';
import type { UserInfo } from '../../shared/contracts/auth.ts';
import ExchangeDisplay, { showsExchange } from './ExchangeDisplay.tsx';

describe('ExchangeDisplay', () => {
  beforeEach(() => {
    clearToken();
    $user.set(null);
    $sysConfig.set(null);
  });
  afterEach(() => cleanup());

  it('shows only to a signed-in user while the balance-type switch is falsy', () => {
    expect(showsExchange(true, false)).toBe(true);
    expect(showsExchange(true, true)).toBe(false);
    expect(showsExchange(true, undefined)).toBe(false);
    expect(showsExchange(false, false)).toBe(false);
  });

  it('shows the secondary balance (a link once the transfer page exists), and hides when the switch turns on', () => {
    setToken('t');
    $user.set({ secondaryBalance: '12.50', balance: '1.00', points: '0.00', goldCoins: '0.00' } as UserInfo);
    $sysConfig.set({ balanceTypeSwitch: false, publicText: false });
    render(<ExchangeDisplay lang="zh-CN" variant="menu" />);
    const link = screen.getByTestId('exchange-display-menu');
    // No link to a page that is not built (src/lib/navigation.ts BUILT_ROUTES).
    expect(link.getAttribute('href')).toBe(isBuilt('/personal/transfer') ? '/personal/transfer' : null);
    expect(link.textContent).toContain('¥12.5');
    act(() => $sysConfig.set({ balanceTypeSwitch: true, publicText: false }));
    expect(screen.queryByTestId('exchange-display-menu')).toBeNull();
  });
});
