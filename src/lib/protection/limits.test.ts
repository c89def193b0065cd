// @vitest-environment happy-dom
// The limits store: every answer is the whole view, kept for the panel and the prompt alike; a
// refusal changes nothing; the recharge dialog's prompt shows only once the server asked for it,
// and hides when set, skipped or closed.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LimitView, LimitsView } from '../../shared/contracts/protection/limits.ts';
import { ERRORS } from '../../shared/errors.ts';
import { clearToken, setToken } from '../stores/auth.ts';
import {
  $limitPromptAsk, $limits, cancelLimit, confirmLimit, limitPendingDue, limitRow, limitUsedPercent, loadLimits, openLimitPrompt, setLimit,
  setPromptLimit, skipLimitPrompt,
} from './limits.ts';
import { sentBody } from '../test-support.ts';

vi.mock('react-hot-toast', () => ({ default: Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() }) }));

function envelope(data: unknown, status = 0, http = 200, msg = ''): Response {
  return new Response(JSON.stringify({ status, msg, data, success: status === 0 }), { status: http });
}

const row = (kind: LimitView['kind'], period: LimitView['period'], r: Partial<LimitView> = {}): LimitView => ({
  kind, period, amount: null, used: '0.00', left: null, resetTime: null, pending: null, ...r,
});
const VIEW: LimitsView = { askAtDeposit: true, limits: [row('deposit', 'day'), row('loss', 'week')] };
const SET: LimitsView = {
  askAtDeposit: false,
  limits: [row('deposit', 'day', { amount: '200.00', left: '200.00' }), row('loss', 'week', { pending: { amount: null, effectiveTime: '2026-12-02T12:00:00.000Z' } })],
};

describe('limits store', () => {
  const fetch = vi.fn<(url: string, init: RequestInit) => Promise<Response>>();
  const posts = (path: string) => fetch.mock.calls.filter(([u, i]) => u === `/api/protection/limits${path}` && i?.method === 'POST');

  beforeEach(() => {
    fetch.mockReset();
    fetch.mockImplementation(async (url, init) => envelope(init?.method === 'POST' ? SET : VIEW));
    vi.stubGlobal('fetch', fetch);
    setToken('t-1');
    $limits.set(null);
    $limitPromptAsk.set(false);
  });
  afterEach(() => {
    clearToken();
    vi.unstubAllGlobals();
  });

  it('reads the view, and keeps it when a later read fails', async () => {
    await loadLimits();
    expect($limits.get()).toEqual(VIEW);
    fetch.mockImplementation(async () => envelope(null, 1, 500, 'down'));
    await loadLimits();
    expect($limits.get()).toEqual(VIEW);
  });

  it('keeps the answer of set, confirm and cancel; a refusal returns null or false and changes nothing', async () => {
    await loadLimits();
    const next = await setLimit('deposit', 'day', '200');
    expect(next).toEqual(SET);
    expect(sentBody(posts('/set')[0][1])).toBe('kind=deposit&period=day&amount=200');
    expect($limits.get()).toEqual(SET);
    expect(limitRow(SET, 'loss', 'week')?.pending?.amount).toBeNull();
    $limits.set(VIEW);
    expect(await confirmLimit('loss', 'week')).toBe(true);
    expect($limits.get()).toEqual(SET);
    $limits.set(VIEW);
    expect(await cancelLimit('loss', 'week')).toBe(true);
    expect($limits.get()).toEqual(SET);

    fetch.mockImplementation(async () => envelope(null, ERRORS.VALIDATION.code, 400, 'no'));
    $limits.set(VIEW);
    expect(await setLimit('deposit', 'day', '5')).toBeNull();
    expect(await confirmLimit('loss', 'week')).toBe(false);
    expect(await cancelLimit('loss', 'week')).toBe(false);
    expect($limits.get()).toEqual(VIEW);
  });

  it('shows the prompt once the server asks, and hides it when set, skipped or closed', async () => {
    const close = openLimitPrompt();
    expect($limitPromptAsk.get()).toBe(false);
    await vi.waitFor(() => expect($limitPromptAsk.get()).toBe(true));
    expect($limits.get()).toEqual(VIEW);
    expect(await setPromptLimit('200')).toBe(true);
    expect($limitPromptAsk.get()).toBe(false);
    close();

    const again = openLimitPrompt();
    await vi.waitFor(() => expect($limitPromptAsk.get()).toBe(true));
    await skipLimitPrompt();
    expect(posts('/skipPrompt')).toHaveLength(1);
    expect($limitPromptAsk.get()).toBe(false);
    again();

    // Closed before the answer came: it stays hidden.
    openLimitPrompt()();
    await vi.waitFor(() => expect(fetch.mock.calls.filter(([u]) => u.startsWith('/api/protection/limits?') || u === '/api/protection/limits')).toHaveLength(3));
    await new Promise((r) => setTimeout(r, 0));
    expect($limitPromptAsk.get()).toBe(false);
  });

  it('works out the used share and whether a waiting change may be confirmed', () => {
    expect(limitUsedPercent(row('deposit', 'day', { amount: '100.00', used: '60.00' }))).toBe(60);
    expect(limitUsedPercent(row('deposit', 'day', { amount: '100.00', used: '250.00' }))).toBe(100);
    expect(limitUsedPercent(row('deposit', 'day'))).toBe(0);
    const waiting = row('deposit', 'week', { pending: { amount: '500.00', effectiveTime: '2026-12-01T13:00:00.000Z' } });
    expect(limitPendingDue(waiting, Date.parse('2026-12-01T12:59:59.999Z'))).toBe(false);
    expect(limitPendingDue(waiting, Date.parse('2026-12-01T13:00:00.000Z'))).toBe(true);
    expect(limitPendingDue(row('deposit', 'day'), Date.now())).toBe(false);
  });
});
