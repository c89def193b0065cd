// @vitest-environment happy-dom
// The exclusion panel: the running restriction with its end, or the choice of kind and
// length with the warning, a confirm step, and the one call it makes; the refusal's toast text.
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ExclusionsView } from '../../shared/contracts/protection/exclusion.ts';
import { clearToken, setToken } from '../../lib/stores/auth.ts';
import { ok } from '../box/fixtures.ts';
import ExclusionPanel from './ExclusionPanel.tsx';
import { sentBody } from '../../lib/test-support.ts';

const NONE: ExclusionsView = { current: null, history: [] };
const RUNNING: ExclusionsView = {
  current: { kind: 'self', length: '6m', startTime: '2026-12-01T12:00:00.000Z', endTime: '2027-06-01T12:00:00.000Z' },
  history: [{ kind: 'self', length: '6m', startTime: '2026-12-01T12:00:00.000Z', endTime: '2027-06-01T12:00:00.000Z' }],
};

const fetch = vi.fn<(url: string, init: RequestInit) => Promise<Response>>();
const posts = () => fetch.mock.calls.filter(([u, i]) => u.startsWith('/api/protection/exclusion') && i?.method === 'POST');

beforeEach(() => {
  vi.stubGlobal('fetch', fetch);
  setToken('t');
});
afterEach(() => {
  cleanup();
  clearToken();
  fetch.mockReset();
  vi.unstubAllGlobals();
});

describe('ExclusionPanel', () => {
  it('shows the running restriction and its end, and no way to start another or lift it', async () => {
    fetch.mockImplementation(async () => ok(RUNNING));
    render(<ExclusionPanel lang="en" />);
    const current = await screen.findByTestId('exclusion-current');
    expect(current.textContent).toContain('You have excluded yourself');
    expect(current.textContent).toContain('Until');
    expect(current.textContent).toContain('2027');
    expect(screen.queryByTestId('exclusion-submit')).toBeNull();
    expect(screen.queryByTestId('exclusion-kind')).toBeNull();
  });

  it('asks to confirm a time-out in plain English ("a time-out", not "a Time-out")', async () => {
    fetch.mockImplementation(async () => ok(NONE));
    render(<ExclusionPanel lang="en" />);
    await screen.findAllByTestId('exclusion-kind');
    fireEvent.click(screen.getAllByTestId('exclusion-kind')[0]);
    fireEvent.change(screen.getByTestId('exclusion-length'), { target: { value: '7d' } });
    fireEvent.click(screen.getByTestId('exclusion-next'));
    expect(screen.getByTestId('exclusion-confirm').textContent).toContain('Start a time-out of 7 days now? It cannot be shortened or lifted.');
  });

  it('chooses a kind and length, warns it cannot be undone, asks to confirm, then starts it with confirm=1', async () => {
    fetch.mockImplementation(async (_url, init) => ok(init?.method === 'POST' ? RUNNING : NONE));
    render(<ExclusionPanel lang="en" />);
    await screen.findAllByTestId('exclusion-kind');
    expect(screen.getByTestId('exclusion-warning').textContent).toMatch(/cannot be undone/);
    // The lengths follow the kind.
    const lengths = () => [...screen.getByTestId<HTMLSelectElement>('exclusion-length').options].map((o) => o.value);
    expect(lengths()).toEqual(['24h', '7d', '30d']);
    fireEvent.click(screen.getAllByTestId('exclusion-kind')[1]);
    expect(lengths()).toEqual(['6m', '1y', '5y']);
    fireEvent.change(screen.getByTestId('exclusion-length'), { target: { value: '1y' } });
    // No submit before the confirm step; nothing sent.
    expect(screen.queryByTestId('exclusion-submit')).toBeNull();
    fireEvent.click(screen.getByTestId('exclusion-next'));
    // Lower case mid-sentence: "Start a self-exclusion of 1 year now?", not "a Self-exclusion".
    expect(screen.getByTestId('exclusion-confirm').textContent).toContain('Start a self-exclusion of 1 year now?');
    // Back leaves it unstarted.
    fireEvent.click(screen.getByTestId('exclusion-back'));
    expect(posts()).toHaveLength(0);
    fireEvent.click(screen.getByTestId('exclusion-next'));
    fireEvent.click(screen.getByTestId('exclusion-submit'));
    await screen.findByTestId('exclusion-current');
    expect(posts()).toHaveLength(1);
    const body = sentBody(posts()[0][1]);
    expect(body).toContain('kind=self');
    expect(body).toContain('length=1y');
    expect(body).toContain('confirm=1');
  });

  it('reads in Chinese', async () => {
    fetch.mockImplementation(async () => ok(NONE));
    render(<ExclusionPanel lang="zh-CN" />);
    await screen.findAllByTestId('exclusion-kind');
    expect(screen.getByTestId('exclusion-warning').textContent).toContain('无法撤销');
    await waitFor(() => expect(screen.getByTestId('exclusion-length').textContent).toContain('24 小时'));
  });
});
