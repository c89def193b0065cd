// Logged in means a token is held in localStorage under "token" (the spec's states).
import { persistentAtom } from '@nanostores/persistent';
import { computed } from 'nanostores';

export const TOKEN_KEY = 'token';

export const $auth = persistentAtom<string | undefined>(TOKEN_KEY, undefined);

export const $loggedIn = computed($auth, (token) => Boolean(token));

export function setToken(token: string): void {
  $auth.set(token);
}

export function clearToken(): void {
  // Only when there is one: several 401s may arrive together, and deleting an absent key is
  // pointless (and throws in some storage shims).
  if ($auth.get() !== undefined) $auth.set(undefined);
}
