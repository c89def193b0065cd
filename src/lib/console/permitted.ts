// A front-page panel shown only to roles holding a permission: it asks who is signed in, and only
// then loads its data once; a role without it is shown nothing and nothing is asked for it.
import { map, type MapStore } from 'nanostores';
import type { Permission } from '../../shared/console/permissions.ts';
import { may, me } from './api.ts';

export interface PermittedState<T> {
  allowed: boolean;
  data: T | null;
  error: string;
}

export interface PermittedLoad<T> {
  $state: MapStore<PermittedState<T>>;
  /** The panel opened: back to nothing shown, then /me, then the data if the role may read it. */
  start(): Promise<void>;
}

export function createPermittedLoad<T>(permission: Permission, fetch: () => Promise<T>): PermittedLoad<T> {
  const $state = map<PermittedState<T>>({ allowed: false, data: null, error: '' });
  let seq = 0;
  return {
    $state,
    async start() {
      const mine = ++seq;
      $state.set({ allowed: false, data: null, error: '' });
      const who = await me().catch(() => null);
      if (mine !== seq || !may(who, permission)) return;
      $state.setKey('allowed', true);
      try {
        const data = await fetch();
        if (mine === seq) $state.setKey('data', data);
      } catch (err) {
        if (mine === seq) $state.setKey('error', err instanceof Error ? err.message : String(err));
      }
    },
  };
}
