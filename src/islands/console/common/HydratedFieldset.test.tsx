// @vitest-environment happy-dom
// Console forms in the server's HTML are closed (a disabled fieldset) until their island has
// hydrated: typing into them before would be wiped by hydration, and a submit would go out as the
// browser's own form. Once mounted the fieldset opens, unless the caller disables it.
import { cleanup, render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import AuditPage from '../audit/AuditPage.tsx';
import ConsoleSignIn from '../auth/ConsoleSignIn.tsx';
import BoxList from '../boxes/BoxList.tsx';
import GiveawayList from '../giveaways/GiveawayList.tsx';
import GiveawayNew from '../giveaways/GiveawayNew.tsx';
import AdjustmentQueue from '../players/AdjustmentQueue.tsx';
import PlayerSearch from '../players/PlayerSearch.tsx';
import PromotionPage from '../promotion/PromotionPage.tsx';
import ProtectionPage from '../protection/ProtectionPage.tsx';
import ReportsPage from '../reports/ReportsPage.tsx';
import RtpMonitorPage from '../reports/RtpMonitorPage.tsx';
import StaffPage from '../staff/StaffPage.tsx';
import WithdrawalsPage from '../withdrawals/WithdrawalsPage.tsx';
import HydratedFieldset from './HydratedFieldset.tsx';

afterEach(cleanup);

describe('HydratedFieldset', () => {
  it('is disabled in the server render, open once mounted, and disabled when asked', () => {
    // Read as the browser reads it: the renderer's attribute order and spelling of an empty one differ.
    const server = document.createElement('div');
    server.innerHTML = renderToString(<HydratedFieldset className="flex min-w-0"><input /></HydratedFieldset>);
    const fieldset = server.querySelector('fieldset')!;
    expect([fieldset.disabled, fieldset.className, fieldset.innerHTML, server.childElementCount]).toEqual([true, 'flex min-w-0', '<input>', 1]);
    render(<><HydratedFieldset data-testid="open"><input /></HydratedFieldset><HydratedFieldset data-testid="shut" disabled><input /></HydratedFieldset></>);
    expect(screen.getByTestId<HTMLFieldSetElement>('open').disabled).toBe(false);
    expect(screen.getByTestId<HTMLFieldSetElement>('shut').disabled).toBe(true);
  });

  // Every console island whose first render (no effect run, no data loaded) has form controls.
  const islands: [string, ReactElement][] = [
    ['StaffPage', <StaffPage lang="en" />],
    ['GiveawayNew', <GiveawayNew lang="en" />],
    ['GiveawayList', <GiveawayList lang="en" />],
    ['ConsoleSignIn', <ConsoleSignIn lang="en" />],
    ['PlayerSearch', <PlayerSearch lang="en" />],
    ['AuditPage', <AuditPage lang="en" />],
    ['BoxList', <BoxList lang="en" />],
    ['ProtectionPage', <ProtectionPage lang="en" />],
    ['RtpMonitorPage', <RtpMonitorPage lang="en" />],
    ['ReportsPage', <ReportsPage lang="en" search="" />],
    ['PromotionPage', <PromotionPage lang="en" />],
    ['WithdrawalsPage', <WithdrawalsPage lang="en" />],
    ['AdjustmentQueue', <AdjustmentQueue lang="en" />],
  ];
  it.each(islands)('%s: every control of the server render sits in a disabled fieldset', (_name, island) => {
    const host = document.createElement('div');
    host.innerHTML = renderToString(island);
    const controls = [...host.querySelectorAll('input, select, textarea, button[type=submit]')];
    expect(controls.length).toBeGreaterThan(0);
    for (const c of controls) expect(c.closest('fieldset[disabled]'), c.outerHTML).not.toBeNull();
  });
});
