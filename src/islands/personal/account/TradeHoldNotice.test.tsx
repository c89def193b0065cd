// @vitest-environment happy-dom
// The take-back hold's notice on /personal and in the take-back dialog: why and until when, while it runs.
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { UserInfo } from '../../../shared/contracts/auth.ts';
import { translator } from '../../../lib/i18n/ui.ts';
import { chinaDateTime } from '../../../lib/personal/trade-hold.ts';
import { $user } from '../../../lib/stores/user.ts';
import { TradeHoldNotice } from './TradeHoldNotice.tsx';

afterEach(() => {
  cleanup();
  $user.set(null);
});

describe('TradeHoldNotice', () => {
  it('says why and until when while the hold runs', () => {
    const until = new Date(Date.now() + 5 * 3600_000);
    $user.set({ tradeHoldUntil: until.toISOString() } as UserInfo);
    render(<TradeHoldNotice t={translator('en')} />);
    expect(screen.getByTestId('trade-hold').textContent).toBe(translator('en')('personal.tradeHold', { until: chinaDateTime(until) }));
    expect(screen.getByTestId('trade-hold').textContent).toContain('take-backs are held until');
  });

  it('shows nothing once it is over', () => {
    $user.set({ tradeHoldUntil: new Date(Date.now() - 1000).toISOString() } as UserInfo);
    render(<TradeHoldNotice t={translator('zh-CN')} />);
    expect(screen.queryByTestId('trade-hold')).toBeNull();
  });
});
