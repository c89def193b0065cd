// What every battle change needs, and the shape of its answer: the result for the caller and the
// live events to publish once its transaction has committed (never before, never on a rollback).
import type { Config } from '../../config/index.ts';
import type { Catalogue } from '../boxes/catalogue.ts';

export interface BattleDeps {
  catalogue: Catalogue;
  config: Pick<Config, 'battles' | 'points'>;
}

export type { Changed } from '../../realtime/changed.ts';
