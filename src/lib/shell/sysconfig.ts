// The system config (the spec: asked once at start-up) as a store the shell islands read.
import { atom } from 'nanostores';
import type { SysConfig } from '../../shared/contracts/sysconfig.ts';
import { api } from '../api/index.ts';

/** null until the answer arrives (or when it failed: then nothing optional is shown). */
export const $sysConfig = atom<SysConfig | null>(null);

let pending: Promise<SysConfig | null> | null = null;

/** Once per page; a failure is silent (the shell works without it) and leaves the store null. */
export function loadSysConfig(get: () => Promise<SysConfig> = () => api.get<SysConfig>('/common/sysConfig', {}, { silent: true })): Promise<SysConfig | null> {
  pending ??= get().then(
    (config) => {
      $sysConfig.set(config);
      return config;
    },
    () => null,
  );
  return pending;
}

/** Tests only: forget the cached answer. */
export function resetSysConfig(): void {
  pending = null;
  $sysConfig.set(null);
}
