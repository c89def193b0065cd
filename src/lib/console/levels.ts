// /console/levels: the partner and member level tables (each save is a new version, shown as the
// server answers it) and the promotion channel list, as stores the page renders.
import type { Translator } from '../i18n/ui.ts';
import { createAction, createActionFamily } from './action.ts';
import { createLoad } from './load.ts';
import { levelsApi, type RebateTableRow, type VipTableRow } from './promotion.ts';

export const levelTables = createLoad(() => levelsApi.tables());
export const levelChannels = createLoad(() => levelsApi.channels());

/** The page opened: both tables and the channels, nothing shown until they answer. */
export function startLevels(): void {
  levelTables.reset();
  levelChannels.reset();
  levelTableSaves.reset();
  channelCreate.reset();
  channelUpdates.reset();
  void levelTables.load();
  void levelChannels.load();
}

/** Saves the partner table as a new version; the answer is what the page shows. Rejects with the refusal. */
export async function saveRebateTable(levels: RebateTableRow[]): Promise<void> {
  levelTables.set(await levelsApi.saveRebate(levels));
}

/** Saves the member table as a new version, as saveRebateTable. */
export async function saveVipTable(levels: VipTableRow[]): Promise<void> {
  levelTables.set(await levelsApi.saveVip(levels));
}

export const createChannel = (code: string, name: string): Promise<unknown> => levelsApi.createChannel(code, name);
export const updateChannel = (code: string, name: string, enabled: boolean): Promise<unknown> => levelsApi.updateChannel(code, name, enabled);

/** A channel was made or changed: the list read again. */
export function channelsChanged(): void {
  void levelChannels.load();
}

/**
 * Saving a level table, keyed by which one: the form hands over the page's save for it
 * (saveRebateTable / saveVipTable); the notice says it was saved.
 */
export const levelTableSaves = createActionFamily(
  (_kind: 'rebate' | 'vip', _t: Translator, save: () => Promise<unknown>) => save(),
  { notice: (_v, _kind, t) => t('console_levels_saved') },
);

/** The channel list's create form. */
export const channelCreate = createAction(createChannel);

/** Each channel's rename and enable / disable, keyed by its code: a refusal shows on that row. */
export const channelUpdates = createActionFamily(updateChannel);
