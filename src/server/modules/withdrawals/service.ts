// What the take-back service and its jobs need, bound once in deps.ts (AppDeps.withdrawals), and
// the small pieces every part of it shares: the live tag, the China-time day, the market hash name.
import { createHmac } from 'node:crypto';
import type { Config } from '../../config/index.ts';
import type { Db } from '../../db/client.ts';
import type { withdrawals } from '../../db/schema/index.ts';
import type { SkinSupplier } from '../../providers/skins/supplier.ts';
import type { BroadcastEvent, Broadcaster } from '../../realtime/broadcaster.ts';
import { EVENT } from '../../../shared/constants.ts';
import type { WithdrawalLiveEvent, WithdrawState } from '../../../shared/contracts/withdrawal.ts';
import type { Catalogue } from '../boxes/catalogue.ts';
import type { OrnamentRow } from '../boxes/ornaments.ts';

export interface WithdrawalDeps {
  db: Db;
  config: Pick<Config, 'appSecret' | 'withdrawals'>;
  clock: () => Date;
  broadcaster: Broadcaster;
  catalogue: Catalogue;
  /** Who buys the skins (providers/skins); tests put a scripted one here. */
  supplier: SkinSupplier;
}

export type WithdrawalRow = typeof withdrawals.$inferSelect;

/** The tag a player's live events carry: first 16 hex of HMAC-SHA256(appSecret, 'withdrawal-live:' + userId). */
export function liveTag(appSecret: string, userId: bigint): string {
  return createHmac('sha256', appSecret).update(`withdrawal-live:${userId}`).digest('hex').slice(0, 16);
}

/** Publishes EVENT.withdrawal for a committed change (never before the commit). */
/** The live event of a record's change (EVENT.withdrawal), to publish once its transaction has committed. */
export function changeEvent(wd: Pick<WithdrawalDeps, 'config'>, row: { id: bigint; userId: bigint; state: number }): BroadcastEvent {
  const data: WithdrawalLiveEvent = { tag: liveTag(wd.config.appSecret, row.userId), id: String(row.id), state: row.state as WithdrawState };
  return { eventType: EVENT.withdrawal, data };
}

export function publishChange(wd: Pick<WithdrawalDeps, 'broadcaster' | 'config'>, row: { id: bigint; userId: bigint; state: number }): void {
  wd.broadcaster.publish(changeEvent(wd, row));
}

const CHINA_OFFSET_MS = 8 * 3_600_000;
const DAY_MS = 86_400_000;

/** The China-time (UTC+8) midnight that began `now`'s day, and the next one (when daily limits reset). */
export function chinaDay(now: Date): { start: Date; next: Date } {
  const start = Math.floor((now.getTime() + CHINA_OFFSET_MS) / DAY_MS) * DAY_MS - CHINA_OFFSET_MS;
  return { start: new Date(start), next: new Date(start + DAY_MS) };
}

/** 'YYYY-MM-DD' of `t` in China time. */
export function chinaDate(t: Date): string {
  return new Date(t.getTime() + CHINA_OFFSET_MS).toISOString().slice(0, 10);
}

const WEAR_EN: Record<string, string> = { FN: 'Factory New', MW: 'Minimal Wear', FT: 'Field-Tested', WW: 'Well-Worn', BS: 'Battle-Scarred' };

/**
 * Steam's market hash name of a catalogue skin, what the supplier is asked for: the catalogue's
 * English name is exactly that ("StatTrak™ AK-47 | Redline (Field-Tested)", "★ Bayonet | Night
 * (Factory New)"); a row without one is composed from its parts.
 */
export function marketHashName(row: OrnamentRow): string {
  const en = row.info.name.en;
  if (en) return en;
  const star = row.weaponType === 'knife' || row.weaponType === 'gloves' ? '★ ' : '';
  const wear = WEAR_EN[row.info.wear];
  return `${star}${row.info.statTrak ? 'StatTrak™ ' : ''}${row.info.name['zh-CN']}${wear ? ` (${wear})` : ''}`;
}

/** The most the supplier may charge: value × (100 + margin) / 100, rounded down (never below the value). */
export function maxPriceOf(value: bigint, marginPercent: number): bigint {
  return (value * BigInt(100 + marginPercent)) / 100n;
}
