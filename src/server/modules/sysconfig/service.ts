// The system config the browser asks for at start (spec §3, §7). It is read from the server's
// configuration only: nothing per user, so every visitor gets the same answer.
import type { Config } from '../../config.ts';
import type { SysConfig } from '../../../shared/contracts/sysconfig.ts';

export function sysConfig(config: Pick<Config, 'shell' | 'broker'>): SysConfig {
  const { balanceTypeSwitch, publicNotice, noticeId } = config.shell;
  const { stompUrl } = config.broker;
  return { balanceTypeSwitch, publicText: publicNotice, ...(noticeId ? { noticeId } : {}), ...(stompUrl ? { stompUrl } : {}) };
}
