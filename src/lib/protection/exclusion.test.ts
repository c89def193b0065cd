// @vitest-environment happy-dom
// The exclusion store: the view read (kept when a later read fails), a restriction started with
// confirm=1 and its view kept, a refusal returning null and changing nothing.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ExclusionsView } from '../../shared/contracts/protection/exclusion.ts';
import { ERRORS } from '../../shared/errors.ts';
import { clearToken, setToken } from '../stores/auth.ts';
import { $exclusions, loadExclusions, startExclusion } from './exclusion.ts';
import { sentBody } from '../test-support.ts';

vi.mock('react-hot-toast', () => ({ default: Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() }) }));

function envelope(data: unknown, status = 0, http = 200, msg = ''): Response {
  return new Response(JSON.stringify({ status, msg, data, success: status === 0 }), { status: http });
}

const NONE: ExclusionsView = { current: null, history: [] };
const RUNNING: ExclusionsView = {
  current: { kind: 'cooloff', length: '24h', startTime: '2026-12-01T12:00:00.000Z', endTime: '2026-12-02T12:00:00.000Z' },
  history: [{ kind: 'cooloff', length: '24h', startTime: '2026-12-01T12:00:00.000Z', endTime: '2026-12-02T12:00:00.000Z' }],
};

describe('exclusion store', () => {
  const fetch = vi.fn<(url: string, init: RequestInit) => Promise<Response>>();

  beforeEach(() => {
    fetch.mockReset();
    fetch.mockImplementation(async (_url, init) => envelope(init?.method === 'POST' ? RUNNING : NONE));
    vi.stubGlobal('fetch', fetch);
    setToken('t-1');
    $exclusions.set(null);
  });
  afterEach(() => {
    clearToken();
    vi.unstubAllGlobals();
  });

  it('reads the view, and keeps it when a later read fails', async () => {
    await loadExclusions();
    expect($exclusions.get()).toEqual(NONE);
    fetch.mockImplementation(async () => envelope(null, 1, 500, 'down'));
    await loadExclusions();
    expect($exclusions.get()).toEqual(NONE);
  });

  it('starts one with confirm=1 and keeps its view', async () => {
    await loadExclusions();
    expect(await startExclusion('cooloff', '24h')).toEqual(RUNNING);
    expect($exclusions.get()).toEqual(RUNNING);
    const [url, init] = fetch.mock.calls.find(([, i]) => i?.method === 'POST')!;
    expect(url).toBe('/api/protection/exclusion');
    expect(sentBody(init)).toBe('kind=cooloff&length=24h&confirm=1');
  });

  it('returns null on a refusal and changes nothing', async () => {
    await loadExclusions();
    fetch.mockImplementation(async () => envelope(null, ERRORS.VALIDATION.code, 400, 'no'));
    expect(await startExclusion('self', '6m')).toBeNull();
    expect($exclusions.get()).toEqual(NONE);
  });
});
