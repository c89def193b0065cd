// The Steam callback's exchange: a token is kept as after any sign-in; a second step (the
// authenticator on, a new device) keeps no token and holds the challenge for the code step.
import { afterEach, describe, expect, it, vi } from 'vitest';

const api = vi.hoisted(() => ({ post: vi.fn() }));
vi.mock('../api/index.ts', () => ({ api }));

const { exchangeSteamCode } = await import('./steam-exchange.ts');
const { $secondFactor } = await import('../actions/auth.ts');
const { $auth, clearToken } = await import('../stores/auth.ts');

afterEach(() => {
  clearToken();
  $secondFactor.set(null);
});

describe('exchangeSteamCode', () => {
  it('keeps the token of a session', async () => {
    api.post.mockResolvedValueOnce({ token: 'tok-1' });
    expect(await exchangeSteamCode('c1')).toBe(true);
    expect(api.post).toHaveBeenCalledWith('/auth/steamExchange', { code: 'c1' }, { silent: true });
    expect($auth.get()).toBe('tok-1');
    expect($secondFactor.get()).toBeNull();
  });

  it('holds the challenge when the authenticator code is due, and keeps no token', async () => {
    api.post.mockResolvedValueOnce({ token: '', secondFactor: 'totp', challenge: 'ch-1' });
    expect(await exchangeSteamCode('c2')).toBe(false);
    expect($secondFactor.get()).toEqual({ challenge: 'ch-1' });
    expect($auth.get()).toBeUndefined();
  });
});
