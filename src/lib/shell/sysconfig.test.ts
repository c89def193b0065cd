import { beforeEach, describe, expect, it, vi } from 'vitest';
import { $sysConfig, loadSysConfig, resetSysConfig } from './sysconfig.ts';

describe('loadSysConfig', () => {
  beforeEach(() => resetSysConfig());

  it('asks once per page and keeps the answer in $sysConfig', async () => {
    const get = vi.fn(async () => ({ balanceTypeSwitch: false, publicText: true }));
    await Promise.all([loadSysConfig(get), loadSysConfig(get)]);
    expect(get).toHaveBeenCalledOnce();
    expect($sysConfig.get()).toEqual({ balanceTypeSwitch: false, publicText: true });
  });

  it('a failure is silent and leaves nothing switched on', async () => {
    await expect(loadSysConfig(() => Promise.reject(new Error('network error')))).resolves.toBeNull();
    expect($sysConfig.get()).toBeNull();
  });
});
