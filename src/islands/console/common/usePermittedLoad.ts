// A front-page panel shown only to roles holding `permission`: asks who is signed in, and only then
// loads its data once; nothing is shown (and nothing asked) to a role without it.
import { useEffect, useState } from 'react';
import type { Permission } from '../../../shared/console/permissions.ts';
import { may, me } from '../../../lib/console/api.ts';

export interface PermittedLoad<T> {
  allowed: boolean;
  data: T | null;
  error: string;
}

export function usePermittedLoad<T>(permission: Permission, load: () => Promise<T>): PermittedLoad<T> {
  const [state, setState] = useState<PermittedLoad<T>>({ allowed: false, data: null, error: '' });
  useEffect(() => {
    let live = true;
    me().then((who) => {
      if (!live || !may(who, permission)) return;
      setState((s) => ({ ...s, allowed: true }));
      load().then((data) => live && setState((s) => ({ ...s, data })), (e: Error) => live && setState((s) => ({ ...s, error: e.message })));
    }).catch(() => undefined);
    return () => { live = false; };
  }, []); // once per panel: the permission and the loader are fixed for it
  return state;
}
