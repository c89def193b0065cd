// The beacon the configuration asks for (BEACON, DRAND_*, BEACON_PERIOD_SECONDS; config/beacon.ts).
import type { Config } from '../../config/index.ts';
import type { Db } from '../../db/client.ts';
import type { Beacon } from './beacon.ts';
import { createDrandBeacon } from './drand.ts';
import { createLocalBeacon } from './local.ts';

export function createBeacon(config: Config, db: Db, clock: () => Date, log: (line: string) => void = () => {}): Beacon {
  if (config.beacon.provider === 'drand') return createDrandBeacon({ ...config.beacon.drand, clock, log });
  return createLocalBeacon(db, clock, { periodSeconds: config.beacon.localPeriodSeconds });
}
